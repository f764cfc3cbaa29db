import env from '#start/env'

/*
 * Shop page views are kept in memory and written in one transaction every flushMs, or sooner once flushSize
 * are waiting. A crash loses only the views not yet written: at most flushMs' worth, and never more than
 * flushSize while the database answers.
 */
export const visitCounting = {
  flushMs: env.get('VISIT_FLUSH_MS') ?? 1000,
  flushSize: env.get('VISIT_FLUSH_SIZE') ?? 200,
}
