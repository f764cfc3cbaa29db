import { CODE_LENGTH } from '@shoplocal/shared/constants'
import { type ToastText, UNAUTHORIZED } from '@shoplocal/shared/messages'

/** The green banner on /?passwordReset=success. */
export const PASSWORD_RESET_BANNER = 'Successfully reset password. You can now sign in with your new password.'

/** Fallbacks of the customer dialog and the shop-owner page when the server gives no message. */
export const AUTH_FALLBACKS = {
  invalidCredentials: 'Invalid credentials. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const

export const AUTH_SUCCESS = {
  welcomeBack: 'Welcome back!',
  registrationSuccessful: 'Registration Successful!',
  resetCodeSent: 'Reset Code Sent',
  passwordResetSuccessful: 'Password Reset Successful',
  emailVerified: 'Email Verified!',
  phoneVerified: 'Phone Verified!',
  codeResent: 'Code Resent',
  loginSuccessful: 'Login successful',
  registrationSuccessfulPlain: 'Registration successful',
  accountCreated: 'Account Created!',
  signInSuccessful: 'Sign In Successful',
} as const

/** The notice added to 'Registration Successful!' when the account must be verified first (an e-mail or a phone). */
export const verificationNotice = (contact: string): string =>
  `We sent a ${CODE_LENGTH}-digit code to ${contact}. Enter it to verify your account.`

export const SESSION_TOASTS = {
  unauthorized: { title: UNAUTHORIZED, description: 'You are logged out. Logging in again...' },
  authenticationRequired: {
    title: 'Authentication Required',
    description: 'Please sign in to access the dashboard.',
  },
  logoutFailed: { title: 'Logout Failed', description: 'There was an error logging out. Please try again.' },
  loggedOut: { title: 'Logged out' },
} as const satisfies Record<string, ToastText>
