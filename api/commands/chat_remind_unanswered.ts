import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { remindUnansweredOwners } from '#services/engagement/unanswered_reminders'

/*
 * Mails shop owners about chat messages unanswered for an hour. The API's scheduler runs it every five
 * minutes (services/scheduler/jobs.ts); running it by hand, more often or on several machines
 * never sends a second mail about the same message.
 */
export default class ChatRemindUnanswered extends BaseCommand {
  static commandName = 'chat:remind-unanswered'
  static description = 'Mail shop owners about chat messages that have waited an hour for a reply'
  static options: CommandOptions = { startApp: true }

  async run() {
    const sent = await remindUnansweredOwners()
    this.logger.info(`Sent ${sent} unanswered-chat reminder${sent === 1 ? '' : 's'}`)
  }
}
