/* Receipts and credit notes: the API's answers about them and the words printed on the PDF. */

export const RECEIPT_MESSAGES = {
  receiptNotFound: 'This payment has no receipt.',
  creditNoteNotFound: 'This payment has no credit note.',
  downloadReceipt: 'Download receipt',
  downloadCreditNote: 'Download credit note',
} as const
