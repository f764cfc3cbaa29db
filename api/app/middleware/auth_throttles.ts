import limiter from '@adonisjs/limiter/services/main'
import { AUTH_SERVER_MESSAGES } from '#messages/index'
import env from '#start/env'

/*
 * Per-IP rate limits on the auth endpoints, against password guessing and
 * mail flooding, counted in the
 * database so every API process shares them. The allowances per minute come
 * from the environment: end-to-end suites sign in many times from one address.
 */
function perMinute(name: string, allowance: number) {
  return limiter.define(name, ({ request }) =>
    limiter
      .allowRequests(allowance)
      .every('1 minute')
      .usingKey(`ip_${request.ip()}`)
      .limitExceeded((error) => error.setMessage(AUTH_SERVER_MESSAGES.rateLimited)),
  )
}

export const throttleSignIn = perMinute('auth_sign_in', env.get('AUTH_SIGN_IN_PER_MINUTE') ?? 10)
export const throttleRegistration = perMinute('auth_register', env.get('AUTH_REGISTER_PER_MINUTE') ?? 5)
/** Reset requests, resends and sign-in codes: each mails a code. */
export const throttleCodes = perMinute('auth_codes', env.get('AUTH_CODES_PER_MINUTE') ?? 5)
/** Each guest session is a row that lives 30 days: one address may not mint them by the hundred. */
export const throttleGuestSessions = perMinute('guest_sessions', env.get('GUEST_SESSIONS_PER_MINUTE') ?? 10)
