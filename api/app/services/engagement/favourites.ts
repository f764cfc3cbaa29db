/*
 * Saved products, for a signed-in customer or a guest session. One row per
 * holder, shop and product (unique indexes); adding twice or removing what is
 * not saved changes nothing. Counts are counted from the rows, never kept in
 * a column, so they cannot drift or go below zero however calls interleave.
 */
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { Favorite, FavoriteCount, FavoriteItem, FavoriteState } from '@shoplocal/shared/types'
import {
  PRODUCT_COLUMNS,
  SHOP_SUMMARY_COLUMNS,
  spotlightWindows,
  withSponsorColumns,
  wherePublicProduct,
  wherePublicShop,
} from '#services/catalogue/public_scope'
import { toProductWithShop } from '#services/catalogue/serializers'
import { engagementErrors } from '#services/engagement/engagement_errors'
import type { Holder } from '#services/engagement/engagement_actor'
import { isUniqueViolation } from '#helpers/database_errors'
import { retryingRaces } from '#services/engagement/database_races'
import { countOf, toSqlDateTime } from '#helpers/sql_values'
import type { FavoriteCountsQuery } from '#validators/engagement'

/** Without a filter, the counts list the most saved products, this many. */
const TOP_COUNTS = 100

/** Restricts favorites rows (aliased, or the bare table: MariaDB refuses an alias in DELETE) to the holder's. */
function whereHolder(query: DatabaseQueryBuilderContract, holder: Holder, alias = 'f') {
  const column = (name: string) => (alias ? `${alias}.${name}` : name)
  if (holder.userId !== null) query.where(column('user_id'), holder.userId)
  else query.where(column('guest_session_id'), holder.guestSessionId!)
}

/** The holder's favourites that the public can still see (a hidden shop or product drops out of the list and the count). */
function visibleFavourites(holder: Holder): DatabaseQueryBuilderContract {
  const query = db.from('favorites as f').join('products as p', 'p.id', 'f.product_id').join('shops as s', 's.id', 'p.shop_id')
  whereHolder(query, holder)
  wherePublicProduct(query)
  wherePublicShop(query)
  return query
}

export async function listFavorites(holder: Holder | null): Promise<FavoriteItem[]> {
  if (!holder) return []
  const rows = await visibleFavourites(holder)
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .select([...PRODUCT_COLUMNS, ...SHOP_SUMMARY_COLUMNS])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
  const windows = await spotlightWindows(
    rows.map((row) => Number(row.id)),
    new Date(),
  )
  return rows.map((row) => {
    const product = toProductWithShop(withSponsorColumns(row, windows))
    return {
      id: product.id,
      shopId: product.shopId,
      name: product.name,
      description: product.description,
      price: product.price,
      imageUrl: product.imageUrl,
      isSpotlighted: product.isSpotlighted,
      sponsored: product.sponsored ?? null,
      inStock: product.inStock ?? true,
      rating: product.rating,
      reviewCount: product.reviewCount,
      shop: product.shop!,
    }
  })
}

export async function countFavorites(holder: Holder | null): Promise<number> {
  if (!holder) return 0
  const row = await visibleFavourites(holder).count('* as total').first()
  return countOf(row)
}

/** How many people saved each product: of one shop, of the listed products, or else the most saved. */
export async function favoriteCounts(filters: FavoriteCountsQuery): Promise<FavoriteCount[]> {
  const query = db.from('favorites').select('product_id').count('* as total').whereNotNull('product_id').groupBy('product_id')
  if (filters.shopId !== undefined) query.where('shop_id', filters.shopId)
  if (filters.productIds !== undefined) query.whereIn('product_id', filters.productIds)
  if (filters.shopId === undefined && filters.productIds === undefined) query.orderBy('total', 'desc').limit(TOP_COUNTS)
  const rows = await query
  return rows.map((row) => ({ productId: Number(row.product_id), count: Number(row.total) })).sort((a, b) => a.productId - b.productId)
}

async function productCount(productId: number): Promise<number> {
  const row = await db.from('favorites').where('product_id', productId).count('* as total').first()
  return countOf(row)
}

async function stateOf(holder: Holder, favorite: Favorite): Promise<FavoriteState> {
  const saved = db.from('favorites as f').select('f.id').where('f.shop_id', favorite.shopId).where('f.product_id', favorite.productId)
  whereHolder(saved, holder)
  return { ...favorite, isFavorite: Boolean(await saved.first()), count: await productCount(favorite.productId) }
}

/** Saves a public product of the named shop; saving it again is harmless. */
export async function addFavorite(holder: Holder, favorite: Favorite): Promise<FavoriteState> {
  const product = db.from('products as p').join('shops as s', 's.id', 'p.shop_id').select('p.id').where('p.id', favorite.productId)
  product.where('p.shop_id', favorite.shopId)
  wherePublicProduct(product)
  wherePublicShop(product)
  if (!(await product.first())) throw engagementErrors.productNotFound()

  await retryingRaces(async () => {
    try {
      await db.table('favorites').insert({
        shop_id: favorite.shopId,
        product_id: favorite.productId,
        user_id: holder.userId,
        guest_session_id: holder.guestSessionId,
        created_at: toSqlDateTime(new Date()),
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  })
  return stateOf(holder, favorite)
}

/** Removes a saved product; removing one that is not saved is harmless. */
export async function removeFavorite(holder: Holder, favorite: Favorite): Promise<FavoriteState> {
  await retryingRaces(async () => {
    const query = db.from('favorites').where('shop_id', favorite.shopId).where('product_id', favorite.productId)
    whereHolder(query, holder, '')
    await query.delete()
  })
  return stateOf(holder, favorite)
}

/**
 * A guest who signs up or signs in in the same browser keeps what they saved:
 * the guest's favourites become the account's, except those the account had
 * already, which are dropped as duplicates.
 */
export async function adoptGuestFavorites(guestSessionId: number, userId: number): Promise<void> {
  await retryingRaces(() =>
    db.transaction(async (trx) => {
      const owned = await trx.from('favorites').select('product_id').where('user_id', userId).whereNotNull('product_id')
      const ownedIds = owned.map((row) => Number(row.product_id))
      if (ownedIds.length > 0)
        await trx.from('favorites').where('guest_session_id', guestSessionId).whereIn('product_id', ownedIds).delete()
      await trx.from('favorites').where('guest_session_id', guestSessionId).update({ user_id: userId, guest_session_id: null })
    }),
  )
}
