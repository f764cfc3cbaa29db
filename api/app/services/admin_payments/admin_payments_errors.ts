import { ADMIN_PAYMENT_MESSAGES } from '@shoplocal/shared/messages'
import { ADMIN_SERVER_MESSAGES, alreadyDecidedMessage } from '#messages/index'
import type { TransactionPaymentStatus } from '@shoplocal/shared/types'
import { errors } from '@vinejs/vine'
import { fail } from '#exceptions/api_error'

/** A 422 with field messages, like the validators' own. */
const fieldErrors = (fields: { field: string; message: string }[]) =>
  new errors.E_VALIDATION_ERROR(fields.map((entry) => ({ ...entry, rule: 'required' })))

/* The payment moderation failures the console shows, each with its status; rendered by the exception handler. */
export const adminPaymentsErrors = {
  notShopOwner: () => fail(ADMIN_SERVER_MESSAGES.notShopOwner, 404),
  noShops: () => fail(ADMIN_PAYMENT_MESSAGES.noShops, 409),
  trialOnly: () => fail(ADMIN_PAYMENT_MESSAGES.trialOnly, 409),
  alreadyActive: () => fail(ADMIN_PAYMENT_MESSAGES.alreadyActive, 409),
  alreadySuspended: () => fail(ADMIN_PAYMENT_MESSAGES.alreadySuspended, 409),
  paymentNotFound: () => fail(ADMIN_PAYMENT_MESSAGES.paymentNotFound, 404),
  alreadyDecided: (status: TransactionPaymentStatus) => fail(alreadyDecidedMessage(status), 409),
  notBankTransfer: () => fail(ADMIN_PAYMENT_MESSAGES.notBankTransfer, 409),
  refundOnlyVerified: () => fail(ADMIN_PAYMENT_MESSAGES.refundOnlyVerified, 409),
  cardRefund: () => fail(ADMIN_PAYMENT_MESSAGES.cardRefund, 409),
  proofNotFound: () => fail(ADMIN_PAYMENT_MESSAGES.proofNotFound, 404),
  chosenNotCandidate: () => fail(ADMIN_PAYMENT_MESSAGES.chosenNotCandidate, 422),
  /** Verifying a payment without a proof: the admin confirms the money arrived and says how they know. */
  withoutProof: (missing: { moneyArrived: boolean; notes: boolean }) =>
    fieldErrors([
      ...(missing.moneyArrived ? [{ field: 'moneyArrived', message: ADMIN_PAYMENT_MESSAGES.confirmMoneyArrived }] : []),
      ...(missing.notes ? [{ field: 'notes', message: ADMIN_PAYMENT_MESSAGES.moneyArrivedNoteRequired }] : []),
    ]),
  /** Verifying a payment of a shop that cannot go live: the admin says why. */
  closedShopReason: () => fieldErrors([{ field: 'reason', message: ADMIN_PAYMENT_MESSAGES.closedShopReasonRequired }]),
  mismatchNotes: (indexes: number[]) =>
    fieldErrors(indexes.map((index) => ({ field: `lines.${index}.mismatchNote`, message: ADMIN_PAYMENT_MESSAGES.mismatchNoteRequired }))),
}
