import type { PaymentMethod } from '@shoplocal/shared/types'

export const RECEIPT_PDF_LABELS = {
  receiptTitle: 'Receipt',
  creditNoteTitle: 'Credit note',
  number: 'Number',
  date: 'Date',
  refersTo: 'Refers to receipt',
  seller: 'From',
  buyer: 'To',
  vatNumber: 'VAT number',
  shop: 'Shop',
  description: 'Description',
  amount: 'Amount',
  net: 'Total excluding VAT',
  vat: (rate: string) => `VAT at ${rate}% (included)`,
  total: 'Total paid',
  credited: 'Total credited',
  method: 'Payment method',
  reference: 'Reference',
  reason: 'Reason',
  paid: 'Paid in full. Thank you.',
  creditNoteFooter: 'This amount has been refunded to you.',
} as const

export const RECEIPT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
}
