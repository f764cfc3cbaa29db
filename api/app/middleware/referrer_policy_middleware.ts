import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Shield has no Referrer-Policy guard: links in API answers (uploads) never need to tell where they came from. */
export default class ReferrerPolicyMiddleware {
  async handle({ response }: HttpContext, next: NextFn) {
    response.header('Referrer-Policy', 'no-referrer')
    return next()
  }
}
