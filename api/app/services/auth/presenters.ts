import type User from '#models/user'

/* The user shapes of the auth responses (spec 1 §3, §7), in one place. */

const iso = (user: User) => user.createdAt.toISO()

/** GET /api/auth/user. */
export function presentAuthUser(user: User) {
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

/** The customer object of GET /api/customer/auth and the customer calls. */
export function presentCustomer(user: User) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    city: user.city,
    role: user.role,
    createdAt: iso(user),
    isEmailVerified: user.isEmailVerified,
  }
}

/** GET /api/shop-owner/profile. */
export function presentOwnerProfile(user: User, shopCount: number) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.hasAdminRights,
    role: user.role,
    shopCount,
  }
}

/** The user object of the sign-in and registration answers. */
export function presentSignedInUser(user: User) {
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

/** Just enough for the verify-email screen: where the code went and whom to greet. */
export function presentPendingUser(user: User) {
  return { id: user.id, email: user.email, firstName: user.firstName, role: user.role }
}
