import type { HttpContext } from '@adonisjs/core/http'
import type { NearestTown } from '@shoplocal/shared/types'
import { nearestTown } from '#services/catalogue/nearest_town'
import { positionValidator } from '#validators/catalogue'

export default class PlacesController {
  /** Never cached or logged beyond the request: the position is the visitor's. */
  async nearest({ request, response }: HttpContext): Promise<NearestTown> {
    const position = await positionValidator.validate(request.qs())
    response.header('cache-control', 'no-store')
    return nearestTown(position)
  }
}
