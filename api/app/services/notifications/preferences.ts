/*
 * Which kinds a person gets by mail (or SMS): every kind is on until switched off; essential kinds (money,
 * suspension, security) are always on and never stored off. A person's settings list only the kinds they can
 * be sent: a customer's the few about their reviews, chats and account; admins' queue kinds for admins only.
 */
import db from '@adonisjs/lucid/services/db'
import {
  ESSENTIAL_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  isAccountNotificationKind,
  type BellNotificationKind,
  type NotificationKind,
} from '@shoplocal/shared/constants'
import { NOTIFICATION_LABELS } from '#messages/index'
import type { NotificationPreference } from '@shoplocal/shared/types'
import type User from '#models/user'
import { toSqlDateTime } from '#helpers/sql_values'
import type { PreferencesInput } from '#validators/notifications'

export const isEssential = (kind: NotificationKind) => ESSENTIAL_NOTIFICATION_KINDS.includes(kind)

/** What a customer is ever sent: an answer to their review, a shop's chat reply, and notices about their account. */
const CUSTOMER_KINDS: readonly BellNotificationKind[] = [
  'review_reply',
  'chat_reply',
  'account_banned',
  'account_suspended',
  'account_unsuspended',
  'security_alert',
]

/** Every kind but the account group's (mails about the account itself, always sent and never listed). */
const BELL_KINDS = NOTIFICATION_KINDS.filter((kind): kind is BellNotificationKind => !isAccountNotificationKind(kind))

/** The kinds a person can be sent: a customer's own few; every other kind for owners; admins' queue kinds only for admins. */
function kindsFor(user: User): readonly BellNotificationKind[] {
  if (user.hasAdminRights) return BELL_KINDS
  if (user.role === 'customer') return CUSTOMER_KINDS
  return BELL_KINDS.filter((kind) => !kind.startsWith('admin_'))
}

/** Whether this kind goes out by mail (or SMS) to this person. */
export async function wantsMail(userId: number, kind: NotificationKind): Promise<boolean> {
  if (isEssential(kind)) return true
  const row = await db.from('notification_preferences').where({ user_id: userId, kind }).select('mail').first()
  return row ? Boolean(row.mail) : true
}

export async function preferencesOf(user: User): Promise<NotificationPreference[]> {
  const rows = await db.from('notification_preferences').where('user_id', user.id).select('kind', 'mail')
  const stored = new Map(rows.map((row) => [String(row.kind), Boolean(row.mail)]))
  return kindsFor(user).map((kind) => ({
    kind,
    label: NOTIFICATION_LABELS[kind],
    mail: isEssential(kind) ? true : (stored.get(kind) ?? true),
    essential: isEssential(kind),
  }))
}

/** Stores the switches sent (an essential kind sent as off stays on); kinds not sent keep their setting. */
export async function savePreferences(user: User, input: PreferencesInput): Promise<NotificationPreference[]> {
  await setMail(user.id, input.preferences)
  return preferencesOf(user)
}

export async function setMail(userId: number, preferences: { kind: NotificationKind; mail: boolean }[]): Promise<void> {
  const now = toSqlDateTime(new Date())
  const rows = preferences
    .filter((preference) => !isEssential(preference.kind))
    .map((preference) => ({ user_id: userId, kind: preference.kind, mail: preference.mail, updated_at: now }))
  if (rows.length === 0) return
  await db.table('notification_preferences').insert(rows).onConflict(['user_id', 'kind']).merge(['mail', 'updated_at'])
}
