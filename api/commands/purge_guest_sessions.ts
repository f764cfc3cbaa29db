import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { purgeExpiredGuestSessions } from '#services/auth/guest_session_purge'

/*
 * Removes expired guest sessions. Run hourly by the API's scheduler
 * (services/scheduler/jobs.ts) and safe to run by hand at any time:
 * `node ace guest-sessions:purge`.
 */
export default class PurgeGuestSessions extends BaseCommand {
  static commandName = 'guest-sessions:purge'
  static description = 'Delete expired guest sessions (reviews and visits they left are kept)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const purged = await purgeExpiredGuestSessions()
    this.logger.info(`Deleted ${purged} expired guest ${purged === 1 ? 'session' : 'sessions'}`)
  }
}
