import type { ChatSenderType } from '@shoplocal/shared/types'

/**
 * Words only the console shows in its previews, the customer's story and the log filters (beside
 * copy.ts, which holds the shell's). Words the API or another app also shows stay in @shoplocal/shared/messages.
 */

export const SPOTLIGHT_PREVIEW_COPY = {
  label: (product: string) => `How ${product} shows in the spotlight`,
  badge: 'Spotlight',
  noPicture: 'No picture',
} as const

export const CUSTOMER_STORY_COPY = {
  view: 'View',
  title: (name: string) => `Customer: ${name}`,
  loading: 'Loading the customer…',
  close: 'Close',
  account: 'Account',
  email: 'E-mail',
  phone: 'Phone',
  city: 'City',
  joined: 'Joined',
  status: 'Status',
  counts: 'At a glance',
  favourites: 'Favourites',
  follows: 'Shops followed',
  reviews: 'Reviews',
  chats: 'Chats',
  messages: 'Messages to shops',
  visits: 'Shop visits',
  signIns: 'Sign-ins',
  adminActions: 'Admin actions',
  none: 'None yet',
  failed: 'Sign-in failed',
  /** Who wrote a chat's last message, before its words. */
  lastFrom: (from: ChatSenderType) => (from === 'customer' ? 'They wrote:' : 'The shop wrote:'),
  wholeShop: 'The whole shop',
  messageCount: (count: number) => (count === 1 ? '1 message' : `${count.toLocaleString('en-IE')} messages`),
  stars: (rating: number) => `${rating} of 5 stars`,
  newest: (shown: number, total: number) => (shown < total ? `newest ${shown} of ${total.toLocaleString('en-IE')}` : ''),
} as const

export const LOG_FILTER_COPY = {
  search: 'Search target, action or reason',
  action: 'Action',
  anyAction: 'All actions',
  admin: 'Admin',
  anyAdmin: 'All admins',
  from: 'From',
  to: 'To',
} as const

/** The trader checklist on a shop's detail (DSA Art. 30); item names come from shared, as the API's refusal uses them. */
export const TRADER_CHECKLIST_COPY = {
  heading: 'Trader checks',
  intro: 'Tick each item once you have checked it against the identity document and the registers. Approval waits for every item.',
  none: 'The owner has not given the trader details yet: the shop cannot be approved.',
  complete: 'Every item is checked: the shop may be approved.',
  missing: (items: string) => `Approval waits for: ${items}.`,
  checkedBy: (name: string, at: string) => `Checked by ${name}, ${at}`,
  notChecked: 'Not checked',
  notGiven: 'Not given',
  registerValue: (register: string, number: string | null) => `${register}: ${number ?? '—'}`,
  selfCertified: (at: string) => `Certified ${at}`,
  document: 'Identity document',
  documentLoading: 'Loading the identity document…',
  documentFailed: 'The identity document could not be loaded.',
  documentPage: (page: number) => `Identity document, page ${page}`,
  saved: 'Trader checklist saved',
  saveFailed: 'Failed to save the trader checklist',
} as const
