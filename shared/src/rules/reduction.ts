import type { Euro } from '../types/common.ts'

interface ShownReduction {
  priorPrice: number
  /** Whole percent off the prior price, rounded down so a reduction is never overstated. */
  percentOff: number
}

/**
 * The reduction a page may announce: the prior price (the API's `priorPrice`, the lowest of the 30 days before the
 * reduction began) struck through, and the percentage off it. Null when the product is not reduced.
 */
export function shownReduction(price: Euro, priorPrice: Euro | null | undefined): ShownReduction | null {
  if (priorPrice === null || priorPrice === undefined) return null
  const prior = Number(priorPrice)
  const now = Number(price)
  if (!(prior > now)) return null
  // In whole cents, so €12 against €15 is 20 % and not 19.999… % rounded down.
  const priorCents = Math.round(prior * 100)
  const cut = priorCents - Math.round(now * 100)
  return { priorPrice: prior, percentOff: Math.floor((cut * 100) / priorCents) }
}
