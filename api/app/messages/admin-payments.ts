import { TRANSACTION_STATUS_LABELS } from '@shoplocal/shared/messages'
import { formatEuro2 } from '@shoplocal/shared/rules'
import type { TransactionPaymentStatus } from '@shoplocal/shared/types'

/** Why a payment cannot be verified or rejected: it was decided already (by another admin, or a card event). */
export const alreadyDecidedMessage = (status: TransactionPaymentStatus): string =>
  `This payment is already ${TRANSACTION_STATUS_LABELS[status].toLowerCase()}.`

/** Why a statement line was not matched, as the API explains it. */
export const RECONCILIATION_NOTES = {
  notCredit: 'Not a credit.',
  noCandidate: 'No open payment has this reference or amount.',
  amountDiffers: (expected: number) => `The reference matches, but the payment is for ${formatEuro2(expected)}.`,
  severalReferences: 'The line names more than one open payment.',
  suggestions: 'No reference: payments of this amount from the weeks before.',
  claimedEarlier: 'An earlier line of this statement already pays this payment.',
  decided: 'The payment this reference names is no longer open.',
  closedShop: 'This payment is for a rejected or removed shop: verify it in the queue, with your reason.',
} as const

/** The mail to an owner whose proof was rejected. */
export const PAYMENT_REJECTED_MAIL = {
  subject: (reference: string) => `Your payment ${reference} could not be verified`,
  intro: (reference: string, amount: string) => `We could not verify your bank transfer ${reference} of ${amount}.`,
  reason: (reason: string) => `Reason: ${reason}`,
  next: 'Please check the transfer and upload a new proof of payment from your dashboard, or reply to this email.',
  signOff: 'ShopLocal Ireland',
} as const
