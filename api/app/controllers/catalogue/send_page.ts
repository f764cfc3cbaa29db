import type { HttpContext } from '@adonisjs/core/http'
import type { Page } from '#services/paging'

/*
 * Cached pages (services/catalogue/result_cache.ts) are the same object for
 * every caller within their few seconds, and kept product cards
 * (services/catalogue/card_rows.ts) the same object on every page that shows
 * them, so JSON is made once per page and once per row object rather than once
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

function bodyOf(rows: object[]): string {
  let body = serialized.get(rows)
  if (body === undefined) {
    body = `[${rows.map(jsonOf).join(',')}]`
    serialized.set(rows, body)
  }
  return body
}

/** The rows as a plain array (what the website's list screens read), the paging and any suggestion in headers. */
export function sendPage<T extends object>(response: HttpContext['response'], page: Page<T>) {
  response.header('X-Total-Count', String(page.total))
  response.header('X-Page', String(page.page))
  response.header('X-Limit', String(page.limit))
  // Encoded: a header carries ASCII only, and a suggestion may hold an accented letter.
  if (page.suggestion) response.header('X-Search-Suggestion', encodeURIComponent(page.suggestion))
  response.header('Content-Type', 'application/json; charset=utf-8')
  return response.send(bodyOf(page.rows))
}
