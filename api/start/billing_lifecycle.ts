/*
 * The plan lifecycle on a schedule, in the web server only: every BILLING_LIFECYCLE_INTERVAL_MS (default
 * five minutes; 0 turns it off) each process tries to take the lifecycle's lease row, and the one that
 * gets it runs the lifecycle; the others skip that turn. The lease outlives a crashed holder by one
 * interval at most. The steps are safe on two processes anyway; the lease only saves the duplicate work.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { lifecycleIntervalMs } from '#config/stripe'
import { runLifecycle } from '#services/billing/lifecycle'
import { toSqlDateTime } from '#helpers/sql_values'

let running: Promise<void> | null = null

async function takeLease(): Promise<boolean> {
  const now = new Date()
  const taken = await db
    .from('scheduled_job_leases')
    .where('name', 'billing_lifecycle')
    .where((query) => query.whereNull('locked_until').orWhere('locked_until', '<=', toSqlDateTime(now)))
    // Held for most of an interval, so the next turn is free again on time whichever process took this one.
    .update({ locked_until: toSqlDateTime(new Date(now.getTime() + lifecycleIntervalMs * 0.9)) })
  return Number(taken) > 0
}

function tick() {
  running ??= takeLease()
    .then(async (mine) => {
      if (!mine) return
      const outcome = await runLifecycle()
      logger.info(outcome, 'plan lifecycle ran')
    })
    .catch((error) => logger.error({ err: error }, 'plan lifecycle failed; trying again on the next tick'))
    .finally(() => (running = null))
}

if (lifecycleIntervalMs > 0) {
  const timer = setInterval(tick, lifecycleIntervalMs)
  // The timer alone must not keep a stopping process alive.
  timer.unref()
  app.terminating(async () => {
    clearInterval(timer)
    await running
  })
}
