import { CODE_LENGTH } from '@shoplocal/shared/constants'
import type { Role } from '@shoplocal/shared/types'

/**
 * The auth screens' own words: field labels, headings and the hub's side panel. Words the API or the
 * console also use (tabs, links, toasts, messages) come from @shoplocal/shared/messages.
 */
export const FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailOrPhone: 'Email or phone',
  phoneOptional: 'Phone (optional)',
  city: 'City',
  password: 'Password',
  confirmPassword: 'Confirm password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  code: 'Verification code',
  accountType: 'Account type',
  role: 'Sign in as',
} as const

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  shop_owner: 'Shop Owner',
  admin: 'Admin',
}

export const roleOptions = <R extends Role>(roles: readonly R[]): { value: R; label: string }[] =>
  roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))

export const AUTH_COPY = {
  working: 'Please wait…',
  /** The email-code sign-in: the way in that failed attempts from elsewhere can never block. */
  codeSignIn: {
    title: 'Sign in with a code',
    intro: `Enter your email address or phone number and we will send you a ${CODE_LENGTH}-digit code to sign in.`,
    send: 'Send me a code',
    sent: (email: string): string => `If ${email} has an account, we have sent it a ${CODE_LENGTH}-digit code. Enter it to sign in.`,
    sentToast: 'Sign-In Code Sent',
    usePassword: 'Sign in with a password instead',
  },
  authTabs: 'Sign in or create an account',
  customerAuth: {
    title: 'Sign in to ShopLocal',
    intro: 'Save favourites, rate shops and chat with local businesses.',
  },
  ownerAuth: {
    title: 'Shop Owner Portal',
    intro: 'List your shop, add products and reach customers near you. Sign in with your email or phone number.',
    contactHint: 'An address with @ is used as your email; anything else as your phone number.',
  },
  login: {
    title: 'Sign in',
    intro: 'Choose how you use ShopLocal, then sign in.',
    noAccount: 'No account yet?',
    registerLink: 'Register',
  },
  resetRequest: {
    title: 'Reset your password',
    intro: `Enter the email address or phone number of your account and we will send you a ${CODE_LENGTH}-digit code.`,
    submit: 'Send reset code',
    back: 'Back to sign in',
  },
  resetConfirm: {
    title: 'Choose a new password',
    intro: (email: string) => `Enter the code we sent to ${email} and your new password.`,
    submit: 'Reset password',
    back: 'Back',
    passwordHint: 'At least 8 characters, with an upper-case letter, a lower-case letter, a number and one of @$!%*?&.',
  },
  verify: {
    title: 'Verify your email',
    titlePhone: 'Verify your phone number',
    intro: (contact: string) => `We sent a 6-digit code to ${contact}.`,
    submit: 'Verify',
  },
  hub: {
    title: 'Account test sign-in',
    signInHeading: 'Welcome back',
    registerHeading: 'Create your account',
    resetHeading: 'Reset your password',
    noAccount: 'New to ShopLocal?',
    haveAccount: 'Already have an account?',
    sideTitle: 'One platform for every local business',
    sideIntro: 'ShopLocal Ireland brings shoppers, shop owners and our team together in one place.',
    sidePoints: [
      { title: 'Secure platform', text: 'Passwords are hashed, sign-ins are rate-limited and accounts lock after repeated failures.' },
      { title: 'Multi-user support', text: 'Customers, shop owners and administrators each get the tools they need.' },
      { title: 'Premium features', text: 'Spotlight placements and plans help your products stand out.' },
      { title: 'Business growth', text: 'Reach customers in your town and county and see how your shop is found.' },
    ],
    accountTypesHeading: 'Three account types',
    accountTypes: [
      { role: 'customer', text: 'Browse, save favourites, rate shops and chat.' },
      { role: 'shop_owner', text: 'List shops and products and manage them from the dashboard.' },
      { role: 'admin', text: 'Moderate shops, users and payments.' },
    ] satisfies { role: Role; text: string }[],
  },
  profile: {
    title: 'My Account',
    emailStatus: 'Email status',
    contact: 'Contact',
    city: 'City',
    memberSince: 'Member since',
    browse: 'Browse products',
  },
} as const
