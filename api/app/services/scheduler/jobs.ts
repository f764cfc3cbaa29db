/*
 * Every periodic job, in one place: what it runs, how often and how long its lease lasts. Work each process
 * does for itself (counting its page views, following the catalogue and users change feeds) is not here:
 * it is per process by nature and needs no lease.
 */
import { schedulerSettings } from '#config/scheduler'
import { purgeExpiredRecords } from '#services/account/retention_purge'
import { purgeExpiredGuestSessions } from '#services/auth/guest_session_purge'
import { sweepSignInState } from '#services/auth/sign_in_sweep'
import { runLifecycle } from '#services/billing/lifecycle'
import { expireReservations } from '#services/reservations/reservation_expiry'
import { remindUnansweredOwners } from '#services/engagement/unanswered_reminders'
import type { ScheduledJob } from '#services/scheduler/scheduler'
import { drainNotificationMail } from '#services/notifications/mail_outbox'
import { notificationSettings } from '#config/notifications'
import { searchSettings } from '#config/search'
import { writeSearchSnapshot } from '#services/search/search_backend'
import { enforceTraderDeadline } from '#services/trader/trader_deadline'
import { removeDueShops } from '#services/admin/shop_ending'

const { intervals, leaseMs } = schedulerSettings

export const SCHEDULED_JOBS: ScheduledJob[] = [
  // Trial ends, grace periods, suspensions, renewal reminders and spotlight expiry.
  { name: 'billing_lifecycle', everyMs: intervals.billingLifecycle, leaseMs, run: () => runLifecycle() },
  { name: 'chat_reminders', everyMs: intervals.chatReminders, leaseMs, run: () => remindUnansweredOwners() },
  { name: 'guest_session_purge', everyMs: intervals.guestSessionPurge, leaseMs, run: () => purgeExpiredGuestSessions() },
  // Notification mail no prompt drain sent (the process stopped after the commit, or the send failed).
  { name: 'notification_mail', everyMs: notificationSettings.intervalMs, leaseMs, run: () => drainNotificationMail() },
  // Reservations the shop did not answer in time, or that were not collected: their stock is released.
  { name: 'reservation_expiry', everyMs: intervals.reservationExpiry, leaseMs, run: () => expireReservations() },
  // Ended sign-in records, account log entries and shop visit rows past their retention (config/retention.ts).
  { name: 'retention_purge', everyMs: intervals.retentionPurge, leaseMs, run: () => purgeExpiredRecords() },
  // The search index to disk (when it changed), so a restart loads it instead of rebuilding.
  { name: 'search_snapshot', everyMs: searchSettings.snapshotEveryMs, leaseMs, run: () => writeSearchSnapshot(searchSettings) },
  // Owners of approved shops without trader details are asked once; after the deadline such shops are hidden.
  { name: 'trader_deadline', everyMs: intervals.traderDeadline, leaseMs, run: () => enforceTraderDeadline() },
  // Shops ended with notice come down when their notice runs out (unless an appeal reversed the decision).
  { name: 'shop_removals', everyMs: intervals.shopRemovals, leaseMs, run: () => removeDueShops() },
  { name: 'sign_in_lock_sweep', everyMs: intervals.signInLockSweep, leaseMs, run: () => sweepSignInState() },
]

export function findJob(name: string): ScheduledJob | undefined {
  return SCHEDULED_JOBS.find((job) => job.name === name)
}
