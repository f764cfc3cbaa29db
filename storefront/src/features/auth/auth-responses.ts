import type { Role } from '@shoplocal/shared/types'

/**
 * What the sign-in and register calls answer, read loosely on purpose: the customer, shop-owner and
 * role logins answer in different shapes, and the forms only need a few fields (role or user.role,
 * user.firstName, requiresVerification with the e-mail or phone the code went to, and the sign-in's notice).
 */
interface AnsweredPerson {
  email?: string | null
  phone?: string | null
  firstName?: string | null
  role?: Role
}

export interface AuthAnswer {
  role?: Role
  requiresVerification?: boolean
  /** A sign-in that asks for a code instead says why. */
  message?: string
  user?: AnsweredPerson & { isAdmin?: boolean }
  customer?: AnsweredPerson
}

/** The e-mail or phone number to verify when the answer asks for it, else null. */
export function verificationContact(answer: AuthAnswer | null, typedContact: string | null): string | null {
  if (!answer?.requiresVerification) return null
  const pending = answer.user ?? answer.customer
  return pending?.email ?? pending?.phone ?? typedContact
}
