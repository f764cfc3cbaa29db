import type { Role } from '@shoplocal/shared/types'

/**
 * What the sign-in and register calls answer, read loosely on purpose: the customer, shop-owner and
 * role logins answer in different shapes, and the forms only need a few fields (role or user.role,
 * user.firstName, requiresVerification with user.email).
 */
export interface AuthAnswer {
  role?: Role
  requiresVerification?: boolean
  user?: { email?: string | null; firstName?: string | null; role?: Role; isAdmin?: boolean }
  customer?: { email?: string | null; firstName?: string | null; role?: Role }
}

/** The email to verify when the answer asks for it, else null. */
export function verificationEmail(answer: AuthAnswer | null, typedEmail: string | null): string | null {
  if (!answer?.requiresVerification) return null
  return answer.user?.email ?? answer.customer?.email ?? typedEmail
}

export const firstNameOf = (answer: AuthAnswer | null): string | null => answer?.user?.firstName ?? answer?.customer?.firstName ?? null
