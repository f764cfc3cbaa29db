import { RECONCILIATION_MAX_LINES } from '../constants/admin-payments.ts'
import { formatEuro2 } from '../rules/money.ts'
import type { ReconciliationOutcome, ReconciliationRule } from '../types/admin-payments.ts'
import type { TransactionPaymentStatus } from '../types/enumerations.ts'
import { ADMIN_LABELS, ADMIN_SUCCESS } from './admin.ts'
import { COMMON_LABELS } from './common.ts'
import { TRANSACTION_STATUS_LABELS } from './payments.ts'

/** What the admin payment calls answer with (API messages). */
export const ADMIN_PAYMENT_MESSAGES = {
  paymentMarked: 'Payment marked as paid. The plan is active.',
  shopSuspended: 'Shop suspended for non-payment.',
  alreadyActive: "This shop owner's subscription is already active.",
  alreadySuspended: "This shop owner's shops are already suspended.",
  noShops: 'This shop owner has no approved shop to mark paid or suspend.',
  trialOnly: 'This shop owner is on the free trial: there is no paid plan to mark paid.',
  paymentNotFound: 'Payment not found',
  paymentVerified: 'Payment verified. What it paid for is active.',
  paymentRejected: 'Payment rejected. The owner has been emailed the reason.',
  paymentRefunded: 'Payment marked as refunded.',
  notBankTransfer: 'Only bank transfers are verified here; card payments are confirmed by Stripe.',
  refundOnlyVerified: 'Only a verified payment can be refunded.',
  cardRefund: 'Card payments are refunded in Stripe, not here.',
  reasonRequired: 'Please give a reason.',
  proofNotFound: 'This payment has no proof of payment.',
  notYourPayment: 'You can only view the proof of your own payments.',
  statementEmpty: 'The statement has no lines.',
  statementTooLong: `Import at most ${RECONCILIATION_MAX_LINES} lines at a time.`,
  chosenNotCandidate: 'The chosen payment is not one of this line\u2019s candidates.',
  confirmMoneyArrived: 'This payment has no proof: confirm that the money arrived in the account.',
  moneyArrivedNoteRequired: 'Write a note saying how you know the money arrived.',
  mismatchNoteRequired: "This line's amount differs from the invoice: confirm with a note saying why.",
  paymentRejectedNotMailed: 'Payment rejected. The owner could not be emailed; they see the reason on their payment page.',
} as const

/** Why a payment cannot be verified or rejected: it was decided already (by another admin, or a card event). */
export const alreadyDecidedMessage = (status: TransactionPaymentStatus): string =>
  `This payment is already ${TRANSACTION_STATUS_LABELS[status].toLowerCase()}.`

/** The payments tab. */
export const PAYMENTS_TAB_LABELS = {
  activeSubscriptions: 'Active Subscriptions',
  expiringSoon: 'Expiring Soon',
  suspended: COMMON_LABELS.suspended,
  monthlyRevenue: 'Monthly Revenue',
  statusFilter: 'Status',
  all: 'All',
  active: COMMON_LABELS.active,
  expiring: 'Expiring',
  search: 'Search shop or owner',
  showBankDetails: ADMIN_LABELS.showBankDetails,
  hideBankDetails: ADMIN_LABELS.hideBankDetails,
  bankDetails: 'Bank transfer details',
  accountName: 'Account name',
  bankName: 'Bank',
  iban: 'IBAN',
  bic: 'BIC',
  shopName: 'Shop Name',
  plan: 'Plan',
  products: 'Products',
  status: 'Status',
  lastPayment: 'Last Payment',
  nextDue: 'Next Due',
  freeTrial: 'Free Trial',
  overdue: 'Overdue',
  dueSoon: 'Due within 7 days',
  markPaid: ADMIN_LABELS.markPaid,
  suspend: ADMIN_LABELS.suspend,
  noPayments: 'No shops match',
  markPaidConfirm: "Mark this shop owner's current plan as paid? It starts a new paid period today.",
  suspendConfirm: "Suspend this shop owner's shops for non-payment? They leave the public site until paid.",
} as const

/** Success toasts of the payments and verification tabs. */
export const PAYMENT_ADMIN_SUCCESS = {
  paymentMarked: ADMIN_SUCCESS.paymentMarked,
  shopSuspended: ADMIN_SUCCESS.shopSuspended,
  paymentVerified: 'Payment Verified',
  paymentRejected: 'Payment Rejected',
  paymentRefunded: 'Payment Refunded',
  reconciled: 'Statement Reconciled',
} as const

/** Failure fallbacks, shown when the server sent no message. */
export const PAYMENT_ADMIN_ERRORS = {
  markPaid: 'Failed to mark payment as paid',
  suspendShop: 'Failed to suspend shop',
  verify: 'Failed to verify payment',
  reject: 'Failed to reject payment',
  refund: 'Failed to refund payment',
  proof: 'Could not load the proof of payment',
  reconcile: 'Failed to reconcile the statement',
  readStatement: 'Could not read this file as a CSV bank statement',
} as const

/** The verification tab: the queue, the preview pane and the statement import. */
export const VERIFICATION_LABELS = {
  queue: 'Payments to verify',
  keyboardHint: 'j / k or the arrow keys move through the list',
  filter: 'Show',
  empty: 'No payments waiting for verification',
  reference: 'Reference',
  amount: 'Amount',
  owner: 'Owner',
  shop: 'Shop',
  plan: 'Plan',
  method: 'Method',
  submitted: 'Proof uploaded',
  created: 'Invoice created',
  lineItems: 'Invoice lines',
  notes: 'Notes (optional)',
  reason: 'Reason',
  verify: 'Verify',
  reject: 'Reject',
  refund: 'Refund',
  noProof: 'No proof uploaded yet',
  proofLoading: 'Loading proof…',
  proofTitle: 'Proof of payment',
  openProof: 'Proof of payment (PDF)',
  selectPayment: 'Select a payment to see its proof',
  rejectTitle: 'Reject payment',
  rejectMessage: 'The owner is emailed this reason and can upload a new proof.',
  refundTitle: 'Refund payment',
  refundMessage: 'Record that this payment was returned to the owner.',
  verifyTitle: 'Verify payment',
  verifyMessage: 'Confirm the money has arrived. What it pays for becomes active at once.',
  rejectionReason: 'Rejection reason',
} as const

export const RECONCILIATION_LABELS = {
  heading: 'Reconcile a bank statement',
  intro: 'Import your bank\u2019s CSV export; credits are matched to open payments by reference and amount.',
  chooseFile: 'Choose CSV file',
  layout: 'Bank layout',
  layoutDetected: 'Detected layout',
  customLayout: 'Other (map columns)',
  dateColumn: 'Date column',
  amountColumn: 'Amount (credit) column',
  descriptionColumn: 'Description column',
  referenceColumn: 'Reference column',
  none: '(none)',
  preview: 'Match payments',
  confirm: 'Verify matched payments',
  matched: 'Matched',
  ambiguous: 'Needs a decision',
  unmatched: 'Unmatched',
  imported: 'Already imported',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  outcome: 'Result',
  payment: 'Payment',
  choose: 'Choose a payment',
  noCredits: 'This statement has no credits to match.',
} as const

export const RECONCILIATION_OUTCOME_LABELS: Readonly<Record<ReconciliationOutcome, string>> = {
  matched: RECONCILIATION_LABELS.matched,
  ambiguous: RECONCILIATION_LABELS.ambiguous,
  unmatched: RECONCILIATION_LABELS.unmatched,
  imported: RECONCILIATION_LABELS.imported,
}

export const RECONCILIATION_RULE_LABELS: Readonly<Record<ReconciliationRule, string>> = {
  exact_reference: 'Reference and amount',
  normalized_reference: 'Reference (as the bank wrote it) and amount',
  amount_and_date: 'Amount and date only',
}

/** Why a statement line was not matched, as the API explains it. */
export const RECONCILIATION_NOTES = {
  notCredit: 'Not a credit.',
  noCandidate: 'No open payment has this reference or amount.',
  amountDiffers: (expected: number) => `The reference matches, but the payment is for ${formatEuro2(expected)}.`,
  severalReferences: 'The line names more than one open payment.',
  suggestions: 'No reference: payments of this amount from the weeks before.',
  claimedEarlier: 'An earlier line of this statement already pays this payment.',
  decided: 'The payment this reference names is no longer open.',
} as const

/** How the statement summary reads, e.g. "3 matched, 1 needs a decision, 2 unmatched". */
export const reconciliationSummary = (counts: Record<ReconciliationOutcome, number>): string =>
  `${counts.matched} matched, ${counts.ambiguous} ${counts.ambiguous === 1 ? 'needs' : 'need'} a decision, ${counts.unmatched} unmatched, ${counts.imported} already imported`

export const reconciledMessage = (verified: number): string => (verified === 1 ? '1 payment verified.' : `${verified} payments verified.`)

/** The mail to an owner whose proof was rejected. */
export const PAYMENT_REJECTED_MAIL = {
  subject: (reference: string) => `Your payment ${reference} could not be verified`,
  intro: (reference: string, amount: string) => `We could not verify your bank transfer ${reference} of ${amount}.`,
  reason: (reason: string) => `Reason: ${reason}`,
  next: 'Please check the transfer and upload a new proof of payment from your dashboard, or reply to this email.',
  signOff: 'ShopLocal Ireland',
} as const
