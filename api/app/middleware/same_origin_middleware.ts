import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { authErrors } from '#services/auth/auth_errors'
import { isAllowedBrowserOrigin } from '#config/origins'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

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
 * CSRF protection for writes: a browser always names the page that sent a write (Origin, else Referer),
 * and it must be this site (the host the storefront proxy forwards) or an allowed origin. This holds
 * without cookies too: a cross-site form posting a sign-in would otherwise sign the victim in to the
 * attacker's account (login CSRF). A Bearer token cannot ride on a victim's browser, and clients that
 * are not browsers send neither header.
 */
export default class SameOriginMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    if (SAFE_METHODS.has(request.method())) return next()
    if (request.header('authorization')?.startsWith('Bearer ')) return next()

    const origin = request.header('origin')
    const source = origin !== undefined ? (origin === 'null' ? null : originOf(origin)) : originOf(request.header('referer'))
    if (source === undefined) return next()
    if (source === null) throw authErrors.crossSite()

    if (new URL(source).host === request.host() || isAllowedBrowserOrigin(source)) return next()
    throw authErrors.crossSite()
  }
}
