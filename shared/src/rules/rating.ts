import { RATING_DECIMALS } from '../constants/catalogue.ts'

/** One decimal, e.g. '4.0'; null when there is no usable rating, so the screen can hide the slot. */
export const formatRating = (rating: number | string | null | undefined): string | null => {
  if (rating === null || rating === undefined || rating === '') return null
  const value = Number(rating)
  return Number.isFinite(value) ? value.toFixed(RATING_DECIMALS) : null
}

/** Review comments are optional: trimmed, and null when nothing is left. */
export const normalizeComment = (comment: string | null | undefined): string | null => comment?.trim() || null
