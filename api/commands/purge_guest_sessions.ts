import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { runByHand } from '#services/scheduler/run_by_hand'

/*
 * Removes expired guest sessions. Run hourly by the API's scheduler
 * (services/scheduler/jobs.ts, job `guest_session_purge`); by hand it runs under the same lease:
 * `node ace guest-sessions:purge`.
 */
export default class PurgeGuestSessions extends BaseCommand {
  static commandName = 'guest-sessions:purge'
  static description = 'Delete expired guest sessions (reviews and visits they left are kept)'
  static options: CommandOptions = { startApp: true }

  async run() {
    this.exitCode = await runByHand(
      'guest_session_purge',
      this.logger,
      (purged: number) => `Deleted ${purged} expired guest ${purged === 1 ? 'session' : 'sessions'}`,
    )
  }
}
