import { CODE_EXPIRY_MINUTES, CODE_LENGTH } from '../constants/auth.ts'
import { COMMON_LABELS } from './common.ts'

/** Labels of the sign-in, registration, reset and verification screens and dialogs. */
export const AUTH_LABELS = {
  signIn: 'Sign In',
  signUp: 'Sign Up',
  register: 'Register',
  backToHome: 'Back to Home',
  forgotPassword: 'Forgot your password?',
  rememberMe: 'Remember me',
  resendCode: 'Resend code',
  chooseLoginType: 'Choose Login Type',
  shopOwnerLogin: 'Shop Owner Login',
  customerLogin: 'Customer Login',
  signInToRateShop: 'Sign In to Rate Shop',
  signInToViewContact: 'Sign In to View Contact Details',
  emailVerified: COMMON_LABELS.verified,
  emailPending: COMMON_LABELS.pending,
  loadingResetForm: 'Loading...',
  codeExpiryNote: `The code expires in ${CODE_EXPIRY_MINUTES} minutes.`,
  codePlaceholder: `${CODE_LENGTH}-digit code`,
  /** The link to the email-code sign-in; the failed sign-in mail names it too. */
  signInWithCode: 'Sign in with a code sent to your email or phone',
} as const

/**
 * A sign-in with the right password on an account that has not confirmed its e-mail or phone yet: nobody is
 * signed in and a fresh code was sent (the API's answer carries the notice, the forms show both).
 */
export const UNVERIFIED_SIGN_IN = {
  title: 'Please verify your account',
  notice: (contact: string): string =>
    `Your account is not verified yet, so you are not signed in. We sent a new ${CODE_LENGTH}-digit code to ${contact}: enter it to finish signing in.`,
} as const

/** Failure toasts of the auth screens: the title, and the text shown when the server gives no message. */
const LOGIN_FAILED = 'Login failed'

export const AUTH_FAILURES = {
  login: { title: 'Login Failed', fallback: LOGIN_FAILED },
  signIn: { title: 'Sign In Failed', fallback: LOGIN_FAILED },
  registration: { title: 'Registration Failed', fallback: 'Registration failed' },
  request: { title: 'Request Failed', fallback: 'Request failed' },
  reset: { title: 'Reset Failed', fallback: 'Reset failed' },
  verification: { title: 'Verification Failed', fallback: 'Verification failed' },
  resend: { title: 'Resend Failed', fallback: 'Failed to resend code' },
} as const

/**
 * The word a 401 body carries. The client recognises an expired session by a '401: ' message that
 * contains it (isUnauthorizedError), so the API must use it in its 401 responses.
 */
export const UNAUTHORIZED = 'Unauthorized'
