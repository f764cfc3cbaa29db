import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import CodeMail, { type CodeMailKind } from '#mails/code_mail'
import type User from '#models/user'

/**
 * Mails a code. A mail server that is down must not undo the registration or
 * reveal whether an account exists, so a failure is logged and the person can
 * ask for the code again.
 */
export async function mailCode(user: User, code: string, kind: CodeMailKind): Promise<void> {
  if (!user.email) return
  try {
    await mail.send(new CodeMail({ email: user.email, firstName: user.firstName }, code, kind))
  } catch (error) {
    logger.error({ err: error, userId: user.id, kind }, 'could not send the code mail')
  }
}
