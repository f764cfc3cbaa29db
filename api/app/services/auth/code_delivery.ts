import logger from '@adonisjs/core/services/logger'
import { AUTH_SMS } from '#messages/index'
import { normalizePhone } from '@shoplocal/shared/rules'
import type { DetectedContact } from '@shoplocal/shared/types'
import type { CodeMailKind } from '#mails/code_mail'
import type User from '#models/user'
import { mailCode } from '#services/auth/code_mailer'
import { sendSms } from '#services/sms/sms'

type AccountCodeKind = Exclude<CodeMailKind, 'review'>

const SMS_BODIES: Record<AccountCodeKind, (code: string) => string> = {
  verification: AUTH_SMS.verification,
  reset: AUTH_SMS.reset,
  sign_in: AUTH_SMS.signIn,
}

/**
 * Sends a code the way the person asked for it: by SMS when they typed the
 * account's phone number, by mail otherwise. Like a mail, a text that cannot
 * be sent is logged (never its code) and the person can ask again.
 */
export async function deliverCode(user: User, code: string, kind: AccountCodeKind, askedBy: DetectedContact): Promise<void> {
  if (askedBy.kind === 'email' || !user.phone) return mailCode(user, code, kind)
  try {
    await sendSms({ to: normalizePhone(user.phone), body: SMS_BODIES[kind](code) })
  } catch (error) {
    logger.error({ err: error, userId: user.id, kind }, 'could not send the code SMS')
  }
}
