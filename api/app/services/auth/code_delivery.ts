import { normalizePhone } from '@shoplocal/shared/rules'
import type { DetectedContact } from '@shoplocal/shared/types'
import type User from '#models/user'
import { sendAccountNotice } from '#services/notifications/account_notices'

export type AccountCodeKind = 'verification' | 'reset' | 'sign_in'

const NOTICE_KINDS = { verification: 'verification_code', reset: 'reset_code', sign_in: 'sign_in_code' } as const

/**
 * Sends a code the way the person asked for it: by SMS when they typed the account's phone number, by mail
 * otherwise (through the outbox, which retries a mail server or SMS gateway that is down; the person can also
 * ask again).
 */
export async function deliverCode(user: User, code: string, kind: AccountCodeKind, askedBy: DetectedContact): Promise<void> {
  const to = askedBy.kind === 'email' || !user.phone ? (user.email ? { email: user.email } : null) : { phone: normalizePhone(user.phone) }
  if (to) await sendAccountNotice(NOTICE_KINDS[kind], { ...to, firstName: user.firstName }, { code })
}
