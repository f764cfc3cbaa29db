import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { authErrors } from '#services/auth/auth_errors'
import env from '#start/env'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const listedOrigins = new Set(
  (env.get('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
)

function originOf(value: string | undefined): string | null | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * CSRF protection for cookie-authenticated writes: a browser always names the
 * page that sent a write (Origin, else Referer), and it must be this site
 * (the host the storefront proxy forwards) or a listed CORS origin. Requests
 * without cookies or with a Bearer token cannot ride on a victim's session,
 * and clients that are not browsers send neither header.
 */
export default class SameOriginMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    if (SAFE_METHODS.has(request.method())) return next()
    if (!request.header('cookie')) return next()
    if (request.header('authorization')?.startsWith('Bearer ')) return next()

    const origin = request.header('origin')
    const source = origin !== undefined ? (origin === 'null' ? null : originOf(origin)) : originOf(request.header('referer'))
    if (source === undefined) return next()
    if (source === null) throw authErrors.crossSite()

    const sourceHost = new URL(source).host
    if (sourceHost === request.host() || listedOrigins.has(source)) return next()
    throw authErrors.crossSite()
  }
}
