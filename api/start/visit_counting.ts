/*
 * The background half of shop visit counting (the web server only): every VISIT_FLUSH_MS the queued page
 * views are counted, and once more when the server stops, so a graceful restart leaves none behind. Views
 * queued before a crash are counted on the next start's first tick.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { countAllQueuedVisits } from '#services/catalogue/shop_visits'

const FLUSH_MS = env.get('VISIT_FLUSH_MS') ?? 1000

let running: Promise<void> | null = null

function flush(): Promise<void> {
  running ??= countAllQueuedVisits()
    .catch((error) => logger.error({ err: error }, 'queued shop visits not counted; retrying on the next tick'))
    .finally(() => (running = null))
  return running
}

const timer = setInterval(flush, FLUSH_MS)
// The timer alone must not keep a stopping process alive.
timer.unref()

app.terminating(async () => {
  clearInterval(timer)
  await running
  await flush()
})
