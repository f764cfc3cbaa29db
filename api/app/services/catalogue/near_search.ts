/*
 * "Near me" on the public lists: the place a visitor names (near=) or their
 * position (lat=, lng=) turned into the point the search engine measures
 * from (search/near.ts filters and orders by distance), and each card labelled
 * with its distance. Distances are as the crow flies, between town centres,
 * in kilometres to one decimal.
 */
import type { NearQuery } from '#validators/catalogue'
import type { CatalogueSort, Near } from '#services/search/search_backend'
import { placePoint } from '#services/catalogue/place_point'
import { catalogueErrors } from '#services/catalogue/catalogue_errors'

/** What the engine is asked: the point and radius, and whether to order by distance. */
export interface NearSearch {
  near?: Near
  sort?: CatalogueSort
}

/** The point the query measures from, if it names one; a place we cannot find is a 422 on `near`. */
export function nearSearch(query: NearQuery): NearSearch {
  let point = query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : null
  if (!point && query.near) {
    point = placePoint(query.near)
    if (!point) throw catalogueErrors.unknownPlace()
  }
  if (!point) return {}
  return { near: { ...point, withinKm: query.withinKm ?? null }, sort: query.sort }
}

/*
 * A kept card with a distance is another object (kept cards are shared), made
 * once per card and distance while the card is kept, so the page's JSON of it
 * is made once too (controllers/catalogue/send_page.ts). A card keeps at most
 * DISTANCES_PER_CARD of them (visitors' own positions give any distance).
 */
const DISTANCES_PER_CARD = 32
const labelled = new WeakMap<object, Map<number | null, object>>()

function withDistance<T extends object>(row: T, distanceKm: number | null): T {
  let byDistance = labelled.get(row)
  if (!byDistance || byDistance.size >= DISTANCES_PER_CARD) labelled.set(row, (byDistance = new Map()))
  let card = byDistance.get(distanceKm)
  if (!card) byDistance.set(distanceKm, (card = { ...row, distanceKm }))
  return card as T
}

/** The page's cards, each with its distance when one was asked for. */
export function withDistances<T extends { id: number }>(rows: T[], ids: number[], distanceKm: (number | null)[] | undefined): T[] {
  if (!distanceKm) return rows
  const byId = new Map(ids.map((id, at) => [id, distanceKm[at] ?? null]))
  return rows.map((row) => withDistance(row, byId.get(row.id) ?? null))
}
