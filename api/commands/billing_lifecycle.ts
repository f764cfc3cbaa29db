import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { DateTime } from 'luxon'
import { runLifecycle } from '#services/billing/lifecycle'
import { runByHand } from '#services/scheduler/run_by_hand'

/*
 * Runs the plan lifecycle once: ended trials become due, missed payments start their grace period,
 * ended grace periods suspend their shops, renewal reminders go out. Each web process already runs it
 * every few minutes (job `billing_lifecycle`); by hand it runs under the same lease, never beside them.
 * `--now` runs it as of another moment (an ISO date), to rehearse what a date will bring (such a run
 * leaves the job's next scheduled run where it was).
 */
export default class BillingLifecycle extends BaseCommand {
  static commandName = 'billing:lifecycle'
  static description = 'Move shops through the plan lifecycle (trial end, grace, suspension) and mail renewal reminders'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Run as of this moment (ISO 8601) instead of now' })
  declare now?: string

  async run() {
    const now = this.now ? DateTime.fromISO(this.now, { zone: 'utc' }) : undefined
    if (now && !now.isValid) {
      this.logger.error(`--now must be an ISO 8601 date, got "${this.now}"`)
      this.exitCode = 1
      return
    }
    const describe = (outcome: Record<string, number>) =>
      Object.entries(outcome)
        .map(([step, count]) => `${step}: ${count}`)
        .join(', ')
    this.exitCode = await runByHand('billing_lifecycle', this.logger, describe, now ? () => runLifecycle(now) : undefined)
  }
}
