import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import CodeMail, { type CodeMailKind } from '#mails/code_mail'
import SignInAlertMail from '#mails/sign_in_alert_mail'
import type User from '#models/user'

/**
 * Mails a code. A mail server that is down must not undo the registration or
 * reveal whether an account exists, so a failure is logged and the person can
 * ask for the code again.
 */
export async function mailCode(
  user: Pick<User, 'email' | 'firstName'> & { id: number | null },
  code: string,
  kind: CodeMailKind,
): Promise<void> {
  if (!user.email) return
  try {
    await mail.send(new CodeMail({ email: user.email, firstName: user.firstName }, code, kind))
  } catch (error) {
    logger.error({ err: error, userId: user.id, kind }, 'could not send the code mail')
  }
}

/**
 * Tells the owner their account is failing sign-ins and how to get in; logged, never thrown, like the codes.
 * Sent without holding up the answer: the wrong password or guess that trips the alert must not take longer
 * for an existing account than for an address without one (docs/security.md, enumeration).
 */
export async function mailSignInAlert(user: User): Promise<void> {
  if (!user.email) return
  mail.send(new SignInAlertMail({ email: user.email, firstName: user.firstName })).catch((error: unknown) => {
    logger.error({ err: error, userId: user.id }, 'could not send the sign-in alert mail')
  })
}
