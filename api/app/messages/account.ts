import { CODE_EXPIRY_MINUTES } from '@shoplocal/shared/constants'

/** The texts the account page's phone change sends. */
export const ACCOUNT_SMS = {
  phoneChange: (code: string): string =>
    `ShopLocal: enter ${code} on your account page to use this number. It expires in ${CODE_EXPIRY_MINUTES} minutes.`,
  deletionCode: (code: string): string =>
    `ShopLocal: ${code} deletes your account when you enter it on your account page. It expires in ${CODE_EXPIRY_MINUTES} minutes. If you did not ask for it, ignore this message.`,
  phoneChanged: (newPhone: string): string =>
    `ShopLocal: your account's phone number was changed to ${newPhone}. If you did not do this, use the report form on the website at once.`,
} as const

/** Who wrote a review or a chat whose account has since been deleted. */
export const FORMER_CUSTOMER = 'A former customer'

export const ACCOUNT_MAIL = {
  emailChangeSubject: 'Confirm your new ShopLocal e-mail address',
  emailChangeBody: (code: string) =>
    `Enter this code on your account page to use this address for ShopLocal. It expires in ${CODE_EXPIRY_MINUTES} minutes.\n\n${code}`,
  emailChangedSubject: 'Your ShopLocal e-mail address was changed',
  emailChangedBody: (newEmail: string) =>
    `The e-mail address of your ShopLocal account was changed to ${newEmail}. If you did not do this, reply to this mail or use the report form on the website at once.`,
  /** Sent to the holder of an address another account tried to move to: that account is answered as if it were free. */
  emailTakenSubject: 'Someone tried to use your e-mail address on ShopLocal',
  emailTakenBody:
    'Another ShopLocal account has just asked to change its e-mail address to this one. This address already belongs to your account, so nothing was changed and no code was sent. If it was you, sign in to the account you meant to change instead; otherwise nothing else is needed.',
  passwordChangedSubject: 'Your ShopLocal password was changed',
  passwordChangedBody:
    'The password of your ShopLocal account was changed and every other session was signed out. If you did not do this, reset your password at once.',
  phoneChangedSubject: 'Your ShopLocal phone number was changed',
  phoneChangedBody: (newPhone: string) =>
    `The phone number of your ShopLocal account was changed to ${newPhone}. If you did not do this, reply to this mail or use the report form on the website at once.`,
  deletionCodeSubject: 'Your code to delete your ShopLocal account',
  deletionCodeBody: (code: string) =>
    `Enter this code on your account page, with the word DELETE, to delete your ShopLocal account. It expires in ${CODE_EXPIRY_MINUTES} minutes. If you did not ask for it, ignore this mail: nothing happens without the code.\n\n${code}`,
  accountDeletedSubject: 'Your ShopLocal account is deleted',
  accountDeletedBody:
    'Your ShopLocal account and the personal data it held are deleted. Reviews you wrote stay on the site under "A former customer", and payment records are kept for as long as the law requires.',
} as const
