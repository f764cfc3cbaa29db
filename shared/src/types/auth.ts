import type { IsoDateString } from './common.ts'
import type { ContactMethod, Role } from './enumerations.ts'

export interface GuestSession {
  email: string | null
  phone: string | null
  expiresAt: IsoDateString
  /** The guest proved the e-mail or phone with a code (reserving needs it; until then a review waits for its code). */
  confirmed: boolean
  /** The name the guest confirmed with a review's code; every review of the session shows it. Null until then. */
  name: string | null
}

/** A guest session as the API answers it: with its id. */
export interface ActiveGuestSession extends GuestSession {
  id: number
}

/** GET /api/guest-session. */
export interface GuestSessionResponse {
  guestSession: GuestSession | null
}

export interface Customer {
  id: number
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  city: string | null
  role: Role
  createdAt: IsoDateString
  isEmailVerified: boolean
}

/** GET /api/customer/auth. */
export interface CustomerAuthResponse {
  authenticated: boolean
  customer: Customer | null
}

/** GET /api/shop-owner/profile. */
interface OwnerUser {
  id: number
  firstName: string | null
  lastName: string | null
  email: string | null
  profileImageUrl: string | null
  isAdmin: boolean
}

/** GET /api/auth/user: the general signed-in user. */
export interface AuthUser extends OwnerUser {
  phone: string | null
  city: string | null
  role: Role
  isEmailVerified: boolean
}

/** GET /api/auth/user as the API sends it: AuthUser plus when the account was made. */
export interface AuthUserDetail extends AuthUser {
  createdAt: IsoDateString
}

/** GET /api/shop-owner/profile. */
export interface OwnerProfile extends OwnerUser {
  phone: string | null
  role: Role
  shopCount: number
}

/** The user object of the sign-in and registration answers. */
export interface SignedInUser {
  id: number
  firstName: string | null
  lastName: string | null
  email: string | null
  phone: string | null
  role: Role
  isAdmin: boolean
}

/**
 * An account waiting for the code mailed or texted to it, named by that contact only: a registration for a
 * contact that already has an account answers the same, so the answer carries no id.
 */
export interface PendingUser {
  email: string | null
  phone: string | null
  firstName: string | null
  role: Role
}

/** POST /api/auth/role-login: `email` holds the account's e-mail or phone number. */
export interface RoleLoginPayload {
  email: string
  password: string
  role: Role
  rememberMe?: boolean
}

/** POST /api/auth/register; the combined page omits phone and contactMethod. */
/** POST /api/auth/register: contactMethod (email unless said) names the contact that must be given. */
export interface RegisterPayload {
  firstName: string
  lastName: string
  email?: string
  phone?: string
  password: string
  city: string
  role: Role
  contactMethod?: ContactMethod
}

/** POST /api/auth/request-password-reset and /api/auth/sign-in-code: the account's e-mail or phone number. */
export interface PasswordResetRequestPayload {
  email: string
}

export interface ResetPasswordPayload {
  email: string
  code: string
  newPassword: string
  confirmPassword: string
}

export interface VerifyEmailPayload {
  email: string
  code: string
}

/** POST /api/auth/verify-phone: the code texted to a phone sign-up. */
export interface VerifyPhonePayload {
  phone: string
  code: string
}

/** POST /api/auth/resend-verification: the e-mail or phone number the code goes to. */
export interface ResendVerificationPayload {
  email: string
}

/** POST /api/auth/sign-in-code: mails a one-time sign-in code. */
export interface SignInCodePayload {
  email: string
}

/** POST /api/auth/code-login: the code mailed or texted to `email` (an e-mail or phone), signing in as the screen's account type. */
export interface CodeLoginPayload {
  email: string
  code: string
  role: Role
}

/** POST /api/customer/login: contact is an email or a phone number. */
export interface CustomerLoginPayload {
  contact: string
  password: string
}

export interface CustomerRegisterPayload {
  firstName: string
  lastName: string
  contact: string
  city: string
  password: string
}

/** POST /api/shop-owner/register: exactly one of email and phone is set, the other is null. */
export interface ShopOwnerRegisterPayload {
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  city: string
  password: string
  contactMethod: ContactMethod
  /** Another owner's referral code, when someone referred this shop. */
  referralCode?: string | null
}

export interface ShopOwnerLoginPayload {
  emailOrPhone: string
  password: string
}

/** The contact a person typed, read as an email if it contains '@'. */
export interface DetectedContact {
  kind: ContactMethod
  value: string
}
