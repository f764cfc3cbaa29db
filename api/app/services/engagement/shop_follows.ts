/*
 * Following a shop (a favourite shop), for a signed-in customer or a guest
 * session, with the same rules as favourite products: following twice or
 * unfollowing what is not followed changes nothing, the count is counted from
 * the rows (of accounts and confirmed guests only), and a guest's follows
 * become the account's when they sign in.
 */
import db from '@adonisjs/lucid/services/db'
import type { ShopFollowState, ShopSummary } from '@shoplocal/shared/types'
import { wherePublicShop } from '#services/catalogue/public_scope'
import { toProductWithShop } from '#services/catalogue/serializers'
import type { Holder } from '#services/engagement/engagement_actor'
import { engagementErrors } from '#services/engagement/engagement_errors'
import { retryingRaces } from '#services/engagement/database_races'
import { isUniqueViolation } from '#helpers/database_errors'
import { countOf, toSqlDateTime } from '#helpers/sql_values'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

function whereHolder(query: DatabaseQueryBuilderContract, holder: Holder) {
  if (holder.userId !== null) query.where('user_id', holder.userId)
  else query.where('guest_session_id', holder.guestSessionId!)
}

async function assertPublicShop(shopId: number): Promise<void> {
  const query = db.from('shops as s').select('s.id').where('s.id', shopId)
  wherePublicShop(query)
  if (!(await query.first())) throw engagementErrors.shopNotFound()
}

/**
 * How many people who could review follow the shop: accounts and confirmed guests. A guest session that never
 * proved a contact is one request away, so a crowd of them cannot swell the count.
 */
async function followerCount(shopId: number): Promise<number> {
  const counted = await db
    .from('shop_follows as f')
    .leftJoin('guest_sessions as g', 'g.id', 'f.guest_session_id')
    .where('f.shop_id', shopId)
    .where((who) => who.whereNotNull('f.user_id').orWhereNotNull('g.confirmed_at'))
    .count('* as total')
    .first()
  return countOf(counted)
}

/** Whether the holder (if any) follows the public shop, and how many who could review do. */
export async function followState(holder: Holder | null, shopId: number): Promise<ShopFollowState> {
  await assertPublicShop(shopId)
  let isFollowing = false
  if (holder) {
    const mine = db.from('shop_follows').select('id').where('shop_id', shopId)
    whereHolder(mine, holder)
    isFollowing = Boolean(await mine.first())
  }
  return { shopId, isFollowing, count: await followerCount(shopId) }
}

export async function followShop(holder: Holder, shopId: number): Promise<ShopFollowState> {
  await assertPublicShop(shopId)
  await retryingRaces(async () => {
    try {
      await db.table('shop_follows').insert({
        shop_id: shopId,
        user_id: holder.userId,
        guest_session_id: holder.guestSessionId,
        created_at: toSqlDateTime(new Date()),
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  })
  return followState(holder, shopId)
}

export async function unfollowShop(holder: Holder, shopId: number): Promise<ShopFollowState> {
  const query = db.from('shop_follows').where('shop_id', shopId)
  whereHolder(query, holder)
  await query.delete()
  return followState(holder, shopId)
}

/** The public shops the holder follows, most recently followed first. */
export async function followedShops(holder: Holder | null): Promise<ShopSummary[]> {
  if (!holder) return []
  const query = db
    .from('shop_follows as f')
    .join('shops as s', 's.id', 'f.shop_id')
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .select(
      's.id as shop_id',
      's.name as shop_name',
      's.location as shop_location',
      's.profile_image_url as shop_profile_image_url',
      's.rating as shop_rating',
      's.review_count as shop_review_count',
      's.view_count as shop_view_count',
      'c.name as category_name',
      'c.slug as category_slug',
    )
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
  if (holder.userId !== null) query.where('f.user_id', holder.userId)
  else query.where('f.guest_session_id', holder.guestSessionId!)
  wherePublicShop(query)
  return (await query).map((row) => toProductWithShop(row).shop!)
}

/** A guest who signs in keeps the shops they followed; ones the account follows already are dropped as duplicates. */
export async function adoptGuestFollows(guestSessionId: number, userId: number): Promise<void> {
  await retryingRaces(() =>
    db.transaction(async (trx) => {
      const owned = (await trx.from('shop_follows').select('shop_id').where('user_id', userId)).map((row) => Number(row.shop_id))
      if (owned.length > 0) await trx.from('shop_follows').where('guest_session_id', guestSessionId).whereIn('shop_id', owned).delete()
      await trx.from('shop_follows').where('guest_session_id', guestSessionId).update({ user_id: userId, guest_session_id: null })
    }),
  )
}
