import type { HttpContext } from '@adonisjs/core/http'
import type { Page } from '#services/paging'

/*
 * Kept cards (services/catalogue/card_rows.ts) are the same object on every
 * page that shows them, so their JSON is made once per row object rather than
 * once per request: at peak, serializing 50 rows per answer was most of the
 * API's own time on a search. It is kept as UTF-8 bytes, so a page is a copy
 * of bytes, not a string encoded again for every answer. Rows are never
 * changed once presented.
 */
const serialized = new WeakMap<object, Buffer>()
const OPEN = Buffer.from('[')
const COMMA = Buffer.from(',')
const CLOSE = Buffer.from(']')

function jsonOf(value: object): Buffer {
  let json = serialized.get(value)
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(value))
    serialized.set(value, json)
  }
  return json
}

/** A kept row's JSON with its distance added (the row is shared, the distance is this request's). */
const withDistance = (json: Buffer, distanceKm: number | null) => [
  json.subarray(0, -1),
  Buffer.from(`,"distanceKm":${JSON.stringify(distanceKm)}}`),
]

function bodyOf(rows: object[], distanceKm: (number | null)[] | undefined): Buffer {
  const parts: Buffer[] = [OPEN]
  rows.forEach((row, at) => {
    if (at > 0) parts.push(COMMA)
    if (distanceKm) parts.push(...withDistance(jsonOf(row), distanceKm[at]))
    else parts.push(jsonOf(row))
  })
  parts.push(CLOSE)
  return Buffer.concat(parts)
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
