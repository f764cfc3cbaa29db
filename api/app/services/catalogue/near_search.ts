/*
 * "Near me" on the public lists: a distance filter and a nearest-first order
 * measured from a place the visitor names (near=) or their position (lat=,
 * lng=), applied to every match of a search in its rank order. Kept apart
 * from the search engine, which only hands over its matches and where each
 * match's shop is, so an engine that measures distance itself can replace it.
 * Distances are as the crow flies, between town centres (shop_point), in
 * kilometres to one decimal.
 */
import type { NearQuery } from '#validators/catalogue'
import type { ShopPlace } from '#services/catalogue/place_match'
import { placePoint, shopPoint } from '#services/catalogue/place_point'
import { distanceKm } from '#services/catalogue/nearest_town'
import { catalogueErrors } from '#services/catalogue/catalogue_errors'
import type { Point } from '#services/catalogue/town_coordinates'

export interface NearFilter {
  point: Point
  /** Only matches this close (km); null: all, with their distance. */
  withinKm: number | null
  nearest: boolean
}

/** A window of a list: how many to skip and how many to take. */
export interface IdWindow {
  offset: number
  limit: number
}

/** What a near search answers: the page's ids, how many are within reach, and each page id's distance. */
export interface NearIds {
  ids: number[]
  total: number
  distances: Map<number, number | null>
}

/** Asks an engine for every match at once. */
export const ALL_MATCHES: IdWindow = { offset: 0, limit: Number.MAX_SAFE_INTEGER }

/** The place the query measures from, or null when it names none; a place we cannot find is a 422 on `near`. */
export function nearFilter(query: NearQuery): NearFilter | null {
  let point: Point | null = null
  if (query.lat !== undefined && query.lng !== undefined) point = { latitude: query.lat, longitude: query.lng }
  else if (query.near) {
    point = placePoint(query.near)
    if (!point) throw catalogueErrors.unknownPlace()
  }
  return point && { point, withinKm: query.withinKm ?? null, nearest: query.sort === 'nearest' }
}

const tenths = (km: number) => Math.round(km * 10) / 10

/**
 * The window of `ranked` (every match, best first) that the filter keeps,
 * nearest first when asked (equal distances keep their rank order; a shop
 * with no known place comes last and is never within a distance).
 */
export function nearWindow(
  ranked: Iterable<number>,
  placeOf: (id: number) => ShopPlace | null,
  near: NearFilter,
  window: IdWindow,
): NearIds {
  // Many matches share a shop, and shops share a town: each place is measured once.
  const measured = new Map<string, number | null>()
  const kmOf = (id: number): number | null => {
    const place = placeOf(id)
    if (!place) return null
    let km = measured.get(place.text)
    if (km === undefined) {
      const point = shopPoint(place)
      km = point ? tenths(distanceKm(near.point, point)) : null
      measured.set(place.text, km)
    }
    return km
  }
  let kept: { id: number; km: number | null }[] = []
  for (const id of ranked) {
    const km = kmOf(id)
    if (near.withinKm === null || (km !== null && km <= near.withinKm)) kept.push({ id, km })
  }
  if (near.nearest) kept = kept.sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity))
  const page = kept.slice(window.offset, window.offset + window.limit)
  return { ids: page.map((entry) => entry.id), total: kept.length, distances: new Map(page.map((entry) => [entry.id, entry.km])) }
}

/** The page's cards, each with its distance (new objects: kept cards are shared and never changed). */
export function withDistances<T extends { id: number }>(
  rows: T[],
  distances: Map<number, number | null>,
): (T & { distanceKm: number | null })[] {
  return rows.map((row) => ({ ...row, distanceKm: distances.get(row.id) ?? null }))
}
