import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { RECEIPT_MESSAGES } from '@shoplocal/shared/messages'
import type { ReceiptKind } from '#models/payment_receipt'
import type PaymentTransaction from '#models/payment_transaction'
import type User from '#models/user'

/**
 * A payment's receipt and credit note are downloaded on the payer's route by the payer alone (admins have the
 * console's route). Anyone else is told it does not exist rather than that it is someone else's. The
 * transaction's shop must be loaded for rows without a payer.
 */
export default class ReceiptPolicy extends BasePolicy {
  download(user: User, transaction: PaymentTransaction, kind: ReceiptKind): AuthorizerResponse {
    const payerId = transaction.userId ?? transaction.shop?.ownerId ?? null
    if (!user.banned && payerId === user.id) return true
    return AuthorizationResponse.deny(kind === 'receipt' ? RECEIPT_MESSAGES.receiptNotFound : RECEIPT_MESSAGES.creditNoteNotFound, 404)
  }
}
