/*
 * A place as a point on the map, for "near me": what a visitor names (a town,
 * a county, an Eircode or its routing key, or a "latitude,longitude"
 * position) and where a shop is (its location text). Towns come first, then
 * counties; a routing key's post town counts as a town when the town list
 * lacks it ("Youghal").
 */
import { COUNTIES, TOWNS } from '#services/catalogue/irish_places'
import { COUNTY_CENTRES, ROUTING_KEY_AREAS } from '#services/catalogue/place_coordinates'
import { knownPlace, normalizePlace, type ShopPlace } from '#services/catalogue/place_match'
import { TOWN_COORDINATES, type Point } from '#services/catalogue/town_coordinates'

const townPoints = new Map<string, Point>()
for (const town of TOWNS) {
  const point = TOWN_COORDINATES[town.name]
  if (point) townPoints.set(normalizePlace(town.name), point)
}
for (const { point, postTown } of Object.values(ROUTING_KEY_AREAS)) {
  const name = postTown ? normalizePlace(postTown) : null
  if (name && !townPoints.has(name)) townPoints.set(name, point)
}

const countyPoints = new Map<string, Point>()
for (const county of COUNTIES) {
  const point = COUNTY_CENTRES[county.name]
  if (point) countyPoints.set(normalizePlace(county.name), point)
}

const routingKeys = new Map(Object.entries(ROUTING_KEY_AREAS).map(([key, { point }]) => [key.toLowerCase(), point]))

const COUNTY_WORD = /^(?:co|county|contae)\s/
const POSITION = /^\s*([+-]?\d{1,2}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/
/** An Eircode (routing key and unique identifier) or its routing key alone, as normalizePlace writes it. */
const EIRCODE = /^([a-z]\d[\dw])(?:\s?[a-z\d]{4})?$/

/** "53.27,-9.05" as a point; null when it is not a position or lies off the globe. */
export function positionPoint(input: string): Point | null {
  const match = POSITION.exec(input)
  if (!match) return null
  const latitude = Number(match[1])
  const longitude = Number(match[2])
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { latitude, longitude }
}

const first = <T>(names: Iterable<string>, points: Map<string, T>): T | null => {
  for (const name of names) {
    const point = points.get(name)
    if (point) return point
  }
  return null
}

/** Where a typed place is, or null when it is no place we can put on the map. */
export function placePoint(input: string): Point | null {
  const position = positionPoint(input)
  if (position) return position
  const place = normalizePlace(input)
  const eircode = EIRCODE.exec(place)
  if (eircode) return routingKeys.get(eircode[1]) ?? null
  const known = knownPlace(input)
  if (known) {
    // "Co. Cork" means the county, "Cork" the city.
    const towns = first(known.towns, townPoints)
    const counties = first(known.counties, countyPoints)
    return COUNTY_WORD.test(place) ? (counties ?? towns) : (towns ?? counties)
  }
  return townPoints.get(place) ?? null
}

/** Where a shop is on the map; `approximate` when only its county is known (the point is the county's middle). */
interface ShopPoint {
  point: Point
  approximate: boolean
}

/** Where a shop is: its town, else its county's middle (approximate); null when its location names neither. */
export function shopPoint(place: ShopPlace): ShopPoint | null {
  const town = place.town ? townPoints.get(place.town) : undefined
  if (town) return { point: town, approximate: false }
  const county = place.county ? countyPoints.get(place.county) : undefined
  return county ? { point: county, approximate: true } : null
}
