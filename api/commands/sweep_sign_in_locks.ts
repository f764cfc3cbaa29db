import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { runByHand } from '#services/scheduler/run_by_hand'

/*
 * Lifts sign-in locks that have run out, auditing each unlock, and forgets
 * failure counts past the lockout window, with the counts and phantom codes
 * kept for addresses without an account. Run hourly by the API's scheduler
 * (services/scheduler/jobs.ts, job `sign_in_lock_sweep`); by hand it runs under the same lease:
 * `node ace sign-in-locks:sweep`.
 */
export default class SweepSignInLocks extends BaseCommand {
  static commandName = 'sign-in-locks:sweep'
  static description = 'Lift expired sign-in locks (audited) and forget stale failure counts'
  static options: CommandOptions = { startApp: true }

  async run() {
    this.exitCode = await runByHand(
      'sign_in_lock_sweep',
      this.logger,
      (lifted: number) => `Lifted ${lifted} expired sign-in ${lifted === 1 ? 'lock' : 'locks'}`,
    )
  }
}
