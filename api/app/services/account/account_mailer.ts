import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import AccountMail from '#mails/account_mail'

/**
 * Mails a notice about the person's account. The change it reports has
 * already happened, so a mail server that is down is logged, never thrown.
 */
export async function mailAccountNotice(
  recipient: { email: string | null; firstName: string | null },
  subject: string,
  body: string,
  userId: number,
): Promise<void> {
  if (!recipient.email) return
  try {
    await mail.send(new AccountMail({ email: recipient.email, firstName: recipient.firstName }, subject, body))
  } catch (error) {
    logger.error({ err: error, userId, subject }, 'could not send the account mail')
  }
}
