import { RECEIPT_MESSAGES } from '@shoplocal/shared/messages'
import { fail } from '#exceptions/api_error'
import type { ReceiptKind } from '#models/payment_receipt'

/* Receipt downloads: a payment without the document, or someone else's payment, is not found. */
export const receiptsErrors = {
  notFound: (kind: ReceiptKind) => fail(kind === 'receipt' ? RECEIPT_MESSAGES.receiptNotFound : RECEIPT_MESSAGES.creditNoteNotFound, 404),
}
