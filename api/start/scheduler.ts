/*
 * The periodic jobs (app/services/scheduler/jobs.ts) in the web server: every SCHEDULER_CHECK_MS this process
 * runs the jobs that are due and whose lease it wins. On shutdown it finishes the run under way.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { schedulerSettings } from '#config/scheduler'
import { SCHEDULED_JOBS } from '#services/scheduler/jobs'
import { registerJobs, runDueJobs } from '#services/scheduler/scheduler'

let running: Promise<unknown> | null = null
let registered = false

function check() {
  running ??= (async () => {
    if (!registered) {
      await registerJobs(SCHEDULED_JOBS)
      registered = true
    }
    await runDueJobs(SCHEDULED_JOBS)
  })()
    .catch((error) => logger.error({ err: error }, 'scheduled jobs not checked; trying again on the next check'))
    .finally(() => (running = null))
}

if (schedulerSettings.enabled) {
  const timer = setInterval(check, schedulerSettings.checkMs)
  // The timer alone must not keep a stopping process alive.
  timer.unref()
  app.terminating(async () => {
    clearInterval(timer)
    await running
  })
}
