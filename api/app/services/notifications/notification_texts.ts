/*
 * What a notification row says and where it leads, decided once for the list, the live push and the mail.
 */
import {
  NOTIFICATION_KINDS,
  ROUTES,
  isAccountNotificationKind,
  shopPath,
  statementLinkPath,
  statementPath,
  type BellNotificationKind,
  type NotificationKind,
} from '@shoplocal/shared/constants'
import { consoleLinkUrl, type ConsoleLink } from '@shoplocal/shared/rules'
import { NOTIFICATION_TEXTS, type NotificationDetails } from '#messages/index'
import type { NotificationItem } from '@shoplocal/shared/types'
import { isoDate, type Row } from '#helpers/sql_values'

const OWNER_DASHBOARD_KINDS = new Set<NotificationKind>([
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
  'contact_message',
  'chat_unanswered',
  'reservation_requested',
  'reservation_cancelled',
  'trader_details_requested',
])

/** The website page (or the admin pages, for admins' kinds) the notification is about. */
export function notificationLink(kind: NotificationKind, details: NotificationDetails): string | null {
  if (OWNER_DASHBOARD_KINDS.has(kind)) return ROUTES.shopOwnerDashboard
  if (kind === 'review_new' || kind === 'review_reply' || kind === 'chat_reply') {
    return details.shopId ? shopPath(details.shopId) : null
  }
  if (kind.startsWith('admin_')) return ROUTES.admin
  if (details.statementToken) return statementLinkPath(details.statementToken)
  if (details.statementId) return statementPath(details.statementId)
  if (kind === 'report_received' || kind === 'report_misuse_warning' || kind === 'reporting_suspended' || kind === 'terms_changed') {
    return ROUTES.terms
  }
  return ROUTES.account
}

/** The console case an admin's notice is about, so its mail can open it in the installed console. */
const CONSOLE_CASES: Partial<Record<NotificationKind, (details: NotificationDetails) => ConsoleLink | null>> = {
  admin_proof_uploaded: (d) => (d.paymentId ? { kind: 'payment', id: d.paymentId } : null),
  admin_shop_pending: (d) => (d.shopId ? { kind: 'shop', id: d.shopId } : null),
  admin_spotlight_requested: (d) => (d.spotlightRequestId ? { kind: 'spotlight', id: d.spotlightRequestId } : null),
  admin_report_received: (d) => (d.reportId ? { kind: 'report', id: d.reportId } : null),
  admin_appeal_received: (d) => (d.appealId ? { kind: 'appeal', id: d.appealId } : null),
}

/** A `shoplocal-admin://` link for the mail of an admin's notice, beside its web address; null for everyone else's. */
export function consoleLinkFor(kind: NotificationKind, details: NotificationDetails): string | null {
  const link = CONSOLE_CASES[kind]?.(details)
  return link ? consoleLinkUrl(link) : null
}

/** A kind a person can be told of in the bell (and unsubscribe from, unless essential): none of the account group. */
export function isBellNotificationKind(value: string): value is BellNotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value) && !isAccountNotificationKind(value)
}

export function detailsOf(row: Row): NotificationDetails {
  try {
    return JSON.parse(String(row.details)) as NotificationDetails
  } catch {
    return {}
  }
}

/** A `notifications` row as the list and the live push show it (never a row of the account group: they hold none). */
export function toNotificationItem(row: Row): NotificationItem {
  const kind = String(row.kind) as BellNotificationKind
  const text = NOTIFICATION_TEXTS[kind](detailsOf(row))
  return {
    id: Number(row.id),
    kind,
    title: text.title,
    body: text.body,
    link: row.link === null || row.link === undefined ? null : String(row.link),
    createdAt: isoDate(row.created_at),
    readAt: row.read_at === null || row.read_at === undefined ? null : isoDate(row.read_at),
  }
}
