/*
 * "Near me" inside the engine: every shop carries its point (its town's, else
 * its county's middle: catalogue/place_point.ts), a query may carry a point
 * and a radius, and the engine filters by distance and, sorted
 * by "nearest", orders by it (ties keep their relevance or rating order).
 */
import { distanceKm } from '#services/catalogue/nearest_town'
import type { Point } from '#services/catalogue/town_coordinates'

export interface Near extends Point {
  /** Only shops within this many km; null: every shop, ordered or labelled by distance. */
  withinKm: number | null
}

/** Each shop's distance from the point in km, by shop id (NaN: no point), rounded to 0.1 km. */
export function shopDistances(shops: Iterable<{ doc: { id: number }; point: Point | null }>, size: number, near: Near): Float64Array {
  const distances = new Float64Array(size).fill(Number.NaN)
  for (const shop of shops) if (shop.point) distances[shop.doc.id] = Math.round(distanceKm(near, shop.point) * 10) / 10
  return distances
}

/** Farther than any two points on the globe (km): an unknown point sorts after every known one. */
const UNKNOWN_KM = 100_000

/*
 * Positions already in rank order, put in distance order: grouped by distance
 * (shops of one town share a point), so the cost is one pass plus sorting the
 * few distinct distances, whatever the number of matches. Unknown points last.
 * Matches found only through a typo (`typosOf` above zero) stay after those
 * found as typed, each group in distance order: "bread" near Waterford lists
 * bakeries before the shops on Broad Street.
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
