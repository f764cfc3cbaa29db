import type { ApplicationService } from '@adonisjs/core/types'

/*
 * Builds the catalogue search index once the HTTP server is ready, without
 * holding up the start: until the build finishes, searches take the SQL path.
 * The build announces itself as a rebuild, on which the search services
 * (listening from start/listeners.ts) warm their cards.
 * CATALOGUE_INDEX=off keeps every search on the SQL path (the benchmarks'
 * comparison); CATALOGUE_INDEX_POLL_MS sets how often the change feed is read,
 * CATALOGUE_VIEWS_CHECK_MS how often the shops' view counts are compared.
 */
export default class CatalogueIndexProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    const env = (await import('#start/env')).default
    if (env.get('CATALOGUE_INDEX', 'on') === 'off') return
    const logger = await this.app.container.make('logger')
    const { startCatalogueIndex } = await import('#services/catalogue/search_index')
    const { SHOP_VIEWS_CHECK_SECONDS } = await import('#services/catalogue/card_rows')
    const pollMs = env.get('CATALOGUE_INDEX_POLL_MS', 500)
    const viewsCheckMs = env.get('CATALOGUE_VIEWS_CHECK_MS', SHOP_VIEWS_CHECK_SECONDS * 1000)
    startCatalogueIndex(pollMs, viewsCheckMs).then(
      (stats) => logger.info({ ...stats, heapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20) }, 'catalogue search index ready'),
      (error) => logger.error({ err: error }, 'catalogue search index failed to build; searches stay on SQL'),
    )
  }

  async shutdown() {
    const { stopCatalogueIndex } = await import('#services/catalogue/search_index')
    await stopCatalogueIndex()
  }
}
