import { PAYMENT_PROOF_MAX_BYTES } from './payments.ts'

/*
 * The trader behind a shop (Digital Services Act Art. 30): what the owner gives before the shop is approved,
 * and the checklist the admin ticks.
 */

/** The Irish registers a trader may be on: the Companies Registration Office's company numbers, or its business names (RBN). */
export const TRADER_REGISTERS = ['cro', 'rbn'] as const
export type TraderRegister = (typeof TRADER_REGISTERS)[number]

/** Each item the admin checks; the register and VAT items apply only when the owner named one. */
export const TRADER_CHECK_ITEMS = [
  'legalName',
  'address',
  'phone',
  'email',
  'register',
  'vatNumber',
  'iban',
  'identityDocument',
  'selfCertification',
] as const
export type TraderCheckItem = (typeof TRADER_CHECK_ITEMS)[number]

/** An identity document is a picture or a PDF, no larger than a proof of payment. */
export const TRADER_IDENTITY_MAX_BYTES = PAYMENT_PROOF_MAX_BYTES

export const TRADER_FIELD_LENGTHS = {
  legalName: 160,
  address: 300,
  email: 255,
  phone: 30,
  registerNumber: 10,
  vatNumber: 14,
  iban: 34,
} as const
