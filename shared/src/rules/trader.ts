import { TRADER_CHECK_ITEMS, type TraderCheckItem, type TraderRegister } from '../constants/trader.ts'

const compact = (value: string): string => value.replace(/\s+/g, '').toUpperCase()

/** An IBAN as stored and shown: upper case, no spaces. */
export const normalizeIban = compact

/** ISO 13616: two letters, two check digits, up to 30 letters and digits, whose mod-97 remainder is 1. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55)
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder === 1
}

/** A CRO company number or an RBN business-name number: digits only (leading zeros dropped by the CRO search). */
export const normalizeRegisterNumber = (value: string): string => compact(value)

export const isValidRegisterNumber = (_register: TraderRegister, value: string): boolean => /^\d{1,7}$/.test(normalizeRegisterNumber(value))

/** A VAT number as stored: upper case, no spaces, the IE prefix added to a bare Irish number. */
export function normalizeVatNumber(value: string): string {
  const vat = compact(value)
  return /^\d/.test(vat) ? `IE${vat}` : vat
}

/** Irish numbers (1234567FA, or the old 1A23456B form); another EU country's by its general shape. */
export function isValidVatNumber(value: string): boolean {
  const vat = normalizeVatNumber(value)
  if (vat.startsWith('IE')) return /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/.test(vat)
  return /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z+*]{2,12}$/.test(vat)
}

/** What of a trader's details decides which checklist items apply. */
export interface TraderCheckBasis {
  register: TraderRegister | null
  vatNumber: string | null
  hasIdentityDocument: boolean
}

/** The items the admin must tick: the register and VAT only when the owner named one. */
export function traderItemsDue(trader: TraderCheckBasis): TraderCheckItem[] {
  return TRADER_CHECK_ITEMS.filter((item) => {
    if (item === 'register') return trader.register !== null
    if (item === 'vatNumber') return trader.vatNumber !== null
    return true
  })
}
