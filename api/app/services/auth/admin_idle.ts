import { adminIdleMs } from '#config/auth'

/*
 * An admin's website session stops working when unused for ADMIN_IDLE_TIMEOUT (config/auth.ts); the
 * desktop tokens' side of the same rule is app/models/idle_expiring_tokens_provider.ts.
 */

/** The session key holding when an admin's website session was last used. */
export const ADMIN_LAST_SEEN_KEY = 'adminLastSeenAt'

/** Whether an admin session last used at `lastSeen` (epoch ms) has been idle too long. */
export const adminSessionIdle = (lastSeen: number, now = Date.now()) => now - lastSeen > adminIdleMs()
