/*
 * "Near me" on the public lists: the place a visitor names (near=) or their
 * position (lat=, lng=) turned into the point the search engine measures
 * from (the catalogue engine filters by distance and orders with byDistance),
 * and each card labelled with its distance. Distances are as the crow flies, between town centres,
 * in kilometres to one decimal; to a county's middle, and said to be
 * approximate, for a shop whose town the place data does not know.
 */
import type { NearQuery } from '#validators/catalogue'
import type { CatalogueSort, Near, SearchAnswer } from '#services/search/search_backend'
import { placePoint } from '#services/catalogue/place_point'
import { catalogueErrors } from '#services/catalogue/catalogue_errors'

/** What the engine is asked: the point and radius, and whether to order by distance. */
interface NearSearch {
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

/** A card's distance: km (null: unknown) and whether it is measured to the shop's county's middle. */
interface RowDistance {
  km: number | null
  approximate: boolean
}

const UNKNOWN: RowDistance = { km: null, approximate: false }

/** Each row's distance when one was asked for, in the rows' order (rows of ids the page could not show are left out). */
export function rowDistances(
  rows: { id: number }[],
  ids: number[],
  { distanceKm, distanceApproximate }: Pick<SearchAnswer, 'distanceKm' | 'distanceApproximate'>,
): RowDistance[] | undefined {
  if (!distanceKm) return undefined
  const byId = new Map(ids.map((id, at) => [id, { km: distanceKm[at] ?? null, approximate: distanceApproximate?.[at] ?? false }]))
  return rows.map((row) => byId.get(row.id) ?? UNKNOWN)
}

/** Farther than any two points on the globe (km): an unknown point sorts after every known one. */
const UNKNOWN_KM = 100_000

/*
 * Positions in rank order put in distance order ("near me"), unknown points last: grouped by distance (a town's
 * shops share a point), so one pass and a sort of the few distinct distances. Matches found only through a typo
 * stay after those found as typed: "bread" near Waterford lists bakeries before the shops on Broad Street.
 */
export function byDistance(positions: number[], distanceOf: (position: number) => number, typosOf: (position: number) => number): number[] {
  const groups = new Map<number, number[]>()
  for (const position of positions) {
    const distance = distanceOf(position)
    const key = typosOf(position) * UNKNOWN_KM * 2 + (Number.isNaN(distance) ? UNKNOWN_KM : distance)
    const group = groups.get(key)
    if (group) group.push(position)
    else groups.set(key, [position])
  }
  return [...groups.keys()].sort((a, b) => a - b).flatMap((key) => groups.get(key)!)
}
