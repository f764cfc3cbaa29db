import type { ApplicationService } from '@adonisjs/core/types'

/*
 * Starts this process's search (loads the snapshot or builds the index) once
 * the HTTP server is ready, without holding up the start: until it is ready,
 * searches answer 503 with Retry-After and /api/health says search is
 * 'starting'. A build or a loaded snapshot announces itself as a change of
 * everything, on which the search services (start/listeners.ts) warm their cards.
 */
/** How long after a failed start (the database not answering) search is started again. */
const RETRY_MS = 5000

export default class SearchProvider {
  constructor(protected app: ApplicationService) {}

  #stopped = false

  async ready() {
    const logger = await this.app.container.make('logger')
    const { searchSettings } = await import('#config/search')
    const { startSearch } = await import('#services/search/search_backend')
    const started = performance.now()
    // A database that does not answer yet (a restart of both) leaves searches on 503 and is asked again.
    const attempt = (): void => {
      // A retry due after the stop would read a database whose pool is closing.
      if (this.#stopped) return
      void startSearch(searchSettings).then(
        (from) =>
          logger.info(
            { from, ms: Math.round(performance.now() - started), heapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20) },
            'search ready',
          ),
        (error) => {
          // A stop ends a start under way: nothing failed.
          if (this.#stopped) return
          logger.error({ err: error }, `search failed to start; searches answer 503; trying again in ${RETRY_MS / 1000} s`)
          setTimeout(attempt, RETRY_MS).unref()
        },
      )
    }
    attempt()
  }

  async shutdown() {
    this.#stopped = true
    const { stopSearch } = await import('#services/search/search_backend')
    await stopSearch()
  }
}
