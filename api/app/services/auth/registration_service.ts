import hash from '@adonisjs/core/services/hash'
import { normalizePhone } from '@shoplocal/shared/rules'
import type { ContactMethod, DetectedContact, Role } from '@shoplocal/shared/types'
import User from '#models/user'
import type { Actor } from '#services/actor'
import { accountsByContact, contactTaken } from '#services/auth/accounts'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { authErrors } from '#services/auth/auth_errors'
import { issuePhantomCode } from '#services/auth/phantom_codes'
import { sendAccountNotice } from '#services/notifications/account_notices'
import { sendVerificationCode } from '#services/auth/verification_service'
import { referrerIdOf, unusedReferralCode } from '#services/billing/referrals'
import type { RegisterInput } from '#validators/auth'
import { isUniqueViolation } from '#helpers/database_errors'
import { acceptOwnerTerms } from '#services/trust/owner_terms'
import db from '@adonisjs/lucid/services/db'

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
 * Creates an account that waits for the 6-digit code sent to the contact its method names (mailed to an e-mail,
 * texted to a phone) and is not signed in. Admin accounts are never self-registered.
 */
export async function register(actor: Actor, account: NewAccount): Promise<Registration> {
  if (account.role === 'admin') throw authErrors.adminRegistrationClosed()
  const email = account.email || null
  const phone = account.phone ? normalizePhone(account.phone) : null

  const given = account.contactMethod === 'phone' ? phone : email
  if (!given) throw authErrors.contactForMethodRequired()
  const chosen: DetectedContact = { kind: account.contactMethod, value: given }
  if (await contactTaken(account.role, chosen)) return answerAsNew(actor, account, chosen)
  // The other contact, given as well, is not confirmed: it must still be free.
  if (account.contactMethod === 'phone' && email && (await contactTaken(account.role, { kind: 'email', value: email }))) {
    throw authErrors.emailTaken()
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
    if (isUniqueViolation(error) && account.contactMethod === 'email') return answerAsNew(actor, account, chosen, false)
    if (isUniqueViolation(error)) throw authErrors.emailTaken()
    throw error
  }

  if (isOwner) await acceptOwnerTerms(db, user.id)
  await recordAudit({
    userId: user.id,
    action: AUDIT_ACTIONS.register,
    success: true,
    client: actor,
    details: { contactMethod: account.contactMethod },
  })

  await sendVerificationCode(user, actor)
  return { user, requiresVerification: true }
}

/**
 * A registration for an e-mail or phone that already has an account of that role: nothing is created, the
 * holder is told (mailed or texted), and the answer is a new account's, so the form cannot be used to learn who
 * has an account. The password is hashed all the same, as creating the account would (`hashAnyway` is false
 * when a lost race already did).
 */
async function answerAsNew(actor: Actor, account: NewAccount, contact: DetectedContact, hashAnyway = true): Promise<Registration> {
  if (hashAnyway) await hash.make(account.password)
  const holder = (await accountsByContact(contact)).find((existing) => existing.role === account.role)
  if (holder) {
    await tellHolder(holder, contact)
    await recordAudit({ userId: holder.id, action: AUDIT_ACTIONS.registerExisting, success: false, client: actor })
  }
  // A new account would now wait for its code: guesses at this contact answer as they would then.
  await issuePhantomCode(contact, 'verification')
  const standIn = new User()
  standIn.merge({ role: account.role, firstName: account.firstName, lastName: account.lastName, city: account.city })
  standIn.merge({
    contactMethod: contact.kind,
    email: contact.kind === 'email' ? contact.value : null,
    phone: contact.kind === 'phone' ? contact.value : null,
  })
  return { user: standIn, requiresVerification: true }
}

/** Mails or texts the holder of a contact someone tried to register again. */
async function tellHolder(holder: User, contact: DetectedContact): Promise<void> {
  const to = contact.kind === 'email' ? { email: contact.value } : { phone: contact.value }
  await sendAccountNotice('registration_attempt', { ...to, firstName: holder.firstName })
}
