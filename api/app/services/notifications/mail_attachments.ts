/*
 * The one place a kind's mail gains attachments: kind → what to attach, read from the notification when its
 * mail is sent. A verified payment's mail carries its numbered receipt.
 */
import type { NotificationKind } from '@shoplocal/shared/constants'
import type { NotificationDetails } from '#messages/index'
import type { NotificationMailAttachment } from '#mails/notification_mail'
import { receiptAttachment } from '#services/receipts/receipt_files'

export interface NotificationForMail {
  id: number
  userId: number
  kind: NotificationKind
  details: NotificationDetails
}

type Attach = (notification: NotificationForMail) => Promise<NotificationMailAttachment | null>

export const MAIL_ATTACHMENTS: Partial<Record<NotificationKind, Attach>> = {
  payment_verified: async ({ details }) => (details.paymentId ? receiptAttachment(details.paymentId, null) : null),
}

export async function attachmentsFor(notification: NotificationForMail): Promise<NotificationMailAttachment[]> {
  const attach = MAIL_ATTACHMENTS[notification.kind]
  const file = attach ? await attach(notification) : null
  return file ? [file] : []
}
