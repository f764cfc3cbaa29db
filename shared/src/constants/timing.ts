import { MS_PER_MINUTE, MS_PER_SECOND } from './locale.ts'

export const SPOTLIGHT_REFRESH_MS = 5 * MS_PER_MINUTE

export const REDIRECT_DELAYS_MS = {
  /** Unauthorized redirect to /api/login and customer logout. */
  unauthorized: 500,
  /** Customer to / after sign-in, and to the shop after a pending rating. */
  signIn: MS_PER_SECOND,
  /** Customer to / after registering. */
  register: 1.5 * MS_PER_SECOND,
  /** Owner to /dashboard after a successful card payment, once the toast has been read. */
  paymentSucceeded: 1.5 * MS_PER_SECOND,
} as const

export const TOAST_DURATION_MS = 5 * MS_PER_SECOND
/** Notifications replace each other instead of stacking. */
export const TOAST_LIMIT = 1
