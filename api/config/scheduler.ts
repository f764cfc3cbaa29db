import env from '#start/env'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

/*
 * The periodic jobs' timing, read once. Every web process looks at the job table every checkMs and runs a
 * job that is due when it wins the job's lease; SCHEDULER=off leaves a process out (the jobs still run by hand
 * with `node ace scheduler:run <job>`). An interval of 0 turns that job's schedule off.
 */
const billingLifecycle = env.get('BILLING_LIFECYCLE_INTERVAL_MS') ?? 5 * MINUTE

export const schedulerSettings = {
  enabled: (env.get('SCHEDULER') ?? 'on') === 'on',
  // Every five seconds, or as often as the shortest interval asks.
  checkMs: env.get('SCHEDULER_CHECK_MS') ?? Math.min(5000, billingLifecycle || 5000),
  intervals: {
    billingLifecycle,
    chatReminders: 5 * MINUTE,
    guestSessionPurge: HOUR,
    signInLockSweep: HOUR,
    // Unanswered and uncollected reservations release their stock within five minutes of their deadline.
    reservationExpiry: 5 * MINUTE,
    // Old sign-in records, account log entries and visit rows (config/retention.ts): a day late costs nothing.
    retentionPurge: 24 * HOUR,
    // Owners of approved shops without trader details are asked, and hidden after the deadline (config/trader.ts).
    traderDeadline: HOUR,
    // Shops ended with 30 days' notice come down within the hour their notice ends.
    shopRemovals: HOUR,
  },
  /** How long a job run by hand waits for another process's run of it to end before giving up. */
  handWaitMs: env.get('SCHEDULER_HAND_WAIT_MS') ?? 30 * 1000,
  /** How long a job may run before another process may take it over (its holder is taken for dead). */
  leaseMs: 10 * MINUTE,
}
