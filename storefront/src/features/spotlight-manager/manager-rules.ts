import { SPOTLIGHT_OFFERED_PRODUCTS } from '@shoplocal/shared/constants'
import { OWNER_STATUS_COPY, SPOTLIGHT_MANAGER } from '@shoplocal/shared/messages'
import type { OwnerShop, OwnerSpotlightRequest, Product, SpotlightStatus } from '@shoplocal/shared/types'

/** A request in one of these states holds its product: it is not offered for a new spotlight. */
const HOLDING: readonly SpotlightStatus[] = ['pending', 'approved']

export interface OfferedProduct {
  product: Product
  shopName: string
}

/**
 * The products the manager offers for a new spotlight: active, in-stock products of approved shops with no
 * pending or approved request, at most SPOTLIGHT_OFFERED_PRODUCTS (the API refuses the others anyway).
 */
export function offeredProducts(shops: readonly OwnerShop[], requests: readonly OwnerSpotlightRequest[]): OfferedProduct[] {
  const held = new Set(requests.filter((request) => HOLDING.includes(request.status)).map((request) => request.productId))
  return shops
    .filter((shop) => shop.status === 'approved')
    .flatMap((shop) =>
      shop.products
        .filter((product) => product.isActive && product.inStock !== false && !held.has(product.id))
        .map((product) => ({ product, shopName: shop.name })),
    )
    .slice(0, SPOTLIGHT_OFFERED_PRODUCTS)
}

/** Whether an approved shop has an active product left out only because it is out of stock. */
export const hasOutOfStockProducts = (shops: readonly OwnerShop[]): boolean =>
  shops.some((shop) => shop.status === 'approved' && shop.products.some((product) => product.isActive && product.inStock === false))

/**
 * Why nothing can be spotlighted when none of the owner's shops is approved: rejected before pending (a
 * rejected shop needs the owner's action); null when a shop is approved (or there is no shop at all).
 */
export function spotlightBlockedReason(shops: readonly OwnerShop[]): string | null {
  if (shops.some((shop) => shop.status === 'approved')) return null
  if (shops.some((shop) => shop.status === 'rejected')) return OWNER_STATUS_COPY.spotlightRejected
  if (shops.some((shop) => shop.status === 'pending')) return OWNER_STATUS_COPY.spotlightPending
  return null
}

/** The payment note of a request: "Awaiting payment" only while it is pending and unpaid; a decided request has none unless paid. */
export function paymentNote(request: Pick<OwnerSpotlightRequest, 'status' | 'paidAt'>): string | null {
  if (request.paidAt) return SPOTLIGHT_MANAGER.paid
  return awaitsPayment(request) ? SPOTLIGHT_MANAGER.unpaid : null
}

/** Awaiting payment: still pending and no money has arrived, so the owner is offered the pay page. */
export const awaitsPayment = (request: Pick<OwnerSpotlightRequest, 'status' | 'paidAt'>): boolean =>
  request.status === 'pending' && request.paidAt === null

/** The badge style of each state. */
export const STATUS_TONE: Readonly<Record<SpotlightStatus, 'approved' | 'pending' | 'rejected' | 'muted'>> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  force_rejected: 'rejected',
  expired: 'muted',
}
