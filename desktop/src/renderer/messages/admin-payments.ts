import { COMMON_LABELS } from '@shoplocal/shared/messages'
import type { PaymentShopStatus, ReconciliationOutcome, ReconciliationRule } from '@shoplocal/shared/types'
import { ADMIN_LABELS, ADMIN_SUCCESS } from './admin'

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
  refundMessage: (amount: string) => `Record that ${amount} of this payment was returned to the owner.`,
  verifyTitle: 'Verify payment',
  verifyMessage: (amount: string) => `Confirm that ${amount} has arrived. What it pays for becomes active at once.`,
  /** Said in the confirmation when the shop is rejected or removed; the reason is then required. */
  closedShopWarning: (status: string) => `This shop is ${status.toLowerCase()} and cannot go live: say why you verify its payment.`,
  shopStatus: 'Shop status',
  rejectionReason: 'Rejection reason',
} as const

/** The status of a payment's shop, shown beside the payment in the queue, its detail and the reconciliation. */
export const PAYMENT_SHOP_STATUS_LABELS: Readonly<Record<PaymentShopStatus, string>> = {
  pending: COMMON_LABELS.pending,
  approved: COMMON_LABELS.approved,
  rejected: COMMON_LABELS.rejected,
  removed: 'Removed',
}

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

/** How the statement summary reads, e.g. "3 matched, 1 needs a decision, 2 unmatched". */
export const reconciliationSummary = (counts: Record<ReconciliationOutcome, number>): string =>
  `${counts.matched} matched, ${counts.ambiguous} ${counts.ambiguous === 1 ? 'needs' : 'need'} a decision, ${counts.unmatched} unmatched, ${counts.imported} already imported`

export const reconciledMessage = (verified: number): string => (verified === 1 ? '1 payment verified.' : `${verified} payments verified.`)
