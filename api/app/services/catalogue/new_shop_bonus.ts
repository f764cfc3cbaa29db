/*
 * The New Shop Bonus: for NEW_SHOP_BONUS.days (60) after admin staff approve a
 * shop, the shop and its products rank NEW_SHOP_BONUS.visibilityPercent (20%)
 * higher in the public lists. Two ranking values carry it (docs/search.md):
 *
 *   text score (a typed search)   score × (1 + 20/100)
 *   rating (every list's order)   rating + 20/100 × RATING_MAX   (+1 star on the 0–5 scale)
 *
 * The rating part is added rather than multiplied because a new shop usually
 * has no reviews yet: 0 × 1.2 would leave exactly the shops the bonus is for
 * where they were. The number of typed words found in the name still comes
 * first, so the bonus reorders results of equal match quality only.
 * One place for the formula, used by the search engine.
 */
import { NEW_SHOP_BONUS, RATING_MAX } from '@shoplocal/shared/constants'

const DAY_MS = 24 * 60 * 60 * 1000
const SCORE_LIFT = NEW_SHOP_BONUS.visibilityPercent / 100
const SCORE_FACTOR = 1 + SCORE_LIFT
const RATING_LIFT = (NEW_SHOP_BONUS.visibilityPercent / 100) * RATING_MAX

/** When the bonus of a shop approved at this time (epoch ms) ends; null when never approved. */
export function bonusEndsAt(approvedAt: number | null | undefined): number | null {
  return approvedAt === null || approvedAt === undefined ? null : approvedAt + NEW_SHOP_BONUS.days * DAY_MS
}

/** Whether a shop with this bonus end (epoch ms) has the bonus at `now`. */
export function hasBonus(endsAt: number | null, now: number): boolean {
  return endsAt !== null && now < endsAt
}

export const boostedScore = (score: number, bonus: boolean): number => (bonus ? score * SCORE_FACTOR : score)
export const boostedRating = (rating: number, bonus: boolean): number => (bonus ? rating + RATING_LIFT : rating)
