import type { HttpContext } from '@adonisjs/core/http'
import type { Page } from '#services/paging'

/*
 * Cached pages (services/catalogue/result_cache.ts) are the same object for
 * every caller within their few seconds, so their JSON is made once per page
 * object rather than once per request: at peak, serializing 50 shops per hit
 * was most of the API's own time on a popular search.
 */
const serialized = new WeakMap<object, string>()

function bodyOf(rows: unknown[]): string {
  let body = serialized.get(rows)
  if (body === undefined) {
    body = JSON.stringify(rows)
    serialized.set(rows, body)
  }
  return body
}

/** The rows as a plain array (what the website's list screens read) and the paging in headers. */
export function sendPage<T>(response: HttpContext['response'], page: Page<T>) {
  response.header('X-Total-Count', String(page.total))
  response.header('X-Page', String(page.page))
  response.header('X-Limit', String(page.limit))
  response.header('Content-Type', 'application/json; charset=utf-8')
  return response.send(bodyOf(page.rows))
}
