import { RECONCILIATION_MAX_LINES } from '../constants/admin-payments.ts'

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
  closedShopReasonRequired: 'This shop was rejected or removed and cannot go live: give a reason for verifying its payment.',
  paymentRejectedNotMailed: 'Payment rejected. The owner could not be emailed; they see the reason on their payment page.',
} as const
