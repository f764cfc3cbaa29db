import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import { adminIdleMs } from '#config/auth'
import { fromSqlDateTime } from '#helpers/sql_values'

/** The provider writes JavaScript dates: SQLite keeps them as epoch milliseconds, MySQL as DATETIME. */
const millis = (value: Date | number | string) => (typeof value === 'number' ? value : fromSqlDateTime(value).getTime())

/*
 * last_used_at only has to be as precise as the idle timeout needs (a tenth of
 * it, at most a minute): stamping it on every request was a database write per
 * console request.
 */
const lastUsedPrecisionMs = () => Math.min(60_000, adminIdleMs() / 10)

/**
 * Desktop tokens that also expire when idle: one read of the token row, then
 * the checks of the stock provider (secret, expiry) and ours (idle: an idle
 * token is deleted and the request is treated as unauthenticated), and
 * last_used_at stamped at most once a minute.
 */
export class IdleExpiringTokensProvider<Model extends LucidModel> extends DbAccessTokensProvider<Model> {
  async verify(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null
    const db = await this.getDb()
    const byId = { id: decoded.identifier, type: this.type }
    const row = await db.from(this.table).where(byId).first()
    if (!row) return null
    const lastUsed = millis(row.last_used_at ?? row.created_at)
    const now = Date.now()
    if (now - lastUsed > adminIdleMs()) {
      await db.from(this.table).where(byId).delete()
      return null
    }
    const token = this.dbRowToAccessToken(row)
    if (!token.verify(decoded.secret) || token.isExpired()) return null
    if (row.last_used_at === null || now - lastUsed >= lastUsedPrecisionMs()) {
      await db
        .from(this.table)
        .where(byId)
        .update({ last_used_at: new Date(now) })
    }
    return token
  }
}
