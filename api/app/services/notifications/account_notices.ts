/*
 * The one way an account's own mail or text leaves (a code, a changed address or password, a registration
 * attempt, failed sign-ins, the deletion): an outbox row of the account group, committed at once and sent by the
 * drain after it, so the answer never waits for a mail server (nor takes longer for an existing account).
 */
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { AccountNotificationKind } from '@shoplocal/shared/constants'
import type { NotificationDetails } from '#messages/index'
import { notify } from '#services/notifications/notify'

/** Where it goes: the address (mailed), else the phone in E.164 (texted); and who is greeted. */
export type NoticeAddress = { email: string; phone?: never } | { phone: string; email?: never }

export async function sendAccountNotice(
  kind: AccountNotificationKind,
  to: NoticeAddress & { firstName?: string | null },
  details: Pick<NotificationDetails, 'code' | 'newContact'> = {},
): Promise<void> {
  await db.transaction((trx) =>
    notify(trx, {
      // Addressed rather than owned: no account's bell, unread count or data download ever holds it.
      userId: null,
      email: to.email ?? null,
      phone: to.phone ?? null,
      link: null,
      kind,
      cause: `${kind}:${randomUUID()}`,
      details: { ...details, personName: to.firstName ?? null },
    }),
  )
}
