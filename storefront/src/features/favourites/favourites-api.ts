import type { FavoriteCount, FavoriteItem, FavoriteState, ShopFollowState } from '@shoplocal/shared/types'
import { browserApi } from '../../lib/api/browser.ts'
import { unwrap } from '../../lib/api/result.ts'
import type { toggleRequest } from './favourite-state.ts'

/*
 * Favourites and follows. The reads and the hearts' toggle answer an ApiResult, which the islands read (a refusal
 * may open the sign-in gate); the follow and the removal are one-shot actions and throw the ApiError the submit hook shows.
 */

export const fetchMyFavourites = () => browserApi.get<FavoriteItem[]>('/api/customer/favorites')
export const fetchFavouriteCounts = (shopId: number) => browserApi.get<FavoriteCount[]>('/api/favorites/counts', { params: { shopId } })

/** Adds or removes one favourite, as toggleRequest worked out from what the page shows. */
export const sendFavouriteToggle = (request: ReturnType<typeof toggleRequest>) =>
  browserApi.send<FavoriteState>(request.method, request.path, { body: 'body' in request ? request.body : undefined })

export const removeFavourite = async (item: Pick<FavoriteItem, 'shopId' | 'id'>): Promise<void> => {
  unwrap(await browserApi.send('DELETE', '/api/favorites', { body: { shopId: item.shopId, productId: item.id } }))
}

export const setFollowing = async (shopId: number, follow: boolean): Promise<ShopFollowState> =>
  unwrap(await browserApi.send<ShopFollowState>(follow ? 'PUT' : 'DELETE', `/api/shops/${shopId}/follow`)).body
