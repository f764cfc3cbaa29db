/*
 * The background half of shop visit counting (the web server only): the views kept in memory are counted
 * every VISIT_FLUSH_MS, and once more when the server stops, so a graceful restart loses none.
 */
import app from '@adonisjs/core/services/app'
import { visitCounting } from '#config/visit_counting'
import { flushVisits } from '#services/catalogue/visit_batch'

const timer = setInterval(flushVisits, visitCounting.flushMs)
// The timer alone must not keep a stopping process alive.
timer.unref()

app.terminating(async () => {
  clearInterval(timer)
  await flushVisits()
})
