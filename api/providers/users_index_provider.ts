import type { ApplicationService } from '@adonisjs/core/types'

/*
 * Builds the admin users search index once the HTTP server is ready, without
 * holding up the start: until the build finishes, searches take the SQL path.
 * USERS_INDEX=off keeps every search on the SQL path (the benchmark's
 * comparison); USERS_INDEX_POLL_MS sets how often an idle process reads the
 * change feed (a search always catches up first).
 */
export default class UsersIndexProvider {
  constructor(protected app: ApplicationService) {}

  async ready() {
    const env = (await import('#start/env')).default
    if (env.get('USERS_INDEX', 'on') === 'off') return
    const logger = await this.app.container.make('logger')
    const { startUsersIndex } = await import('#services/admin/users_index_sync')
    startUsersIndex(env.get('USERS_INDEX_POLL_MS', 1000)).then(
      (stats) => logger.info(stats, 'admin users search index ready'),
      (error) => logger.error({ err: error }, 'admin users search index failed to build; searches stay on SQL'),
    )
  }

  async shutdown() {
    const { stopUsersIndex } = await import('#services/admin/users_index_sync')
    await stopUsersIndex()
  }
}
