import type { HttpContext } from '@adonisjs/core/http'
import type { ActiveSpotlight } from '@shoplocal/shared/types'
import { activeSpotlights, findActiveSpotlight } from '#services/catalogue/spotlights'

export default class SpotlightsController {
  async active(): Promise<ActiveSpotlight[]> {
    return activeSpotlights()
  }

  async show({ params }: HttpContext): Promise<ActiveSpotlight> {
    return findActiveSpotlight(params.id)
  }
}
