import type { HttpContext } from '@adonisjs/core/http'
import type { Page } from '#services/paging'

/*
 * Kept cards (services/catalogue/card_rows.ts) are the same object on every
 * page that shows them, so JSON is made once per row object rather than once
 * per request: at peak, serializing 50 rows per answer was most of the API's
 * own time on a search. Rows are never changed once presented.
 */
const serialized = new WeakMap<object, string>()

function jsonOf(value: object): string {
  let json = serialized.get(value)
  if (json === undefined) {
    json = JSON.stringify(value)
    serialized.set(value, json)
  }
  return json
}

/** A kept row's JSON with its distance added (the row is shared, the distance is this request's). */
const withDistance = (json: string, distanceKm: number | null) => `${json.slice(0, -1)},"distanceKm":${JSON.stringify(distanceKm)}}`

function bodyOf(rows: object[], distanceKm: (number | null)[] | undefined): string {
  const json = rows.map(jsonOf)
  return `[${(distanceKm ? json.map((row, at) => withDistance(row, distanceKm[at])) : json).join(',')}]`
}

/** The rows as a plain array (what the website's list screens read), the paging and any suggestion in headers. */
export function sendPage<T extends object>(response: HttpContext['response'], page: Page<T>) {
  response.header('X-Total-Count', String(page.total))
  response.header('X-Page', String(page.page))
  response.header('X-Limit', String(page.limit))
  // Folded index words; encoded all the same, as a header carries ASCII only.
  if (page.suggestion) response.header('X-Search-Suggestion', encodeURIComponent(page.suggestion))
  response.header('Content-Type', 'application/json; charset=utf-8')
  return response.send(bodyOf(page.rows, page.distanceKm))
}
