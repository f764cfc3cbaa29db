import { DELETE_CONFIRMATION_WORD } from '@shoplocal/shared/messages'

/** The account page's own words (the API's answers come from @shoplocal/shared/messages). */
export const ACCOUNT_COPY = {
  title: 'Your account',
  intro: 'Change your details, how we reach you and your password, see where you are signed in, download your data or delete your account.',
  details: { heading: 'Your details', submit: 'Save details', saved: 'Details saved' },
  email: {
    heading: 'E-mail address',
    current: (email: string | null) => (email ? `Your e-mail address is ${email}.` : 'Your account has no e-mail address yet.'),
    newLabel: 'New e-mail address',
    addLabel: 'E-mail address to add',
    send: 'Send a code to this address',
    codeIntro: (email: string) => `Enter the code we sent to ${email}. Your address changes only when the code is right.`,
    confirm: 'Confirm the new address',
    changed: 'E-mail address changed',
  },
  phone: {
    heading: 'Phone number',
    current: (phone: string | null) => (phone ? `Your phone number is ${phone}.` : 'Your account has no phone number yet.'),
    newLabel: 'New phone number',
    addLabel: 'Phone number to add',
    send: 'Text a code to this number',
    codeIntro: (phone: string) => `Enter the code we texted to ${phone}. Your number changes only when the code is right.`,
    confirm: 'Confirm the new number',
    changed: 'Phone number changed',
    otherNumber: 'Use another number',
  },
  password: { heading: 'Password', current: 'Current password', submit: 'Change password', changed: 'Password changed' },
  sessions: {
    heading: 'Where you are signed in',
    thisDevice: 'This browser',
    unknownBrowser: 'Unknown browser',
    signedIn: (when: string) => `Signed in ${when}`,
    from: (address: string) => `from network ${address}`,
    signOut: 'Sign out',
    signOutLabel: (browser: string, when: string) => `Sign out ${browser}, signed in ${when}`,
    none: 'No other sessions.',
  },
  data: {
    heading: 'Your data',
    intro:
      'Download everything we hold about your account as a JSON file: your details, shops and products, favourites, reviews, messages and chats, payments, sign-ins and the account log.',
    download: 'Download my data',
  },
  deletion: {
    heading: 'Delete your account',
    intro:
      'Your personal details, favourites and sessions are deleted. Reviews stay with their rating under "A former customer", shops keep your chats without your name, and payment records are kept as the law requires. Shops and products you own leave the site at once.',
    passwordLabel: 'Your password',
    codeIntro: 'No password? We can send you a code to use instead.',
    codeByEmail: 'E-mail me a code',
    codeByPhone: 'Text me a code',
    usePassword: 'Use my password instead',
    confirmLabel: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
    submit: 'Delete my account',
    invoice: (reference: string | null, amount: string, status: string) => `${reference ?? 'Invoice'}: €${amount} (${status})`,
  },
  failures: {
    save: { title: 'Not saved', fallback: 'Your details could not be saved.' },
    email: { title: 'E-mail not changed', fallback: 'The e-mail address could not be changed.' },
    phone: { title: 'Phone number not changed', fallback: 'The phone number could not be changed.' },
    password: { title: 'Password not changed', fallback: 'The password could not be changed.' },
    session: { title: 'Not signed out', fallback: 'That session could not be signed out.' },
    deletionCode: { title: 'No code sent', fallback: 'The code could not be sent.' },
    deletion: { title: 'Account not deleted', fallback: 'The account could not be deleted.' },
  },
} as const
