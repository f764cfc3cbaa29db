import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { DateTime } from 'luxon'
import { expireEndedSpotlights } from '#services/spotlight/spotlight_expiry'
import { runByHand } from '#services/scheduler/run_by_hand'

/*
 * Marks approved spotlights whose end date has passed as expired. A step of the
 * scheduled billing lifecycle: by hand it runs under that job's lease (never beside
 * a lifecycle run) and leaves the lifecycle's next run where it was:
 * `node ace spotlights:expire`.
 */
export default class ExpireSpotlights extends BaseCommand {
  static commandName = 'spotlights:expire'
  static description = 'Mark approved spotlights whose end date has passed as expired'
  static options: CommandOptions = { startApp: true }

  async run() {
    this.exitCode = await runByHand(
      'billing_lifecycle',
      this.logger,
      (expired: number) => `Expired ${expired} ${expired === 1 ? 'spotlight' : 'spotlights'}`,
      () => expireEndedSpotlights(DateTime.utc()),
    )
  }
}
