import { traderSettings } from '#config/trader'
import type { OwnerMessage, OwnerShop, Product as ProductJson } from '@shoplocal/shared/types'
import type Message from '#models/message'
import type Product from '#models/product'
import type Shop from '#models/shop'
import { availableStockOf } from '#services/catalogue/serializers'

/** A product as its owner sees it: listed or not, with its stock flag. */
export function toOwnerProduct(product: Product, spotlighted: ReadonlySet<number>): ProductJson {
  return {
    id: product.id,
    shopId: product.shopId,
    name: product.name,
    description: product.description,
    price: Number(product.price),
    imageUrl: product.imageUrl,
    rating: product.reviewCount > 0 ? Number(product.rating) : null,
    reviewCount: product.reviewCount,
    isActive: product.isActive,
    isSpotlighted: spotlighted.has(product.id),
    inStock: product.inStock,
    priorPrice: product.priorPrice,
    reducedSince: product.reducedSince ? product.reducedSince.toISO() : null,
    stock: product.stock,
    availableStock: availableStockOf(product.stock, product.heldStock),
  }
}

/** The shop with its products preloaded, newest product first. */
export function toOwnerShop(shop: Shop, spotlighted: ReadonlySet<number> = new Set()): OwnerShop {
  const products = (shop.products ?? []).map((product) => toOwnerProduct(product, spotlighted))
  return {
    id: shop.id,
    name: shop.name,
    description: shop.description,
    location: shop.location,
    address: shop.address,
    phone: shop.phone,
    email: shop.email,
    website: shop.website,
    categoryId: shop.categoryId,
    profileImageUrl: shop.profileImageUrl,
    isApproved: shop.isApproved,
    status: shop.status,
    isActive: shop.isActive,
    viewCount: shop.viewCount,
    createdAt: shop.createdAt.toISO()!,
    products,
    productCount: products.length,
    maxProducts: shop.maxProducts,
    currentPlan: shop.currentPlan,
    rejectionReason: shop.rejectionReason,
    openingHours: shop.openingHours ?? null,
    trader: {
      complete: Number(shop.$extras.trader_complete ?? 0) > 0,
      hidden: shop.traderHiddenAt !== null,
      deadline: traderSettings.deadline,
    },
  }
}

/** The message's shop must be loaded. */
export function toOwnerMessage(message: Message): OwnerMessage {
  return {
    id: message.id,
    shopId: message.shopId,
    shopName: message.shop.name,
    senderName: message.senderName,
    senderEmail: message.senderEmail,
    senderPhone: message.senderPhone,
    content: message.content,
    isRead: message.isRead,
    createdAt: message.createdAt.toISO()!,
  }
}
