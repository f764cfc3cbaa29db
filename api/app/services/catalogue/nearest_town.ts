import type { NearestTown } from '@shoplocal/shared/types'
import { TOWNS } from '#services/catalogue/irish_places'
import { TOWN_COORDINATES, type Point } from '#services/catalogue/town_coordinates'
import { catalogueErrors } from '#services/catalogue/catalogue_errors'

/*
 * "Use my location": the browser's position matched to the nearest town we
 * know. The position is used for this answer only: it is neither stored nor
 * logged nor sent anywhere else.
 */

/** Farther than this from every town, the visitor is not near any town we list (at sea, or abroad). */
const NEAREST_TOWN_MAX_KM = 60
const EARTH_RADIUS_KM = 6371

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export function nearestTown(position: Point): NearestTown {
  let best: NearestTown | null = null
  for (const town of TOWNS) {
    const point = TOWN_COORDINATES[town.name]
    if (!point) continue
    const km = distanceKm(position, point)
    if (best === null || km < best.distanceKm) best = { town: town.name, county: town.county, distanceKm: Math.round(km * 10) / 10 }
  }
  if (best === null || best.distanceKm > NEAREST_TOWN_MAX_KM) throw catalogueErrors.noTownNearby()
  return best
}
