/*
 * The one way anything tells a person something: `notify(trx, …)` inside the transaction of the change that
 * causes it. A rolled-back change leaves no row; the same cause twice (a retried request, a job run again, two
 * processes at once) meets the unique (user, kind, cause) index and leaves one. After the commit the new row is
 * pushed on the person's live channel and the mail outbox is drained promptly (the scheduled job catches
 * whatever that misses).
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NotificationKind } from '@shoplocal/shared/constants'
import type { NotificationDetails } from '#messages/index'
import { isUniqueViolation } from '#helpers/database_errors'
import { toSqlDateTime } from '#helpers/sql_values'
import { notificationLink } from '#services/notifications/notification_texts'
import { publishNotification } from '#services/notifications/notification_live'
import { drainSoon } from '#services/notifications/mail_outbox'

export interface NotificationInput {
  /** The account told; null for a person known only by an e-mail address (a visitor who sent a report). */
  userId: number | null
  /** Where the mail goes when there is no account. */
  email?: string | null
  /** Where the text goes when there is no account and no e-mail address (a guest who confirmed a phone). */
  phone?: string | null
  /** The page the mail links to, when not the kind's usual one (null: none, for a person with no account to open it). */
  link?: string | null
  kind: NotificationKind
  /** What caused it, unique per recipient and kind: `shop:12:approved:<time>`, `chat_message:88`. */
  cause: string
  details?: NotificationDetails
  /**
   * False when the row is for the bell only and its mail is another row (failed sign-ins, a changed password:
   * the account group's `sign_in_alert` and `password_changed`, sent whatever the preferences say).
   */
  mail?: boolean
}

/** Records one notification in the caller's transaction; false when this cause already notified the person. */
export async function notify(trx: TransactionClientContract, input: NotificationInput): Promise<boolean> {
  const details = input.details ?? {}
  let id: number
  try {
    const [inserted] = await trx.table('notifications').insert({
      user_id: input.userId,
      recipient_email: input.userId === null ? (input.email ?? null) : null,
      recipient_phone: input.userId === null ? (input.phone ?? null) : null,
      kind: input.kind,
      cause_key: input.cause.slice(0, 150),
      details: JSON.stringify(details),
      link: input.link === undefined ? notificationLink(input.kind, details) : input.link,
      created_at: toSqlDateTime(new Date()),
      mail_state: input.mail === false ? 'skipped' : 'pending',
      mail_attempts: 0,
    })
    id = Number(inserted)
  } catch (error) {
    // MySQL and SQLite undo only the failed statement, so the caller's transaction goes on.
    if (isUniqueViolation(error)) return false
    throw error
  }
  // Lucid awaits commit hooks before the transaction's caller goes on, so neither is awaited here. The drain
  // starts now (its queries wait for the connection the commit frees), so a process that stops right after
  // the commit already knows to let it finish.
  trx.after('commit', () => {
    drainSoon()
    const userId = input.userId
    if (userId !== null) setImmediate(() => void publishNotification(userId, id))
  })
  return true
}
