import hash from '@adonisjs/core/services/hash'
import { AUTH_MAIL } from '#messages/index'
import { normalizePhone } from '@shoplocal/shared/rules'
import type { ContactMethod, Role } from '@shoplocal/shared/types'
import User from '#models/user'
import type { Actor } from '#services/actor'
import { accountsByEmail, contactTaken } from '#services/auth/accounts'
import { mailAccountNotice } from '#services/account/account_mailer'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { authErrors } from '#services/auth/auth_errors'
import { issuePhantomCode } from '#services/auth/phantom_codes'
import { startSession, type WebSignIn } from '#services/auth/session_starter'
import { sendVerificationCode } from '#services/auth/verification_service'
import { referrerIdOf, unusedReferralCode } from '#services/billing/referrals'
import type { RegisterInput } from '#validators/auth'
import { isUniqueViolation } from '#helpers/database_errors'

/**
 * What the three registration forms have in common once each has said how it
 * was reached (by email or phone) and as which role. The name, city and
 * password fields are those the validators checked.
 */
export type NewAccount = Pick<RegisterInput, 'firstName' | 'lastName' | 'city' | 'password'> & {
  role: Role
  email: string | null
  phone: string | null
  contactMethod: ContactMethod
  /** A shop owner's code of the owner who referred them (already checked to exist). */
  referralCode?: string | null
}

export interface Registration {
  user: User
  requiresVerification: boolean
}

/**
 * Creates an account. With an email it waits for the mailed 6-digit code and
 * is not signed in; with a phone (no SMS service) it is signed in at once.
 * Admin accounts are never self-registered.
 */
export async function register(actor: Actor, web: WebSignIn, account: NewAccount): Promise<Registration> {
  if (account.role === 'admin') throw authErrors.adminRegistrationClosed()
  const email = account.email || null
  const phone = account.phone ? normalizePhone(account.phone) : null

  if (email && (await contactTaken(account.role, { kind: 'email', value: email }))) {
    if (account.contactMethod === 'email') return answerAsNew(actor, account, email)
    throw authErrors.emailTaken()
  }
  if (account.contactMethod === 'phone' && phone && (await contactTaken(account.role, { kind: 'phone', value: phone }))) {
    throw authErrors.phoneTaken()
  }

  // Every owner gets a code to refer others with; the code they signed up with names who referred them.
  const isOwner = account.role === 'shop_owner'
  const referredById = isOwner && account.referralCode ? await referrerIdOf(account.referralCode) : null
  const referralCode = isOwner ? await unusedReferralCode() : null

  let user: User
  try {
    // The password is hashed by the model's auth mixin (argon2id, config/hash.ts).
    user = await User.create({
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      email,
      phone,
      city: account.city,
      password: account.password,
      contactMethod: account.contactMethod,
      isEmailVerified: false,
      isPhoneVerified: false,
      banned: false,
      isAdmin: false,
      failedLoginAttempts: 0,
      referralCode,
      referredById,
    })
  } catch (error) {
    // A simultaneous registration won the race.
    if (isUniqueViolation(error) && email && account.contactMethod === 'email') return answerAsNew(actor, account, email, false)
    if (isUniqueViolation(error)) throw authErrors.emailTaken()
    throw error
  }

  await recordAudit({
    userId: user.id,
    action: AUDIT_ACTIONS.register,
    success: true,
    client: actor,
    details: { contactMethod: account.contactMethod },
  })

  if (account.contactMethod === 'email') {
    await sendVerificationCode(user, actor)
    return { user, requiresVerification: true }
  }
  await startSession(actor, web, user, { via: 'registration' })
  return { user, requiresVerification: false }
}

/**
 * A registration for an e-mail that already has an account of that role: nothing is created, the holder is
 * mailed, and the answer is a new account's, so the form cannot be used to learn who has an account. The
 * password is hashed all the same, as creating the account would (`hashAnyway` is false when a lost race
 * already did).
 */
async function answerAsNew(actor: Actor, account: NewAccount, email: string, hashAnyway = true): Promise<Registration> {
  if (hashAnyway) await hash.make(account.password)
  const holder = (await accountsByEmail(email)).find((existing) => existing.role === account.role)
  if (holder) {
    await mailAccountNotice(holder, AUTH_MAIL.accountExistsSubject, AUTH_MAIL.accountExistsBody, holder.id)
    await recordAudit({ userId: holder.id, action: AUDIT_ACTIONS.registerExisting, success: false, client: actor })
  }
  // A new account would now wait for its code: guesses at this address answer as they would then.
  await issuePhantomCode({ kind: 'email', value: email }, 'verification')
  const standIn = new User()
  standIn.merge({ role: account.role, firstName: account.firstName, lastName: account.lastName, email, city: account.city })
  return { user: standIn, requiresVerification: true }
}
