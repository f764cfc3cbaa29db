import { REVIEW_MESSAGES } from '../../messages/index.ts'
import type { PendingRating } from '@shoplocal/shared/types'
import { apiPost } from '../../lib/api/browser.ts'

/**
 * A rating typed before signing in waits in session storage and is posted as
 * {rating, comment} right after sign-in or registration. If the post fails the rating stays
 * saved, so the next sign-in tries again.
 */
export const PENDING_RATING_KEY = 'shoplocal.pendingRating'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

function isPendingRating(value: unknown): value is PendingRating {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.shopId === 'number' &&
    typeof record.shopName === 'string' &&
    typeof record.rating === 'number' &&
    (record.comment === null || typeof record.comment === 'string')
  )
}

export function readPendingRating(storage: Storage): PendingRating | null {
  const raw = storage.getItem(PENDING_RATING_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return isPendingRating(parsed) ? parsed : null
  } catch {
    return null
  }
}

/** The pending rating of this shop, taken out of storage: a guest finishes it in the rating dialog (its code step). */
export function takePendingRating(storage: Storage, shopId: number): PendingRating | null {
  const pending = readPendingRating(storage)
  if (pending?.shopId !== shopId) return null
  storage.removeItem(PENDING_RATING_KEY)
  return pending
}

export const savePendingRating = (storage: Storage, rating: PendingRating): void =>
  storage.setItem(PENDING_RATING_KEY, JSON.stringify(rating))

type PendingRatingResult = { status: 'none' } | { status: 'posted'; shopId: number } | { status: 'failed'; message: string }

export async function postPendingRating(
  storage: Storage,
  post: (path: string, body: unknown) => Promise<unknown> = apiPost,
): Promise<PendingRatingResult> {
  const pending = readPendingRating(storage)
  if (!pending) return { status: 'none' }
  try {
    await post(`/api/shops/${pending.shopId}/reviews`, { rating: pending.rating, comment: pending.comment })
    storage.removeItem(PENDING_RATING_KEY)
    return { status: 'posted', shopId: pending.shopId }
  } catch {
    return { status: 'failed', message: REVIEW_MESSAGES.pendingRatingFailed }
  }
}
