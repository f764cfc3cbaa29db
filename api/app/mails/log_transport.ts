import logger from '@adonisjs/core/services/logger'
import { JSONTransport } from '@adonisjs/mail/transports/json'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/*
 * Development mailer: with no SMTP server configured, each message (code
 * included) goes to the log so a person can finish sign-up or a reset
 * without a mail server. Never used in production (config/mail.ts).
 */
export class LogTransport implements MailTransportContract {
  #builder = new JSONTransport()

  async send(message: NodeMailerMessage) {
    const response = await this.#builder.send(message)
    logger.info(
      { mail: { to: response.envelope.to, subject: message.subject, text: message.text } },
      'mail written to the log (no SMTP_HOST set)',
    )
    return response
  }
}
