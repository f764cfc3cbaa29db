import type { HttpContext } from '@adonisjs/core/http'
import { SPOTLIGHT_PAGE } from '@shoplocal/shared/messages'
import { activeSpotlights, findActiveSpotlight } from '#services/catalogue/spotlights'

export default class SpotlightsController {
  async active({ response }: HttpContext) {
    return response.send(await activeSpotlights())
  }

  async show({ params, response }: HttpContext) {
    const spotlight = await findActiveSpotlight(params.id)
    if (!spotlight) return response.notFound({ message: SPOTLIGHT_PAGE.notFound })
    return response.send(spotlight)
  }
}
