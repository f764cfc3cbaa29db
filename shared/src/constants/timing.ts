import { MS_PER_MINUTE, MS_PER_SECOND } from './locale.ts'

/** Session reads (auth user, owner profile, customer auth) stay fresh this long, no retry. */
export const AUTH_STALE_MS = 60 * MS_PER_SECOND
export const FAVOURITES_STALE_MS = 5 * MS_PER_MINUTE
export const FAVOURITES_RETRY = 2
/** Customer queries in the admin panel retry once; every other query never retries. */
export const ADMIN_CUSTOMERS_RETRY = 1

export const SPOTLIGHT_REFRESH_MS = 5 * MS_PER_MINUTE
export const CHAT_MESSAGES_POLL_MS = 3 * MS_PER_SECOND
export const CHAT_CONVERSATIONS_POLL_MS = 5 * MS_PER_SECOND

export const REDIRECT_DELAYS_MS = {
  /** Unauthorized redirect to /api/login and customer logout. */
  unauthorized: 500,
  /** Customer to / after sign-in, and to the shop after a pending rating. */
  signIn: MS_PER_SECOND,
  /** Customer to / after registering. */
  register: 1.5 * MS_PER_SECOND,
} as const

export const TOAST_DURATION_MS = 5 * MS_PER_SECOND
/** Notifications replace each other instead of stacking. */
export const TOAST_LIMIT = 1
