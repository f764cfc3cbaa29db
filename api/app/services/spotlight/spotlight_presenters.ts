import type { AdminSpotlightRequest, OwnerSpotlightRequest } from '@shoplocal/shared/types'
import type { DateTime } from 'luxon'
import type SpotlightRequest from '#models/spotlight_request'

/*
 * The two views of a spotlight request. The owner's needs its product
 * preloaded; the admin's also its shop and shop owner.
 */

const iso = (value: DateTime | null): string | null => (value ? value.toISO() : null)

function productOf(request: SpotlightRequest) {
  return { name: request.product.name, price: Number(request.product.price), imageUrl: request.product.imageUrl }
}

export function toOwnerSpotlightRequest(request: SpotlightRequest): OwnerSpotlightRequest {
  return {
    id: request.id,
    productId: request.productId,
    product: productOf(request),
    status: request.status,
    durationMonths: request.durationMonths,
    totalAmount: Number(request.totalAmount),
    startDate: iso(request.startDate),
    endDate: iso(request.endDate),
    rejectionReason: request.rejectionReason,
    images: request.images ?? [],
    createdAt: request.createdAt.toISO()!,
    paidAt: iso(request.paidAt),
  }
}

export function toAdminSpotlightRequest(request: SpotlightRequest): AdminSpotlightRequest {
  return {
    id: request.id,
    status: request.status,
    productId: request.productId,
    product: productOf(request),
    shop: { id: request.shopId, name: request.shop.name },
    shopOwner: {
      id: request.shopOwnerId,
      firstName: request.shopOwner?.firstName ?? null,
      lastName: request.shopOwner?.lastName ?? null,
      email: request.shopOwner?.email ?? null,
    },
    durationMonths: request.durationMonths,
    totalAmount: Number(request.totalAmount),
    createdAt: request.createdAt.toISO()!,
    paidAt: iso(request.paidAt),
    startDate: iso(request.startDate),
    endDate: iso(request.endDate),
    images: request.images ?? [],
    priority: request.priority,
    rejectionReason: request.rejectionReason,
  }
}
