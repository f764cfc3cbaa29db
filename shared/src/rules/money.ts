import { OPEN_PAYMENT_STATUSES } from '../constants/enumerations.ts'
import { CURRENCY, LOCALE } from '../constants/locale.ts'

const wholeEuro = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

const euroWithCents = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Database drivers hand DECIMAL columns over as strings; both forms are accepted. */
const toAmount = (amount: number | string): number => {
  const value = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(value)) throw new RangeError(`Not a money amount: ${String(amount)}`)
  return value
}

/** Whole cents of a euro amount: the one conversion for comparing amounts and talking to Stripe. */
export const toCents = (amount: number | string): number => Math.round(toAmount(amount) * 100)

/** Euro from whole cents (Stripe amounts, sums kept in cents). */
export const fromCents = (cents: number): number => cents / 100

/** Rounds to cents, for sums of DECIMAL(12,2) values that picked up binary noise. */
export const roundToCents = (amount: number | string): number => fromCents(toCents(amount))

/**
 * Prices everywhere a price is shown: a whole amount without decimals ('€45', '€1,609'), any other amount
 * with two ('€6.50'). A price is never shown rounded: EU price-indication rules require the real price.
 */
export const formatEuro = (amount: number | string): string => {
  const cents = toCents(amount)
  return cents % 100 === 0 ? wholeEuro.format(fromCents(cents)) : euroWithCents.format(fromCents(cents))
}

/** Invoices, receipts and revenue: always two decimals, e.g. '€268.00'. */
export const formatEuro2 = (amount: number | string): string => euroWithCents.format(fromCents(toCents(amount)))

/** Whether an invoice is still open (waiting for money or for its check). */
export const isOpenPaymentStatus = (status: string): status is (typeof OPEN_PAYMENT_STATUSES)[number] =>
  (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status)
