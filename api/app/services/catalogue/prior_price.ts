/*
 * When a product may be shown as reduced, and against what. Irish and EU price-indication law (the Price Indication
 * Directive, Art. 6a) allows a "was" price only as the prior price: the lowest price applied in the 30 days before
 * the reduction began. A price set earlier but still in force inside those 30 days counts, and successive cuts of
 * one campaign keep the prior price of its first cut.
 */

export const PRIOR_PRICE_DAYS = 30
const DAY_MS = 86_400_000

export interface PricePoint {
  price: number
  startsAt: Date
}

interface Reduction {
  priorPrice: number | null
  reducedSince: Date | null
}

export const NOT_REDUCED: Reduction = { priorPrice: null, reducedSince: null }

/** The lowest price in force at any moment of the 30 days before `at`; `history` is oldest first, all before `at`. */
export function lowestPriceBefore(history: readonly PricePoint[], at: Date): number | null {
  const from = at.getTime() - PRIOR_PRICE_DAYS * DAY_MS
  let lowest: number | null = null
  history.forEach((point, index) => {
    const next = history[index + 1]
    // In force from its start until the next price began (or until `at`).
    const endsAt = next ? next.startsAt.getTime() : at.getTime()
    if (endsAt > from && point.startsAt.getTime() < at.getTime()) lowest = lowest === null ? point.price : Math.min(lowest, point.price)
  })
  return lowest
}

/**
 * What the product shows after its price becomes `price` at `at`: still the same campaign while the price stays
 * below its prior price; a new reduction only when the price falls below the lowest of the 30 days before; else
 * no reduction at all.
 */
export function reductionAfter(history: readonly PricePoint[], current: Reduction, price: number, at: Date): Reduction {
  if (current.priorPrice !== null && price < current.priorPrice) return current
  const inForce = history.at(-1)?.price
  if (inForce === undefined || price >= inForce) return NOT_REDUCED
  const prior = lowestPriceBefore(history, at)
  return prior !== null && price < prior ? { priorPrice: prior, reducedSince: at } : NOT_REDUCED
}
