import type { HttpContext } from '@adonisjs/core/http'
import type { Page } from '#services/catalogue/paging'

/** The rows as a plain array (what the spec's screens read) and the paging in headers. */
export function sendPage<T>(response: HttpContext['response'], page: Page<T>) {
  response.header('X-Total-Count', String(page.total))
  response.header('X-Page', String(page.page))
  response.header('X-Limit', String(page.limit))
  return response.send(page.rows)
}
