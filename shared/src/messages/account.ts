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

/** The word a person types to confirm the deletion of their account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE'
