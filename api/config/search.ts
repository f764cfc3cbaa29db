import app from '@adonisjs/core/services/app'
import env from '#start/env'

/*
 * Search settings, read once (docs/search.md). Each web process keeps its own
 * index, follows the change feeds every feedPollMs, compares the shops' view
 * counts every viewsCheckMs (a minute) and writes its snapshot (when the index
 * changed) every snapshotEveryMs through the scheduler's search_snapshot job.
 */
export const searchSettings = {
  feedPollMs: env.get('SEARCH_FEED_POLL_MS') ?? 500,
  viewsCheckMs: env.get('CATALOGUE_VIEWS_CHECK_MS') ?? 60_000,
  snapshotPath: env.get('SEARCH_SNAPSHOT_PATH') || app.tmpPath('search/index-snapshot.bin'),
  snapshotEveryMs: env.get('SEARCH_SNAPSHOT_INTERVAL_MS') ?? 10 * 60_000,
}
