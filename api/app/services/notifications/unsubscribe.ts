/*
 * One-click unsubscribe: each non-essential mail carries a token naming one person and one kind, signed with
 * the app key (HMAC), so the link works without signing in and cannot be changed into another person's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { NOTIFICATION_LABELS, NOTIFICATION_MESSAGES as M } from '#messages/index'
import { appKey } from '#config/app'
import { notificationErrors } from '#services/notifications/notification_errors'
import { isBellNotificationKind } from '#services/notifications/notification_texts'
import { isEssential, setMail } from '#services/notifications/preferences'

const signature = (payload: string) => createHmac('sha256', appKey.release()).update(`unsubscribe:${payload}`).digest('base64url')

export function unsubscribeToken(userId: number, kind: string): string {
  const payload = `${userId}.${kind}`
  return `${payload}.${signature(payload)}`
}

/** Switches the token's kind off for its person; the confirmation names the kind. */
export async function unsubscribe(token: string): Promise<string> {
  const [userText, kind, signed] = token.split('.')
  const payload = `${userText}.${kind}`
  const expected = Buffer.from(signature(payload))
  const given = Buffer.from(signed ?? '')
  const userId = Number(userText)
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || !Number.isInteger(userId) || !isBellNotificationKind(kind)) {
    throw notificationErrors.unsubscribeInvalid()
  }
  // A link outliving its account changes nothing.
  if (!(await db.from('users').where('id', userId).first())) throw notificationErrors.unsubscribeInvalid()
  if (!isEssential(kind)) await setMail(userId, [{ kind, mail: false }])
  return M.unsubscribed(NOTIFICATION_LABELS[kind])
}
