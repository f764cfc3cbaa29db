import { SPOTLIGHT_OFFERED_PRODUCTS } from '@shoplocal/shared/constants'
import type { OwnerShop, OwnerSpotlightRequest, Product, SpotlightStatus } from '@shoplocal/shared/types'

/** A request in one of these states holds its product: it is not offered for a new spotlight. */
const HOLDING: readonly SpotlightStatus[] = ['pending', 'approved']

export interface OfferedProduct {
  product: Product
  shopName: string
}

/**
 * The products the manager offers for a new spotlight: active products of approved shops with no
 * pending or approved request, at most SPOTLIGHT_OFFERED_PRODUCTS (the API refuses the others anyway).
 */
export function offeredProducts(shops: readonly OwnerShop[], requests: readonly OwnerSpotlightRequest[]): OfferedProduct[] {
  const held = new Set(requests.filter((request) => HOLDING.includes(request.status)).map((request) => request.productId))
  return shops
    .filter((shop) => shop.status === 'approved')
    .flatMap((shop) =>
      shop.products.filter((product) => product.isActive && !held.has(product.id)).map((product) => ({ product, shopName: shop.name })),
    )
    .slice(0, SPOTLIGHT_OFFERED_PRODUCTS)
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
