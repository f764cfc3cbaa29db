import type { OwnerShop } from '@shoplocal/shared/types'
import db from '@adonisjs/lucid/services/db'
import Shop from '#models/shop'
import { TRADER_COMPLETE_SQL } from '#services/trader/trader_presenters'
import type User from '#models/user'
import { spotlightedProductIds } from '#services/catalogue/public_scope'
import { toOwnerShop } from '#services/owner/owner_presenters'

/** Newest first, for shops and for products inside them; the id breaks ties within one second. */
function loadOwnerShops(ownerId: number, shopId?: number) {
  const query = Shop.query()
    .select('shops.*')
    .select(db.raw(`(${TRADER_COMPLETE_SQL}) as trader_complete`))
    .where('owner_id', ownerId)
    .preload('products', (products) => products.orderBy('created_at', 'desc').orderBy('id', 'desc'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  if (shopId !== undefined) query.where('id', shopId)
  return query
}

/** GET /api/my-shops: every shop of the owner, whatever its status, with all its products. */
export async function listMyShops(owner: User): Promise<OwnerShop[]> {
  const shops = await loadOwnerShops(owner.id)
  const spotlighted = await spotlightedProductIds(
    shops.flatMap((shop) => shop.products.map((product) => product.id)),
    new Date(),
  )
  return shops.map((shop) => toOwnerShop(shop, spotlighted))
}

/** One shop as GET /api/my-shops shows it, after a change. */
export async function ownerShopView(shop: Shop): Promise<OwnerShop> {
  const [fresh] = await loadOwnerShops(shop.ownerId, shop.id)
  const spotlighted = await spotlightedProductIds(
    fresh.products.map((product) => product.id),
    new Date(),
  )
  return toOwnerShop(fresh, spotlighted)
}
