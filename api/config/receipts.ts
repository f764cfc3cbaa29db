import env from '#start/env'

/*
 * The seller every receipt and credit note names, and the VAT rate its total includes. Demo values (a
 * made-up address and VAT number) unless the settings name the real ones, so a fresh clone issues complete
 * receipts. An issued document keeps the values it was issued with.
 */
export const receiptSeller = {
  name: env.get('RECEIPT_SELLER_NAME') ?? 'ShopLocal Ireland Ltd',
  address: env.get('RECEIPT_SELLER_ADDRESS') ?? 'Unit 4, Enterprise Centre, Main Street, Ennis, Co. Clare, V95 X2Y3',
  vatNumber: env.get('RECEIPT_SELLER_VAT_NUMBER') ?? 'IE3456789AH',
}

/** Percent; Ireland's standard rate unless set. */
export const receiptVatRate: number = env.get('RECEIPT_VAT_RATE') ?? 23
