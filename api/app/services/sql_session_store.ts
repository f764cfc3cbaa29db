import string from '@adonisjs/core/helpers/string'
import { MessageBuilder } from '@adonisjs/core/helpers'
import db from '@adonisjs/lucid/services/db'
import { toSqlDateTime } from '#helpers/sql_values'
import type { SessionData, SessionStoreFactory, SessionStoreWithTaggingContract, TaggedSession } from '@adonisjs/session/types'

/*
 * Session store on the `sessions` table (sid, sess, expire) that the old
 * system's data already uses. The
 * framework's database store hard-codes other column names; this one adds a
 * user_id tag so every session of a user can be ended (after a password reset,
 * a ban or a suspension).
 */
const TABLE = 'sessions'

class SqlSessionStore implements SessionStoreWithTaggingContract {
  #ttlSeconds: number
  #idIsNew: boolean

  /** `idIsNew`: the request carried no session cookie, so its session id was just made and nothing is stored under it. */
  constructor(age: string | number, idIsNew = false) {
    this.#ttlSeconds = string.seconds.parse(age)
    this.#idIsNew = idIsNew
  }

  #expiry() {
    return toSqlDateTime(new Date(Date.now() + this.#ttlSeconds * 1000))
  }

  #decode(contents: string, sessionId: string): SessionData | null {
    try {
      return new MessageBuilder().verify<SessionData>(contents, sessionId)
    } catch {
      return null
    }
  }

  async read(sessionId: string): Promise<SessionData | null> {
    if (this.#idIsNew) return null
    const row = await db.from(TABLE).where('sid', sessionId).first()
    if (!row) return null
    if (toSqlDateTime(new Date()) > toSqlDateTime(new Date(row.expire))) {
      await this.destroy(sessionId)
      return null
    }
    return this.#decode(row.sess, sessionId)
  }

  async write(sessionId: string, values: SessionData): Promise<void> {
    const sess = new MessageBuilder().build(values, undefined, sessionId)
    await db
      .insertQuery()
      .table(TABLE)
      .insert({ sid: sessionId, sess, expire: this.#expiry() })
      .knexQuery.onConflict('sid')
      .merge(['sess', 'expire'])
    // Expired rows are swept occasionally rather than on every write.
    if (Math.random() < 0.02) {
      await db.from(TABLE).where('expire', '<=', toSqlDateTime(new Date())).delete()
    }
  }

  async destroy(sessionId: string): Promise<void> {
    await db.from(TABLE).where('sid', sessionId).delete()
  }

  async touch(sessionId: string): Promise<void> {
    await db.from(TABLE).where('sid', sessionId).update({ expire: this.#expiry() })
  }

  async tag(sessionId: string, userId: string | number): Promise<void> {
    const sess = new MessageBuilder().build({}, undefined, sessionId)
    await db
      .insertQuery()
      .table(TABLE)
      .insert({ sid: sessionId, sess, user_id: Number(userId), expire: this.#expiry() })
      .knexQuery.onConflict('sid')
      .merge(['user_id'])
  }

  async untag(sessionId: string): Promise<void> {
    await db.from(TABLE).where('sid', sessionId).update({ user_id: null })
  }

  async tagged(userId: string | number): Promise<TaggedSession[]> {
    const rows = await db.from(TABLE).where('user_id', Number(userId)).where('expire', '>', toSqlDateTime(new Date()))
    return rows.flatMap((row: { sid: string; sess: string }) => {
      const data = this.#decode(row.sess, row.sid)
      return data ? [{ id: row.sid, data }] : []
    })
  }

  /** Ends every session of a user at once. */
  async destroyAllFor(userId: number): Promise<void> {
    await db.from(TABLE).where('user_id', userId).delete()
  }
}

export function sqlSessionStore(): SessionStoreFactory {
  return (ctx, config) => new SqlSessionStore(config.age, ctx !== null && ctx.request.cookie(config.cookieName) === undefined)
}
