import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { runByHand } from '#services/scheduler/run_by_hand'

/*
 * Mails shop owners about chat messages unanswered for an hour. The API's scheduler runs it every five
 * minutes (services/scheduler/jobs.ts, job `chat_reminders`); by hand it runs under the same lease, and never
 * sends a second mail about the same message.
 */
export default class ChatRemindUnanswered extends BaseCommand {
  static commandName = 'chat:remind-unanswered'
  static description = 'Mail shop owners about chat messages that have waited an hour for a reply'
  static options: CommandOptions = { startApp: true }

  async run() {
    this.exitCode = await runByHand(
      'chat_reminders',
      this.logger,
      (sent: number) => `Sent ${sent} unanswered-chat reminder${sent === 1 ? '' : 's'}`,
    )
  }
}
