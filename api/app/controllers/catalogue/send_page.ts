import type { HttpContext } from '@adonisjs/core/http'
import type { Page } from '#services/paging'
import { JsonRow } from '#services/catalogue/json_row'

const OPEN = Buffer.from('[')
const COMMA = Buffer.from(',')
const CLOSE = Buffer.from(']')

const bytesOf = (row: object) => (row instanceof JsonRow ? row.bytes : Buffer.from(JSON.stringify(row)))

/** A row's JSON with its distance added (a kept row is shared, the distance is this request's). */
const withDistance = (json: Buffer, distance: { km: number | null; approximate: boolean }) => [
  json.subarray(0, -1),
  Buffer.from(`,"distanceKm":${JSON.stringify(distance.km)},"distanceApproximate":${distance.approximate}}`),
]

function bodyOf(rows: object[], distances: Page<object>['distances']): Buffer {
  const parts: Buffer[] = [OPEN]
  rows.forEach((row, at) => {
    if (at > 0) parts.push(COMMA)
    if (distances) parts.push(...withDistance(bytesOf(row), distances[at]))
    else parts.push(bytesOf(row))
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
  return response.send(bodyOf(page.rows, page.distances))
}
