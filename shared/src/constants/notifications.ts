/**
 * The account group: mails and texts about a person's own account (one-time codes, a change of address, phone
 * or password, a registration attempt on their address, failed sign-ins, the deletion). They go through the
 * notification outbox like every notice, to the address or phone the row names; they are essential (no
 * preference stops them) and never reach the bell, its unread count or a data export.
 */
export const ACCOUNT_NOTIFICATION_KINDS = [
  'verification_code',
  'reset_code',
  'sign_in_code',
  'review_code',
  'email_change_code',
  'phone_change_code',
  'deletion_code',
  'sign_in_alert',
  'registration_attempt',
  'email_taken',
  'email_changed',
  'phone_changed',
  'password_changed',
  'account_deleted',
] as const

export type AccountNotificationKind = (typeof ACCOUNT_NOTIFICATION_KINDS)[number]

/** The account kinds that carry a one-time code: the outbox empties the row's details once it is sent. */
export const CODE_NOTIFICATION_KINDS: readonly AccountNotificationKind[] = ACCOUNT_NOTIFICATION_KINDS.filter((kind) =>
  kind.endsWith('_code'),
)

/**
 * Every kind of notification. Essential kinds (money, suspension, security) are always sent by mail/SMS;
 * the others can be switched off on the account page.
 */
export const NOTIFICATION_KINDS = [
  'shop_approved',
  'shop_rejected',
  'shop_removed',
  'shop_suspended',
  'shop_reactivated',
  'payment_verified',
  'payment_rejected',
  'payment_refunded',
  'invoice_due_soon',
  'grace_period_started',
  'plan_suspended',
  'spotlight_approved',
  'spotlight_rejected',
  'spotlight_force_rejected',
  'spotlight_ended',
  'review_new',
  'review_reply',
  'contact_message',
  'chat_unanswered',
  'chat_reply',
  'account_banned',
  'account_suspended',
  'account_unsuspended',
  'security_alert',
  // Trader checks: an owner of an approved shop without complete trader details is asked for them.
  'trader_details_requested',
  // Reserve and collect: the shop hears of requests and cancellations, the customer of each answer.
  'reservation_requested',
  'reservation_cancelled',
  'reservation_confirmed',
  'reservation_ready',
  'reservation_declined',
  'reservation_expired',
  // Trust and safety: a report's receipt and decision (to the reporter), a statement of reasons (to the
  // person restricted), an appeal's outcome, and the misuse rule's warning and suspension.
  'report_received',
  'report_decided',
  'statement_issued',
  'appeal_decided',
  'report_misuse_warning',
  'reporting_suspended',
  // Shop owners: a new version of their terms, told at once and at least OWNER_TERMS_NOTICE_DAYS ahead.
  'terms_changed',
  // The misuse rule for accounts that post manifestly illegal content: the warning (the suspension is a statement).
  'posting_misuse_warning',
  // For admin staff (the console's bell): work waiting in a queue.
  'admin_shop_pending',
  'admin_proof_uploaded',
  'admin_spotlight_requested',
  'admin_report_received',
  'admin_appeal_received',
  ...ACCOUNT_NOTIFICATION_KINDS,
] as const

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** The kinds the bell lists and the account page's mail settings show: every kind but the account group. */
export type BellNotificationKind = Exclude<NotificationKind, AccountNotificationKind>

export const isAccountNotificationKind = (kind: string): kind is AccountNotificationKind =>
  (ACCOUNT_NOTIFICATION_KINDS as readonly string[]).includes(kind)

export const ESSENTIAL_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'payment_verified',
  'payment_rejected',
  'payment_refunded',
  'invoice_due_soon',
  'grace_period_started',
  'plan_suspended',
  'shop_suspended',
  'shop_removed',
  'trader_details_requested',
  'account_banned',
  'account_suspended',
  'account_unsuspended',
  'security_alert',
  // A customer who reserved by phone only hears of the shop's answers by SMS.
  'reservation_confirmed',
  'reservation_ready',
  'reservation_declined',
  'reservation_expired',
  'report_received',
  'report_decided',
  'statement_issued',
  'appeal_decided',
  'report_misuse_warning',
  'reporting_suspended',
  'terms_changed',
  'posting_misuse_warning',
  ...ACCOUNT_NOTIFICATION_KINDS,
]

/** Page size of the notification list. */
export const NOTIFICATIONS_PER_PAGE = 20

/** How often a screen asks for the unread count while the live stream is down. */
export const NOTIFICATIONS_POLL_MS = 15_000

/** The live channel of one person's notifications (authorized for that person only). */
export const notificationChannel = (userId: number): string => `notifications/users/${userId}`
