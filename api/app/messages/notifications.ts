import { GRACE_PERIOD_DAYS, type BellNotificationKind, REACTIVATION_FEE, REPORT_RESPONSE_HOURS } from '@shoplocal/shared/constants'
import { DEFAULT_REJECT_REASON } from '@shoplocal/shared/messages'
import { formatEuro } from '@shoplocal/shared/rules'
import { PAYMENT_REJECTED_MAIL } from './admin-payments.js'

/**
 * The details a notification keeps about its cause (stored with it, so the wording can change later
 * without losing what happened). Every field is optional: each kind reads the ones it needs.
 */
export interface NotificationDetails {
  shopId?: number | null
  shopName?: string | null
  productName?: string | null
  reason?: string | null
  /** Money as shown, e.g. "€29.00". */
  amount?: string | null
  reference?: string | null
  /** The payment a money kind is about (its receipt is attached to the mail). */
  paymentId?: number | null
  /** The spotlight request an admin is asked to decide. */
  spotlightRequestId?: number | null
  /** Dates as shown, e.g. "1 Dec 2026". */
  date?: string | null
  from?: string | null
  to?: string | null
  days?: number | null
  personName?: string | null
  message?: string | null
  rating?: number | null
  count?: number | null
  planName?: string | null
  /** A contact message: its row (marked mailed once its mail leaves), how to answer, and where replies go. */
  messageId?: number | null
  contact?: string | null
  replyTo?: string | null
  /** The plan renews by itself by card (the yearly listing). */
  byCard?: boolean | null
  /** A rejected shop's invoices held until it is resubmitted, or a removed shop's invoices cancelled. */
  invoiceFate?: 'held' | 'cancelled' | null
  invoiceReferences?: string[] | null
  /** A reservation: how many, when it is ready, and how to get to the shop. */
  quantity?: number | null
  readyBy?: string | null
  address?: string | null
  hours?: string | null
  directionsUrl?: string | null
  /** A statement of reasons the notification is about (its page in the account). */
  statementId?: number | null
  /** What a report or statement names: "the product Handmade mug". */
  itemName?: string | null
  /** A new version of the shop owners' terms (with `date`, the day it takes effect, and `message`, what changes). */
  termsVersion?: string | null
  /** The signed link's token of a statement, for a person without an account (read and appeal it there). */
  statementToken?: string | null
  /** A report or appeal waiting in the console's queue (its admin notice opens it there). */
  reportId?: number | null
  appealId?: number | null
  /** An account mail's one-time code: emptied once the row is sent. */
  code?: string | null
  /** The address or number an account's e-mail or phone was changed to. */
  newContact?: string | null
}

export interface NotificationText {
  title: string
  body: string
}

const shop = (d: NotificationDetails) => d.shopName ?? 'your shop'

/** What a spotlight shows: the product, with its shop ("Aran Wool Scarf of Burren Books"); the shop alone for old notices. */
const spotlit = (d: NotificationDetails) => (d.productName ? `${d.productName} of ${shop(d)}` : shop(d))

const quoted = (text: string | null | undefined) => (text ? `“${text.length > 140 ? `${text.slice(0, 139)}…` : text}”` : '')

/** A reservation's product, quantity and reference: "2 × Sourdough loaf (reference R-7K3F9Q)". */
const reserved = (d: NotificationDetails) => `${d.quantity ?? 1} × ${d.productName ?? 'your product'} (reference ${d.reference ?? ''})`

/** Where and when to collect: the shop's address, its hours and a directions link. */
const visit = (d: NotificationDetails) =>
  [
    d.address ? `Address: ${d.address}` : '',
    d.hours ? `Opening hours:\n${d.hours}` : '',
    d.directionsUrl ? `Get directions: ${d.directionsUrl}` : '',
  ]
    .filter(Boolean)
    .join('\n')
/** Where a person who disagrees can turn. */
const REDRESS =
  'You can appeal for free from your account within six months, turn to a certified out-of-court dispute settlement body, or go to court.'

const because = (d: NotificationDetails) => `Reason: ${d.reason ?? DEFAULT_REJECT_REASON}`

/** Where the statement is read and appealed: the account, or the mail's own link for a person without one. */
const redress = (d: NotificationDetails) =>
  d.statementToken
    ? 'You can read the statement and appeal for free within six months from the link below, turn to a certified out-of-court dispute settlement body, or go to court.'
    : REDRESS

/** What a shop's rejection or removal did to its unpaid invoices, or nothing when it had none. */
const invoiceFate = (d: NotificationDetails) => {
  const references = d.invoiceReferences ?? []
  if (!d.invoiceFate || references.length === 0) return ''
  const invoices = references.length === 1 ? `Your unpaid invoice ${references[0]} is` : `Your unpaid invoices ${references.join(', ')} are`
  return d.invoiceFate === 'held'
    ? ` ${invoices} on hold: nothing is due on it until you edit and resubmit the shop.`
    : ` ${invoices} cancelled: nothing is owed on it.`
}

/** Title and body of each kind, from the details of its cause (in-app, mail subject and mail text). */
export const NOTIFICATION_TEXTS: Record<BellNotificationKind, (d: NotificationDetails) => NotificationText> = {
  shop_approved: (d) => ({ title: 'Shop approved', body: `${shop(d)} is approved and now visible to customers.` }),
  shop_rejected: (d) => ({ title: 'Shop not approved', body: `${shop(d)} was not approved. ${because(d)}${invoiceFate(d)}` }),
  shop_removed: (d) => ({ title: 'Shop removed', body: `${shop(d)} was removed by ShopLocal Ireland. ${because(d)}${invoiceFate(d)}` }),
  shop_suspended: (d) => ({ title: 'Shop suspended', body: `${shop(d)} is suspended and hidden from customers. ${because(d)}` }),
  shop_reactivated: (d) => ({ title: 'Shop reactivated', body: `${shop(d)} is visible to customers again.` }),
  payment_verified: (d) => ({
    title: 'Payment verified',
    body: `Your payment ${d.reference ?? ''} of ${d.amount ?? ''} is verified. Thank you.`.replace(/ {2,}/g, ' '),
  }),
  payment_rejected: (d) => ({
    title: d.reference ? `Payment ${d.reference} not verified` : 'Payment not verified',
    body: `${PAYMENT_REJECTED_MAIL.intro(d.reference ?? 'payment', d.amount ?? '')} ${because(d)}. ${PAYMENT_REJECTED_MAIL.next}`,
  }),
  payment_refunded: (d) => ({
    title: 'Payment refunded',
    body: `${d.amount ?? 'Your payment'} for ${d.reference ?? 'your payment'} was refunded.`,
  }),
  invoice_due_soon: (d) => ({
    title: `${shop(d)}: your ShopLocal plan is due ${d.days === 1 ? 'tomorrow' : `in ${d.days ?? 7} days`}`,
    body: [
      `The ${d.planName ?? 'ShopLocal'} plan of ${shop(d)} is due on ${d.date ?? 'its renewal date'}.`,
      d.byCard
        ? 'Your yearly listing renews automatically by card; make sure your card is still valid.'
        : `Pay from your dashboard by card or bank transfer to keep ${shop(d)} listed.`,
      `After a missed payment your shop has a ${GRACE_PERIOD_DAYS}-day grace period; after that it is suspended until the ${formatEuro(REACTIVATION_FEE)} reactivation fee is paid.`,
    ].join(' '),
  }),
  grace_period_started: (d) => ({
    title: 'Payment overdue: grace period started',
    body: `The plan of ${shop(d)} is unpaid. Pay by ${d.date ?? 'the end of the grace period'} or the shop will be suspended.`,
  }),
  plan_suspended: (d) => ({
    title: 'Shop suspended for non-payment',
    body: `${shop(d)} is hidden from customers until its plan is paid.`,
  }),
  spotlight_approved: (d) => ({
    title: 'Spotlight approved',
    body: `${spotlit(d)} is in the spotlight from ${d.from ?? 'today'} to ${d.to ?? 'the end of its period'}.`,
  }),
  spotlight_rejected: (d) => ({
    title: 'Spotlight not approved',
    body: `The spotlight request for ${spotlit(d)} was not approved. ${because(d)}`,
  }),
  spotlight_force_rejected: (d) => ({
    title: 'Spotlight withdrawn',
    body: `The spotlight of ${spotlit(d)} was withdrawn by ShopLocal Ireland. ${because(d)}`,
  }),
  spotlight_ended: (d) => ({ title: 'Spotlight ended', body: `The spotlight of ${spotlit(d)} has ended.` }),
  review_new: (d) => ({
    title: 'New review',
    body: `${d.personName ?? 'A customer'} reviewed ${d.productName ?? shop(d)}${d.rating ? ` (${d.rating}/5)` : ''}. ${quoted(d.message)}`.trim(),
  }),
  review_reply: (d) => ({ title: 'Reply to your review', body: `${shop(d)} replied to your review. ${quoted(d.message)}`.trim() }),
  contact_message: (d) => ({
    title: `New message for ${shop(d)} from ${d.personName ?? 'a customer'}`,
    body: [
      `${d.personName ?? 'A customer'} sent a message to ${shop(d)} on ShopLocal Ireland:`,
      d.message ? `“${d.message}”` : '',
      d.contact ?? '',
    ]
      .filter(Boolean)
      .join('\n'),
  }),
  chat_unanswered: (d) => ({
    title: `${d.personName ?? 'A customer'} is waiting for a reply from ${shop(d)}`,
    body: `${d.personName ?? 'A customer'} messaged ${shop(d)} over an hour ago and has not had a reply yet. ${quoted(d.message)}`.trim(),
  }),
  chat_reply: (d) => ({ title: `${shop(d)} replied`, body: quoted(d.message) || `${shop(d)} answered your message.` }),
  account_banned: (d) => ({ title: 'Account banned', body: `Your account was banned. ${because(d)}` }),
  account_suspended: (d) => ({ title: 'Account suspended', body: `Your account is suspended. ${because(d)}` }),
  account_unsuspended: () => ({ title: 'Account restored', body: 'Your account is active again.' }),
  security_alert: (d) => ({
    title: 'Security alert',
    body: d.message ?? 'Something changed on your account. If it was not you, reset your password.',
  }),
  trader_details_requested: (d) => ({
    title: 'Trader details needed',
    body: `EU law now asks every seller to say who they are. Please give the trader details of ${shop(d)} (legal name, address, phone, e-mail, register and VAT numbers where you have them, IBAN, an identity document and a self-certification) in your dashboard by ${d.date ?? 'the deadline'}, or ${shop(d)} will be hidden from customers until you do.`,
  }),
  reservation_requested: (d) => ({
    title: `New reservation at ${shop(d)}`,
    body: `${d.personName ?? 'A customer'} reserved ${reserved(d)} for collection on ${d.date ?? 'a day of the next week'}. Please confirm or decline it within 24 hours.`,
  }),
  reservation_cancelled: (d) => ({
    title: `Reservation ${d.reference ?? ''} cancelled`.replace(/ {2,}/g, ' '),
    body: `${d.personName ?? 'The customer'} cancelled ${reserved(d)} for ${d.date ?? 'its pickup day'}${d.reason ? ` (${d.reason})` : ''}. The stock it held is available again.`,
  }),
  reservation_confirmed: (d) => ({
    title: `${shop(d)} confirmed your reservation`,
    body: [
      `${reserved(d)} will be ready by ${d.readyBy ?? 'opening time'} on ${d.date ?? 'your pickup day'}. Pay in the shop when you collect it.`,
      visit(d),
    ]
      .filter(Boolean)
      .join('\n'),
  }),
  reservation_ready: (d) => ({
    title: `Your reservation at ${shop(d)} is ready`,
    body: [`${reserved(d)} is ready to collect on ${d.date ?? 'your pickup day'}.`, visit(d)].filter(Boolean).join('\n'),
  }),
  reservation_declined: (d) => ({
    title: `${shop(d)} declined your reservation`,
    body: [`${shop(d)} cannot keep ${reserved(d)}. ${because(d)}`, visit(d)].filter(Boolean).join('\n'),
  }),
  reservation_expired: (d) => ({
    title: `Your reservation at ${shop(d)} has ended`,
    body: [`${reserved(d)} is no longer held: ${d.reason ?? 'it ran out of time'}.`, visit(d)].filter(Boolean).join('\n'),
  }),
  report_received: (d) => ({
    title: `Report received: ${d.reference ?? ''}`.trim(),
    body: `Thank you. We received your report about ${d.itemName ?? 'an item'} (reference ${d.reference ?? '-'}). We look at every report within ${REPORT_RESPONSE_HOURS} hours and will tell you what we decided and how you can challenge it.`,
  }),
  report_decided: (d) => ({
    title: `Decision on your report ${d.reference ?? ''}`.trim(),
    body: `We decided on your report about ${d.itemName ?? 'an item'}: ${d.message ?? ''} ${because(d)}. ${redress(d)}`.replace(
      / {2,}/g,
      ' ',
    ),
  }),
  statement_issued: (d) => ({
    title: 'Statement of reasons',
    body: `We restricted ${d.itemName ?? 'your content'}: ${d.message ?? ''} ${because(d)}.${invoiceFate(d)} The statement ${d.statementToken ? 'at the link below' : 'in your account'} says why and since when. ${redress(d)}`.replace(
      / {2,}/g,
      ' ',
    ),
  }),
  appeal_decided: (d) => ({
    title: 'Your appeal was decided',
    body: `Your appeal about ${d.itemName ?? 'our decision'} was ${d.message ?? 'decided'}. ${because(d)}. If you still disagree you may turn to a certified out-of-court dispute settlement body or the courts.`,
  }),
  report_misuse_warning: () => ({
    title: 'About your reports',
    body: `Several of your reports were manifestly unfounded. If this goes on, we will stop handling your reports for a while, as our terms say.`,
  }),
  reporting_suspended: (d) => ({
    title: 'Reporting suspended',
    body: `Because your reports were repeatedly manifestly unfounded, we will not handle reports from you until ${d.date ?? ''}. You may appeal by answering this mail.`,
  }),
  terms_changed: (d) => ({
    title: 'Our terms for shop owners are changing',
    body: `Version ${d.termsVersion ?? ''} of our terms applies from ${d.date ?? ''}; until then the current terms apply. What changes: ${d.message ?? ''} If you do not accept the new terms, you can close your shops before that date.`,
  }),
  posting_misuse_warning: () => ({
    title: 'About what you post',
    body: 'Content you posted was found manifestly illegal more than once. If it happens again, we will suspend you from posting for a while, as our terms say.',
  }),
  admin_report_received: (d) => ({
    title: `New report ${d.reference ?? ''}`.trim(),
    body: `A report about ${d.itemName ?? 'an item'} is waiting in the Reports queue.`,
  }),
  admin_appeal_received: (d) => ({
    title: 'New appeal',
    body: `An appeal about ${d.itemName ?? 'a decision'} is waiting in the Appeals queue.`,
  }),
  admin_shop_pending: (d) => ({ title: 'Shop waiting for approval', body: `${shop(d)} is waiting for approval.` }),
  admin_proof_uploaded: (d) => ({
    title: 'Payment proof uploaded',
    body: `${shop(d)} uploaded a proof for ${d.reference ?? 'a payment'}${d.amount ? ` (${d.amount})` : ''}.`,
  }),
  admin_spotlight_requested: (d) => ({
    title: 'Spotlight requested',
    body: `${shop(d)} asked for a spotlight on ${d.productName ?? 'a product'}.`,
  }),
}

/** The name of each kind on the account page's preferences. */
export const NOTIFICATION_LABELS: Record<BellNotificationKind, string> = {
  shop_approved: 'Shop approved',
  shop_rejected: 'Shop not approved',
  shop_removed: 'Shop removed',
  shop_suspended: 'Shop suspended or reactivated',
  shop_reactivated: 'Shop reactivated',
  payment_verified: 'Payment verified',
  payment_rejected: 'Payment not verified',
  payment_refunded: 'Payment refunded',
  invoice_due_soon: 'Plan renewal reminders',
  grace_period_started: 'Payment overdue',
  plan_suspended: 'Suspended for non-payment',
  spotlight_approved: 'Spotlight approved',
  spotlight_rejected: 'Spotlight not approved',
  spotlight_force_rejected: 'Spotlight withdrawn',
  spotlight_ended: 'Spotlight ended',
  review_new: 'New reviews',
  review_reply: 'Replies to my reviews',
  contact_message: 'Contact messages',
  chat_unanswered: 'Chat messages waiting for a reply',
  chat_reply: 'Chat replies from shops',
  account_banned: 'Account banned',
  account_suspended: 'Account suspended',
  account_unsuspended: 'Account restored',
  security_alert: 'Security alerts',
  trader_details_requested: 'Trader details needed',
  reservation_requested: 'New reservations',
  reservation_cancelled: 'Cancelled reservations',
  reservation_confirmed: 'Reservation confirmed',
  reservation_ready: 'Reservation ready to collect',
  reservation_declined: 'Reservation declined',
  reservation_expired: 'Reservation ended',
  report_received: 'Reports I sent',
  report_decided: 'Decisions on my reports',
  statement_issued: 'Statements of reasons',
  appeal_decided: 'Decisions on my appeals',
  report_misuse_warning: 'Warnings about my reports',
  reporting_suspended: 'Reporting suspended',
  terms_changed: 'Changes to the terms for shop owners',
  admin_shop_pending: 'Shops waiting for approval',
  admin_proof_uploaded: 'Payment proofs uploaded',
  admin_spotlight_requested: 'Spotlight requests',
  admin_report_received: 'New reports',
  admin_appeal_received: 'New appeals',
  posting_misuse_warning: 'Warnings about what I post',
}

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  unknownKind: 'Please choose a known kind of notification.',
  preferencesRequired: 'Please send the preferences as a list of {kind, mail}.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: (label: string) => `You will no longer get mails for: ${label}. You can switch them back on on your account page.`,
  mailGreeting: (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  mailOpen: (url: string) => `Open: ${url}`,
  mailOpenInConsole: (url: string) => `Open in the admin console: ${url}`,
  mailShop: (shopName: string) => `Shop: ${shopName}`,
  mailUnsubscribe: (url: string) => `Stop these mails: ${url}`,
  mailPreferences: 'Choose which mails you get on your account page.',
  mailSignOff: 'ShopLocal Ireland',
  smsText: (title: string, body: string) => `ShopLocal Ireland: ${title}. ${body}`,
} as const

/** What a security alert says (its mail is the sign-in or account mail sent with it). */
export const NOTIFICATION_SECURITY = {
  passwordChanged: 'Your password was changed and your other sign-ins were ended. If it was not you, reset your password now.',
  failedSignIns:
    'Someone tried to sign in to your account several times with a wrong password or code. If it was not you, change your password.',
} as const
