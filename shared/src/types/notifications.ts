import type { BellNotificationKind } from '../constants/notifications.ts'

/** One thing a person was told, as `GET /api/notifications` lists it (newest first). */
export interface NotificationItem {
  id: number
  kind: BellNotificationKind
  /** Rendered by the API from the kind's title and the event's details. */
  title: string
  body: string
  /** The page of the website (or console route) the notification is about; null when there is none. */
  link: string | null
  createdAt: string
  readAt: string | null
}

/** `GET /api/notifications/unread-count`, and the payload pushed on the person's live channel. */
export interface NotificationUnreadCount {
  count: number
}

/** What the live channel carries when a notification is written (after its transaction commits). */
export interface NotificationPushed {
  notification: NotificationItem
  unreadCount: number
}

/** One row of the preferences on the account page (`GET/PUT /api/account/notification-preferences`). */
export interface NotificationPreference {
  kind: BellNotificationKind
  label: string
  /** Whether a mail (or SMS for a phone-only account) is sent as well as the in-app notification. */
  mail: boolean
  /** Money, suspension and security kinds: always sent, the switch is shown disabled. */
  essential: boolean
}

/** A receipt or credit note of a payment, as the payment history and the console list it. */
export interface PaymentReceipt {
  /** `SL-2026-000123` for receipts; credit notes have their own series. */
  number: string
  kind: 'receipt' | 'credit_note'
  issuedAt: string
  /** Download address (the payer's own, or the console's). */
  url: string
}
