/*
 * "Near me" on the public lists: the place a visitor names (near=) or their
 * position (lat=, lng=) turned into the point the search engine measures
 * from (search/near.ts filters and orders by distance), and each card labelled
 * with its distance. Distances are as the crow flies, between town centres,
 * in kilometres to one decimal; to a county's middle, and said to be
 * approximate, for a shop whose town the place data does not know.
 */
import type { NearQuery } from '#validators/catalogue'
import type { CatalogueSort, Near, SearchAnswer } from '#services/search/search_backend'
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

/** A card's distance: km (null: unknown) and whether it is measured to the shop's county's middle. */
export interface RowDistance {
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
