import { CODE_EXPIRY_MINUTES } from '../constants/auth.ts'

/** What the /api/account calls answer, and the mails they send. */
export const ACCOUNT_MESSAGES = {
  profileSaved: 'Your details are saved.',
  emailCodeSent: 'We sent a code to your new e-mail address. Enter it to finish the change.',
  emailChanged: 'Your e-mail address is changed.',
  emailUnchanged: 'That is already your e-mail address.',
  phoneCodeSent: 'We texted a code to your new phone number. Enter it to finish the change.',
  phoneChanged: 'Your phone number is changed.',
  phoneUnchanged: 'That is already your phone number.',
  pictureSaved: 'Your picture is saved.',
  pictureRemoved: 'Your picture is removed.',
  /** Only a picture the person uploaded here: no address elsewhere, no one else's upload. */
  pictureNotUploaded: 'Choose a picture you uploaded to ShopLocal.',
  passwordChanged: 'Your password is changed. Every other session is signed out.',
  currentPasswordWrong: 'Your current password is not right.',
  sessionEnded: 'That session is signed out.',
  sessionNotFound: 'That session is no longer active.',
  confirmationMismatch: 'Type DELETE to confirm.',
  deletionNeedsPassword: 'Enter your password, or the code we sent you, to delete your account.',
  deletionCodeSent: (to: 'email' | 'phone') =>
    to === 'email'
      ? 'We sent a code to your e-mail address. Enter it instead of your password to delete your account.'
      : 'We texted a code to your phone. Enter it instead of your password to delete your account.',
  noContactForCode: 'Your account has no e-mail address or phone number of that kind to send a code to.',
  accountDeleted: 'Your account is deleted.',
  /** The refusal while an owner's invoices are open; the list of them goes with it. */
  openInvoices: 'Your account cannot be deleted while an invoice is unpaid or awaiting verification. Pay or cancel these first:',
  adminNotSelfDeletable: 'An admin account cannot be deleted here. Ask another admin to remove it from the console.',
} as const

/** The texts the account page's phone change sends. */
export const ACCOUNT_SMS = {
  phoneChange: (code: string): string =>
    `ShopLocal: enter ${code} on your account page to use this number. It expires in ${CODE_EXPIRY_MINUTES} minutes.`,
  deletionCode: (code: string): string =>
    `ShopLocal: ${code} deletes your account when you enter it on your account page. It expires in ${CODE_EXPIRY_MINUTES} minutes. If you did not ask for it, ignore this message.`,
  phoneChanged: (newPhone: string): string =>
    `ShopLocal: your account's phone number was changed to ${newPhone}. If you did not do this, use the report form on the website at once.`,
} as const

/** The word a person types to confirm the deletion of their account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE'

/** Who wrote a review or a chat whose account has since been deleted. */
export const FORMER_CUSTOMER = 'A former customer'

export const ACCOUNT_MAIL = {
  emailChangeSubject: 'Confirm your new ShopLocal e-mail address',
  emailChangeBody: (code: string) =>
    `Enter this code on your account page to use this address for ShopLocal. It expires in ${CODE_EXPIRY_MINUTES} minutes.\n\n${code}`,
  emailChangedSubject: 'Your ShopLocal e-mail address was changed',
  emailChangedBody: (newEmail: string) =>
    `The e-mail address of your ShopLocal account was changed to ${newEmail}. If you did not do this, reply to this mail or use the report form on the website at once.`,
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
