import type { FavoriteCount, FavoriteItem, FavoriteState } from '@shoplocal/shared/types'

/**
 * What the shop page shows for favourites: which products the visitor saved and how many people saved
 * each. It only ever changes to what the server answered, so a count moves by one only after the
 * server said yes, and never below what the server counts.
 */
export interface FavouritesView {
  saved: ReadonlySet<number>
  counts: ReadonlyMap<number, number>
}

export const EMPTY_VIEW: FavouritesView = { saved: new Set(), counts: new Map() }

export function viewFromServer(items: FavoriteItem[], counts: FavoriteCount[]): FavouritesView {
  return {
    saved: new Set(items.map((item) => item.id)),
    counts: new Map(counts.map((entry) => [entry.productId, Math.max(0, entry.count)])),
  }
}

export function applyAnswer(view: FavouritesView, answer: FavoriteState): FavouritesView {
  const saved = new Set(view.saved)
  if (answer.isFavorite) saved.add(answer.productId)
  else saved.delete(answer.productId)
  const counts = new Map(view.counts)
  counts.set(answer.productId, Math.max(0, answer.count))
  return { saved, counts }
}

/** The call that flips one favourite: add when not saved, remove when saved. */
export function toggleRequest(view: FavouritesView, shopId: number, productId: number) {
  return view.saved.has(productId)
    ? { method: 'DELETE' as const, path: `/api/customer/favorites/${shopId}?productId=${productId}` }
    : { method: 'POST' as const, path: '/api/customer/favorites', body: { shopId, productId } }
}
