import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** This is a JSON API: errors are always rendered as JSON, whatever the client asked for. */
export default class ForceJsonResponseMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    request.request.headers.accept = 'application/json'
    return next()
  }
}
