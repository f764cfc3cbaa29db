/*
 * The parameters that order shops and products in every public list and search. The search engine reads them
 * and the "How we rank" page states them, so what the page says cannot drift from what the engine does.
 */
import { NEW_SHOP_BONUS } from './payments.ts'
import { PRIORITY_BADGE_THRESHOLD, SPOTLIGHT_PRIORITY } from './spotlight.ts'

export const RANKING = {
  /** A typed word found in a name counts this many times more than one found in a description or a town. */
  nameBoost: 3,
  /** A typed word of at least this many letters also finds longer words that start with it ("bak" → "bakery"). */
  prefixFromLetters: 2,
  /** A typed word of at least this many letters is still found with one letter wrong, missing or extra. */
  typoFromLetters: 5,
  /** The New Shop Bonus: newly approved shops rank higher for a while, the same for everyone. */
  newShop: NEW_SHOP_BONUS,
  /** Spotlight priority orders only the home page's Spotlight section, never a search or a list. */
  spotlightPriority: SPOTLIGHT_PRIORITY,
  spotlightPriorityBadgeAbove: PRIORITY_BADGE_THRESHOLD,
} as const
