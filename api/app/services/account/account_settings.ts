import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { NOTIFICATION_SECURITY } from '#messages/index'
import { normalizePhone } from '@shoplocal/shared/rules'
import { notify } from '#services/notifications/notify'
import type { SignedInActor } from '#services/actor'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { contactTaken } from '#services/auth/accounts'
import { authErrors } from '#services/auth/auth_errors'
import { EMAIL_CHANGE, PHONE_CHANGE, issueVerificationCode, latestVerificationCode, redeemCode } from '#services/auth/one_time_codes'
import { checkPassword } from '#services/auth/password_check'
import { sessionToken } from '#services/auth/session_starter'
import { accountErrors } from '#services/account/account_errors'
import { sendAccountNotice } from '#services/notifications/account_notices'
import type { PasswordChangeInput, ProfileInput } from '#validators/account'

/*
 * The account page's changes to the person's own account. A new e-mail
 * address or phone number takes effect only with the code sent to it; the
 * old one is told. Every change is written to audit_logs.
 */

export async function updateProfile(actor: SignedInActor, input: ProfileInput) {
  const user = actor.user
  user.merge({ firstName: input.firstName, lastName: input.lastName, city: input.city })
  await user.save()
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.profileUpdated, success: true, client: actor })
  return user
}

/**
 * Mails a code to the new address (within the account's allowance of codes).
 * Adding an e-mail to a phone-only account goes the same way. An address another account of the role holds
 * is answered alike (no oracle of who is registered): a code is issued, so the allowance counts the same,
 * but its holder is mailed a notice instead, and the code confirms nothing.
 */
export async function requestEmailChange(actor: SignedInActor, email: string): Promise<void> {
  const user = actor.user
  if (user.email === email) throw accountErrors.emailUnchanged()
  const taken = await contactTaken(user.role, { kind: 'email', value: email })
  const code = await issueVerificationCode(user.id, EMAIL_CHANGE, email)
  await recordAudit({
    userId: user.id,
    action: code ? AUDIT_ACTIONS.emailChangeRequested : AUDIT_ACTIONS.codeQuotaReached,
    success: code !== null,
    client: actor,
    details: { kind: EMAIL_CHANGE },
  })
  if (!code) return
  if (taken) {
    await sendAccountNotice('email_taken', { email })
    return
  }
  await sendAccountNotice('email_change_code', { email, firstName: user.firstName }, { code })
}

/** Checks the code mailed to the new address, then uses that address; the old one, if any, is told. */
export async function confirmEmailChange(actor: SignedInActor, code: string) {
  const user = actor.user
  const record = await latestVerificationCode(user.id, EMAIL_CHANGE)
  try {
    await redeemCode('verification_codes', record, code, actor)
  } catch (error) {
    await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.emailChangeFailed, success: false, client: actor })
    throw error
  }
  const newEmail = record?.target
  if (!newEmail) throw authErrors.codeExpired()
  // Taken since the code was sent: the unique index would refuse it anyway, with a less helpful answer.
  if (await contactTaken(user.role, { kind: 'email', value: newEmail })) throw authErrors.emailTaken()
  const oldEmail = user.email
  user.merge({ email: newEmail, isEmailVerified: true })
  await user.save()
  await recordAudit({
    userId: user.id,
    action: AUDIT_ACTIONS.emailChanged,
    success: true,
    client: actor,
    details: { hadEmail: oldEmail !== null },
  })
  if (oldEmail) {
    await sendAccountNotice('email_changed', { email: oldEmail, firstName: user.firstName }, { newContact: newEmail })
  }
  return user
}

/**
 * Texts a code to the new number (E.164; within the account's allowance of
 * codes). Adding a phone to an e-mail-only account goes the same way.
 */
export async function requestPhoneChange(actor: SignedInActor, typed: string): Promise<void> {
  const user = actor.user
  const phone = normalizePhone(typed)
  if (user.phone && normalizePhone(user.phone) === phone) throw accountErrors.phoneUnchanged()
  if (await contactTaken(user.role, { kind: 'phone', value: phone })) throw authErrors.phoneTaken()
  const code = await issueVerificationCode(user.id, PHONE_CHANGE, phone)
  await recordAudit({
    userId: user.id,
    action: code ? AUDIT_ACTIONS.phoneChangeRequested : AUDIT_ACTIONS.codeQuotaReached,
    success: code !== null,
    client: actor,
    details: { kind: PHONE_CHANGE },
  })
  if (code) await sendAccountNotice('phone_change_code', { phone }, { code })
}

/** Checks the code texted to the new number, then uses it; the old number and the e-mail address, if any, are told. */
export async function confirmPhoneChange(actor: SignedInActor, code: string) {
  const user = actor.user
  const record = await latestVerificationCode(user.id, PHONE_CHANGE)
  try {
    await redeemCode('verification_codes', record, code, actor)
  } catch (error) {
    await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.phoneChangeFailed, success: false, client: actor })
    throw error
  }
  const newPhone = record?.target
  if (!newPhone) throw authErrors.codeExpired()
  // Taken since the code was sent: the unique index would refuse it anyway, with a less helpful answer.
  if (await contactTaken(user.role, { kind: 'phone', value: newPhone })) throw authErrors.phoneTaken()
  const oldPhone = user.phone
  user.merge({ phone: newPhone, isPhoneVerified: true })
  await user.save()
  await recordAudit({
    userId: user.id,
    action: AUDIT_ACTIONS.phoneChanged,
    success: true,
    client: actor,
    details: { hadPhone: oldPhone !== null },
  })
  if (oldPhone) await sendAccountNotice('phone_changed', { phone: normalizePhone(oldPhone) }, { newContact: newPhone })
  if (user.email) await sendAccountNotice('phone_changed', { email: user.email, firstName: user.firstName }, { newContact: newPhone })
  return user
}

/**
 * Sets a new password after checking the current one (under the sign-in
 * lockout, so it cannot be guessed here instead). Every other session and
 * desktop token ends; this browser stays signed in. The person is mailed.
 */
export async function changePassword(actor: SignedInActor, currentSessionId: string, input: PasswordChangeInput): Promise<void> {
  const user = actor.user
  try {
    await checkPassword(user, input.currentPassword, actor)
  } catch (error) {
    await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.passwordChangeFailed, success: false, client: actor })
    // A wrong password is a field error: a 401 would read as a lost session to the website.
    if ((error as { status?: number }).status === 401) throw accountErrors.currentPasswordWrong()
    throw error
  }
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.merge({ password: input.newPassword, passwordChangedAt: DateTime.utc() })
    await user.save()
    await trx.from('sessions').where('user_id', user.id).whereNot('sid', currentSessionId).delete()
    await trx.from('auth_access_tokens').where('tokenable_id', user.id).delete()
    await trx
      .from('login_sessions')
      .where('user_id', user.id)
      .whereNot('token', sessionToken(currentSessionId))
      .update({ is_active: false })
    await notify(trx, {
      userId: user.id,
      kind: 'security_alert',
      cause: `password_changed:${user.passwordChangedAt!.toMillis()}`,
      details: { message: NOTIFICATION_SECURITY.passwordChanged },
      mail: false,
    })
  })
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.passwordChanged, success: true, client: actor })
  if (user.email) await sendAccountNotice('password_changed', { email: user.email, firstName: user.firstName })
}
