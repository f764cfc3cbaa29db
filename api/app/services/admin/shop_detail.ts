import { ADMIN_SHOP_DETAIL_PRODUCTS } from '@shoplocal/shared/constants'
import type { AdminShopDetail } from '@shoplocal/shared/types'
import Product from '#models/product'
import type Shop from '#models/shop'
import { shopPlaceNames } from '#services/admin/shop_place_names'

/**
 * A shop as an admin looks at it before approving or rejecting it: whatever its status (a pending shop
 * is not public yet), with its owner, its photo and its products, hidden ones included.
 */
export async function shopDetail(shop: Shop): Promise<AdminShopDetail> {
  await shop.load('owner')
  await shop.load('category')
  const products = await Product.query()
    .where('shop_id', shop.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_SHOP_DETAIL_PRODUCTS)
  const counted = await Product.query().where('shop_id', shop.id).count('* as total').first()
  const owner = shop.owner
  return {
    id: shop.id,
    name: shop.name,
    description: shop.description,
    location: shop.location,
    address: shop.address,
    ...shopPlaceNames(shop.location),
    phone: shop.phone,
    email: shop.email,
    website: shop.website,
    category: shop.category?.name ?? null,
    status: shop.status,
    profileImageUrl: shop.profileImageUrl,
    createdAt: shop.createdAt.toISO()!,
    owner: owner ? { id: owner.id, firstName: owner.firstName, lastName: owner.lastName, email: owner.email, phone: owner.phone } : null,
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      description: product.description,
      price: Number(product.price),
      imageUrl: product.imageUrl,
      inStock: product.inStock,
      isActive: product.isActive,
    })),
    productCount: Number(counted?.$extras.total ?? 0),
  }
}
