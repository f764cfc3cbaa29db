import { defineConfig } from '@adonisjs/auth'
import { sessionGuard, sessionUserProvider } from '@adonisjs/auth/session'
import { tokensGuard, tokensUserProvider } from '@adonisjs/auth/access_tokens'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'
import string from '@adonisjs/core/helpers/string'
import env from '#start/env'

/*
 * The website signs in with the session guard (HTTP-only cookie); the desktop
 * console signs in as an admin and holds an access token (Bearer header).
 */
const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: sessionGuard({
      useRememberMeTokens: false,
      provider: sessionUserProvider({
        model: () => import('#models/user'),
      }),
    }),
    api: tokensGuard({
      provider: tokensUserProvider({
        tokens: 'accessTokens',
        model: () => import('#models/user'),
      }),
    }),
  },
})

export default authConfig

/*
 * Admin credentials stop working sooner than customers' sessions: a desktop token or an admin's website session
 * unused for ADMIN_IDLE_TIMEOUT (12 hours unless set) is refused, where a customer's session lasts SESSION_AGE.
 */
export const adminIdleMs = () => string.seconds.parse(env.get('ADMIN_IDLE_TIMEOUT') ?? '12h') * 1000

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
