import string from '@adonisjs/core/helpers/string'
import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import { fromSqlDateTime } from '#services/sql_datetime'
import env from '#start/env'

/*
 * Admin credentials stop working sooner than customers' sessions: a desktop
 * token or an admin's website session unused for ADMIN_IDLE_TIMEOUT (12 hours
 * unless set) is refused, where a customer's session lasts SESSION_AGE.
 */
export const adminIdleMs = () => string.seconds.parse(env.get('ADMIN_IDLE_TIMEOUT') ?? '12h') * 1000

/** The session key holding when an admin's website session was last used. */
export const ADMIN_LAST_SEEN_KEY = 'adminLastSeenAt'

/** Whether an admin session last used at `lastSeen` (epoch ms) has been idle too long. */
export const adminSessionIdle = (lastSeen: number, now = Date.now()) => now - lastSeen > adminIdleMs()

/** The provider writes JavaScript dates: SQLite keeps them as epoch milliseconds, MySQL as DATETIME. */
const millis = (value: Date | number | string) => (typeof value === 'number' ? value : fromSqlDateTime(value).getTime())

/**
 * Desktop tokens that also expire when idle. The stock provider stamps
 * last_used_at before it checks anything, so the previous use is read first;
 * an idle token is deleted and the request is treated as unauthenticated.
 */
export class IdleExpiringTokensProvider<Model extends LucidModel> extends DbAccessTokensProvider<Model> {
  async verify(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null
    const db = await this.getDb()
    const row = await db.from(this.table).where({ id: decoded.identifier, type: this.type }).select('last_used_at', 'created_at').first()
    if (!row) return null
    if (Date.now() - millis(row.last_used_at ?? row.created_at) > adminIdleMs()) {
      await db.from(this.table).where({ id: decoded.identifier, type: this.type }).delete()
      return null
    }
    return super.verify(tokenValue)
  }
}
