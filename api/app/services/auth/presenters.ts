import type { AuthUserDetail, Customer, CustomerAuthResponse, PendingUser, SignedInUser } from '@shoplocal/shared/types'
import type User from '#models/user'

/* The user shapes of the auth responses, in one place, typed by the shared contract. */

const iso = (user: User) => user.createdAt.toISO()!

/** GET /api/auth/user. */
export function presentAuthUser(user: User): AuthUserDetail {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    city: user.city,
    role: user.role,
    isAdmin: user.hasAdminRights,
    isEmailVerified: user.isEmailVerified,
    profileImageUrl: user.profileImageUrl,
    createdAt: iso(user),
  }
}

/**
 * The customer object of GET /api/customer/auth and the customer calls. Every
 * customer account is made by a registration form that requires both names,
 * so the nullable columns always hold text here.
 */
export function presentCustomer(user: User): Customer {
  return {
    id: user.id,
    firstName: user.firstName as string,
    lastName: user.lastName as string,
    email: user.email,
    phone: user.phone,
    city: user.city,
    role: user.role,
    createdAt: iso(user),
    isEmailVerified: user.isEmailVerified,
  }
}

/** Never a 401: a visitor who is not a signed-in customer reads {authenticated: false}. */
export function presentCustomerAuth(user: User | undefined): CustomerAuthResponse {
  return user?.role === 'customer' ? { authenticated: true, customer: presentCustomer(user) } : { authenticated: false, customer: null }
}

/** The user object of the sign-in and registration answers. */
export function presentSignedInUser(user: User): SignedInUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    isAdmin: user.hasAdminRights,
  }
}

/** Just enough for the verify screen: where the code went (only that contact) and whom to greet. */
export function presentPendingUser(user: User): PendingUser {
  const byPhone = user.contactMethod === 'phone'
  return { email: byPhone ? null : user.email, phone: byPhone ? user.phone : null, firstName: user.firstName, role: user.role }
}
