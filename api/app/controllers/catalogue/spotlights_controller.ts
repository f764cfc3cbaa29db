import type { HttpContext } from '@adonisjs/core/http'
import type { ActiveSpotlight } from '@shoplocal/shared/types'
import { activeSpotlights, findActiveSpotlight } from '#services/catalogue/spotlights'
import { pageViewer } from '#controllers/web_session'

/** The shop's phone and e-mail go to a signed-in viewer only (services/catalogue/shop_contact.ts). */
export default class SpotlightsController {
  async active(ctx: HttpContext): Promise<ActiveSpotlight[]> {
    return activeSpotlights((await pageViewer(ctx)) !== null)
  }

  async show(ctx: HttpContext): Promise<ActiveSpotlight> {
    return findActiveSpotlight(ctx.params.id, (await pageViewer(ctx)) !== null)
  }
}
