import { AUTH_LABELS } from '@shoplocal/shared/messages'
import { formatTime } from '@shoplocal/shared/rules'
import type { Role } from '@shoplocal/shared/types'

/** Server-side messages for the protections only the server enforces (lockout, rate limit, code attempts). */
export const AUTH_SERVER_MESSAGES = {
  invalidCredentials: 'Invalid email/phone or password.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  codeInvalid: 'That code is not correct. Please check it and try again.',
  codeExpired: 'That code has expired. Please request a new one.',
  codeAttemptsExceeded: 'Too many incorrect attempts. Please request a new code.',
  emailTaken: 'An account with this email already exists.',
  phoneTaken: 'An account with this phone number already exists.',
  accountBanned: 'This account has been suspended. Please contact support.',
  emailNotVerified: 'Please verify your email address before signing in.',
  forbidden: "You don't have permission to do that.",
  codeTriesExhausted: 'Too many incorrect codes from this connection today. Please sign in with your password or try again tomorrow.',
  busy: 'The service is busy. Please try again in a moment.',
} as const

/** Shown when repeated failed sign-ins from this device have paused it; it says when to try again and the way in now. */
export const accountLockedMessage = (lockedUntil: Date): string =>
  `Too many failed sign-in attempts from this device. Sign-in here is paused until ${formatTime(lockedUntil)}. Try again then, or sign in now with a code sent to your email.`

/** An account under attack from many places: devices that never signed in to it wait between tries. */
export const accountThrottledMessage = (seconds: number): string =>
  `This account has had many failed sign-in attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again, or sign in with a code sent to your email.`

/**
 * A password sign-in from a device that has not signed in to an account under attack: never a wait, but a
 * code step (the password was not checked, so the answer is the same whether it was right).
 */
export const signInCodeStepMessage = (sentNow: boolean): string =>
  'This account has had many failed sign-in attempts, so signing in from a new device needs a code. ' +
  (sentNow
    ? 'We have just sent a sign-in code to your email or phone: enter it to sign in.'
    : 'A sign-in code was sent to your email or phone recently and is still valid: enter the latest one to sign in.')

/**
 * Answers of the reset, verify and resend calls. The resend and reset-request answers read the same whether or not
 * the account exists, so they do not tell a stranger who is registered.
 */
export const AUTH_API_MESSAGES = {
  resendAnswer: 'If that account is waiting for verification, a new code is on its way.',
  resetRequestAnswer: 'If an account exists for that email, a reset code is on its way.',
  signInCodeAnswer: 'If an account exists for that email, a sign-in code is on its way.',
  /** The allowance of code mails is spent: the code sent last stays valid, and the answer says to use it. */
  signInCodeRecentAnswer:
    'If an account exists for that email, a sign-in code was sent to it recently and is still valid: please use the latest one we sent.',
  resetRequestRecentAnswer:
    'If an account exists for that email, a reset code was sent to it recently and is still valid: please use the latest one we sent.',
  passwordReset: 'Your password has been reset. You can now sign in with your new password.',
  emailVerified: 'Your email address has been verified.',
  phoneVerified: 'Your phone number has been verified.',
  codeUsed: 'That code has already been used. Please request a new one.',
  /** The typed code was good until a newer one was sent: the person is reading an older message. */
  /** The answer to asking for a pending review's code again, the same whether or not a mail went out. */
  reviewCodeResent: 'If this review is waiting for its code, a new code is on its way to the address it was written under.',
  codeReplaced: 'That code was replaced by a newer code. Please use the latest code we sent you.',
  loggedOut: 'You have been signed out.',
  adminRegistrationClosed: 'Admin accounts cannot be created through registration.',
  crossSiteRefused: 'This request did not come from ShopLocal and was refused.',
} as const

/** Sign-in with the right password on an account of another type: the server checks the role, not only the screen. */
const ROLE_NOUNS: Record<Role, string> = { customer: 'a customer', shop_owner: 'a shop owner', admin: 'an admin' }

export const roleMismatchMessage = (role: Role): string =>
  `This account is not registered as ${ROLE_NOUNS[role]}. Please choose the right account type.`

/** A wrong code with attempts still left. */
export const codeInvalidMessage = (attemptsLeft: number): string =>
  `${AUTH_SERVER_MESSAGES.codeInvalid} ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`

/** Subjects and bodies of the code mails and of the failed sign-in notice. */
export const AUTH_MAIL = {
  verificationSubject: 'Your ShopLocal verification code',
  resetSubject: 'Your ShopLocal password reset code',
  signInSubject: 'Your ShopLocal sign-in code',
  alertSubject: 'Failed sign-in attempts on your ShopLocal account',
  accountExistsSubject: 'Someone tried to register with your e-mail address',
  accountExistsBody:
    'Someone has just tried to create a ShopLocal account with this e-mail address, which already has one, so no new account was made. ' +
    `If it was you, you can sign in, or choose '${AUTH_LABELS.signInWithCode}' or reset your password on the sign-in form. ` +
    'If it was not you, nothing else is needed: your account is unchanged.',
  greeting: (firstName: string | null): string => (firstName ? `Hello ${firstName},` : 'Hello,'),
  verificationBody: (code: string): string => `Your verification code is ${code}. ${AUTH_LABELS.codeExpiryNote}`,
  resetBody: (code: string): string =>
    `Your password reset code is ${code}. ${AUTH_LABELS.codeExpiryNote} If you did not ask to reset your password, you can ignore this message.`,
  reviewSubject: 'Confirm your ShopLocal review',
  reviewBody: (code: string): string =>
    `Your code to publish your review is ${code}. ${AUTH_LABELS.codeExpiryNote} If you did not write a review, you can ignore this message: it will not be published.`,
  signInBody: (code: string): string =>
    `Your sign-in code is ${code}. ${AUTH_LABELS.codeExpiryNote} If you did not ask to sign in, you can ignore this message: nobody can use the code without your mailbox.`,
  alertBody:
    'Someone has tried several wrong passwords on your account, so sign-in from the devices involved is paused for a while, ' +
    'and signing in from a new device asks for a code we send you. ' +
    `If this was you, you can sign in straight away: choose '${AUTH_LABELS.signInWithCode}' on the sign-in form. ` +
    'If it was not you, nothing else is needed, but consider changing your password if it is used anywhere else.',
} as const

/** Text messages carrying a code to an account registered by phone. */
export const AUTH_SMS = {
  reset: (code: string): string =>
    `ShopLocal: your password reset code is ${code}. ${AUTH_LABELS.codeExpiryNote} If you did not ask for it, ignore this message.`,
  signIn: (code: string): string =>
    `ShopLocal: your sign-in code is ${code}. ${AUTH_LABELS.codeExpiryNote} Nobody can use it without this phone.`,
  verification: (code: string): string => `ShopLocal: your verification code is ${code}. ${AUTH_LABELS.codeExpiryNote}`,
  review: (code: string): string => `ShopLocal: your code to publish your review is ${code}. ${AUTH_LABELS.codeExpiryNote}`,
  accountExists:
    'ShopLocal: someone tried to create an account with this phone number, which already has one, so no new account was made. ' +
    'If it was you, sign in or reset your password. If not, nothing else is needed.',
} as const
