/*
 * The one place a kind's mail gains attachments: kind → what to attach, read from the notification when its
 * mail is sent. (The payment receipt of `payment_verified` is wired here with the receipts work.)
 */
import type { NotificationKind } from '@shoplocal/shared/constants'
import type { NotificationDetails } from '@shoplocal/shared/messages'
import type { NotificationMailAttachment } from '#mails/notification_mail'

export interface NotificationForMail {
  id: number
  userId: number
  kind: NotificationKind
  details: NotificationDetails
}

type Attach = (notification: NotificationForMail) => Promise<NotificationMailAttachment | null>

export const MAIL_ATTACHMENTS: Partial<Record<NotificationKind, Attach>> = {}

export async function attachmentsFor(notification: NotificationForMail): Promise<NotificationMailAttachment[]> {
  const attach = MAIL_ATTACHMENTS[notification.kind]
  const file = attach ? await attach(notification) : null
  return file ? [file] : []
}
