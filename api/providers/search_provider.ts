import type { ApplicationService } from '@adonisjs/core/types'

/*
 * Starts this process's search (loads the snapshot or builds the index) once
 * the HTTP server is ready, without holding up the start: until it is ready,
 * searches answer 503 with Retry-After and /api/health says search is
 * 'starting'. A build or a loaded snapshot announces itself as a change of
 * everything, on which the search services (start/listeners.ts) warm their cards.
 */
export default class SearchProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    const logger = await this.app.container.make('logger')
    const { searchSettings } = await import('#config/search')
    const { startSearch } = await import('#services/search/embedded_backend')
    const started = performance.now()
    startSearch(searchSettings).then(
      (from) =>
        logger.info(
          { from, ms: Math.round(performance.now() - started), heapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20) },
          'search ready',
        ),
      (error) => logger.error({ err: error }, 'search failed to start; searches answer 503'),
    )
  }

  async shutdown() {
    const { stopSearch } = await import('#services/search/embedded_backend')
    await stopSearch()
  }
}
