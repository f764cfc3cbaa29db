import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { DateTime } from 'luxon'
import { expireEndedSpotlights } from '#services/spotlight/spotlight_expiry'

/*
 * Marks approved spotlights whose end date has passed as expired. Part of the
 * scheduled billing lifecycle; safe to run by hand at any time:
 * `node ace spotlights:expire`.
 */
export default class ExpireSpotlights extends BaseCommand {
  static commandName = 'spotlights:expire'
  static description = 'Mark approved spotlights whose end date has passed as expired'
  static options: CommandOptions = { startApp: true }

  async run() {
    const expired = await expireEndedSpotlights(DateTime.utc())
    this.logger.info(`Expired ${expired} ${expired === 1 ? 'spotlight' : 'spotlights'}`)
  }
}
