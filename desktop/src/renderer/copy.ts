/**
 * Words only the console shows (its navigation, help overlay and self-measured figures). Words the API
 * or another app also shows stay in @shoplocal/shared/messages.
 */

export const NAV_COPY = {
  label: 'Console sections',
  groups: {
    start: 'Start',
    moderation: 'Moderation',
    money: 'Money',
    people: 'People',
    insights: 'Insights',
  },
  shortcutsButton: 'Keyboard shortcuts',
} as const

export const SHORTCUT_COPY = {
  title: 'Keyboard shortcuts',
  intro: 'Press g, then the key, to open a tab. Shortcuts are ignored while you type in a field.',
  help: 'Show this list',
  close: 'Close',
  keyColumn: 'Keys',
  actionColumn: 'Opens',
  /** Shown while the first key of a two-key shortcut waits for the second. */
  pending: 'g … press a tab key',
} as const

/** Headers of the payments export (bank transfers as the verification inbox lists them), in file order. */
export const PAYMENT_CSV_HEADERS = {
  id: 'Payment ID',
  reference: 'Reference',
  owner: 'Owner',
  ownerEmail: 'Owner Email',
  shop: 'Shop',
  plan: 'Plan',
  amount: 'Amount',
  currency: 'Currency',
  method: 'Method',
  status: 'Status',
  created: 'Created',
  proofUploaded: 'Proof Uploaded',
  verified: 'Verified',
  lines: 'Invoice Lines',
} as const

export const PAYMENT_EXPORT_PREFIX = 'payments'
/** The Payments tab lists shops by subscription, so its export is named for what its rows are. */
export const SUBSCRIPTION_EXPORT_PREFIX = 'subscriptions'

/** The Analytics tab's measured cards: what the API process reports about itself, never a fixed claim. */
export const METRICS_COPY = {
  heapUsed: 'Heap Used',
  requests: 'Requests (this API process)',
  window: 'Window',
  lastMinutes: (minutes: number) => `Last ${minutes} min`,
  count: 'Requests',
  perMinute: 'Per minute',
  p95: 'p95',
  noRequests: '—',
  signIns: (hours: number) => `Sign-ins, last ${hours} h`,
  failedSignIns: 'Failed sign-ins',
  locks: 'Locks',
  measuredAt: (time: string) => `Measured by the API at ${time}`,
  failed: 'The API did not report its figures',
} as const

/** Uptime as an admin reads it: minutes under an hour, hours and minutes under two days, then days and hours. */
export function uptimeLabel(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ${minutes % 60} min`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}

export const millisecondsLabel = (ms: number): string => `${ms.toLocaleString('en-IE')} ms`

export const SESSION_COPY = {
  endedTitle: 'Your session has ended',
  ended: 'Your sign-in expired or was ended on the server. Sign in again to carry on.',
  noKeychain: 'This computer has no keychain: you will sign in each time the console starts',
  unreadableTitle: 'Please sign in again',
  unreadable: 'The sign-in kept on this computer could not be read (its keychain has changed), so it was removed.',
} as const

/** The console's side of the money rules: no verify without proof unless the money is confirmed, with a note. */
export const MONEY_COPY = {
  moneyArrived: 'The money arrived in the account',
  moneyArrivedNote: 'How you know the money arrived (required)',
  noProofHint: 'This payment has no proof: tick that the money arrived and say how you know before verifying.',
  verifiedBy: (name: string, at: string) => `Verified by ${name} on ${at}`,
  verifiedAt: (at: string) => `Verified on ${at}`,
  mismatch: (statement: string, invoice: string) => `The statement says ${statement}, the invoice ${invoice}.`,
  mismatchNote: 'Why settle it anyway (required)',
} as const

/** The payment detail's receipt downloads. */
export const RECEIPT_COPY = {
  heading: 'Receipts',
  saved: (number: string) => `${number} saved`,
  failed: 'The receipt could not be downloaded',
} as const

/** The moderation queue's guards: a payment without a proof is not verified here, and the list says when it ends. */
export const QUEUE_GUARD_COPY = {
  noProof: 'No proof uploaded: verify this payment in Payment Verification, where the money must be confirmed.',
  lastItem: 'That was the last item: nothing below.',
  firstItem: 'That is the first item: nothing above.',
} as const

/** The API stopped answering: what the console does about it. */
export const OFFLINE_COPY = {
  title: 'The API cannot be reached.',
  body: 'What you typed stays here; the console tries again every few seconds and carries on when the API answers.',
} as const

/** An update downloaded in the background, waiting for the admin. */
export const UPDATE_COPY = {
  ready: (version: string) => `ShopLocal Admin ${version} is ready to install.`,
  restart: 'Restart to update',
  later: 'Later',
} as const

/** A `shoplocal-admin://` link whose case is no longer in the queue. */
export const QUEUE_LINK_COPY = {
  notWaiting: 'The case that link opens is no longer waiting for a decision: someone has dealt with it.',
} as const

/** The shop detail an admin looks at before approving or rejecting a shop. */
export const SHOP_DETAIL_COPY = {
  view: 'View',
  title: (name: string) => `Shop: ${name}`,
  close: 'Close',
  photo: (name: string) => `${name}, shop photo`,
  noPhoto: 'No shop photo',
  description: 'Description',
  address: 'Address',
  town: 'Town',
  county: 'County',
  owner: 'Owner',
  contact: 'Contact',
  category: 'Category',
  products: (shown: number, total: number) => (shown === total ? `Products (${total})` : `Products (newest ${shown} of ${total})`),
  noProducts: 'No products yet',
  outOfStock: 'Out of stock',
  hidden: 'Hidden',
  loadFailed: 'The shop could not be loaded',
} as const
