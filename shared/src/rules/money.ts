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

/** Prices everywhere: whole euro, en-IE, e.g. '€1,609'. */
export const formatEuro = (amount: number | string): string => wholeEuro.format(toAmount(amount))

/** Spotlight revenue and other accounting figures: two decimals, e.g. '€268.00'. */
export const formatEuro2 = (amount: number | string): string => euroWithCents.format(toAmount(amount))

/** Rounds to cents, for sums of DECIMAL(12,2) values that picked up binary noise. */
export const roundToCents = (amount: number): number => Math.round(amount * 100) / 100
