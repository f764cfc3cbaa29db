import { describe, expect, it } from 'vitest'
import { OWNER_STATUS_COPY, SPOTLIGHT_MANAGER } from '@shoplocal/shared/messages'
import type { OwnerShop, OwnerSpotlightRequest, Product, SpotlightStatus } from '@shoplocal/shared/types'
import { awaitsPayment, hasOutOfStockProducts, offeredProducts, paymentNote, spotlightBlockedReason } from './manager-rules.ts'

const product = (id: number, shopId: number, isActive = true): Product => ({
  id,
  shopId,
  name: `Product ${id}`,
  description: null,
  price: 10,
  imageUrl: null,
  rating: null,
  reviewCount: 0,
  isActive,
  isSpotlighted: false,
})

const shop = (id: number, status: OwnerShop['status'], products: Product[]): OwnerShop => ({
  id,
  name: `Shop ${id}`,
  description: null,
  location: 'Ennis',
  address: null,
  phone: null,
  email: null,
  website: null,
  categoryId: null,
  profileImageUrl: null,
  isApproved: status === 'approved',
  status,
  isActive: true,
  viewCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  products,
  productCount: products.length,
  maxProducts: 10,
  currentPlan: 'free_trial',
  rejectionReason: null,
  openingHours: null,
  trader: { complete: true, hidden: false, deadline: '2027-03-31' },
})

const request = (productId: number, status: SpotlightStatus, paidAt: string | null = null): OwnerSpotlightRequest => ({
  id: productId * 10,
  productId,
  product: { name: 'x', price: 1, imageUrl: null },
  status,
  durationMonths: 1,
  totalAmount: 149,
  startDate: null,
  endDate: null,
  rejectionReason: null,
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt,
})

describe('spotlight manager rules', () => {
  it('offers active products of approved shops without a pending or approved request, six at most', () => {
    const shops = [
      shop(1, 'approved', [product(1, 1), product(2, 1), product(3, 1, false), product(4, 1)]),
      shop(2, 'pending', [product(5, 2)]),
      shop(3, 'approved', [product(6, 3), product(7, 3), product(8, 3), product(9, 3), product(10, 3)]),
    ]
    const requests = [request(1, 'pending'), request(2, 'approved'), request(4, 'rejected'), request(6, 'expired')]
    expect(offeredProducts(shops, requests).map((offer) => offer.product.id)).toEqual([4, 6, 7, 8, 9, 10])
    expect(offeredProducts(shops, [request(4, 'force_rejected')]).map((offer) => offer.product.id)).toEqual([1, 2, 4, 6, 7, 8])
    expect(offeredProducts(shops, requests)[0].shopName).toBe('Shop 1')
  })

  it('offers the pay page only for a pending request not yet paid', () => {
    expect(awaitsPayment(request(1, 'pending'))).toBe(true)
    expect(awaitsPayment(request(1, 'pending', '2026-01-02T00:00:00.000Z'))).toBe(false)
    expect(awaitsPayment(request(1, 'rejected'))).toBe(false)
  })

  it('never offers an out-of-stock product, and says why it is missing', () => {
    const shops = [shop(1, 'approved', [product(1, 1), { ...product(2, 1), inStock: false }])]
    expect(offeredProducts(shops, []).map((offer) => offer.product.id)).toEqual([1])
    expect(hasOutOfStockProducts(shops)).toBe(true)
    expect(hasOutOfStockProducts([shop(1, 'approved', [product(1, 1)])])).toBe(false)
  })

  it("says why a pending or rejected shop's products cannot be spotlighted", () => {
    expect(spotlightBlockedReason([shop(1, 'pending', [])])).toBe(OWNER_STATUS_COPY.spotlightPending)
    expect(spotlightBlockedReason([shop(1, 'pending', []), shop(2, 'rejected', [])])).toBe(OWNER_STATUS_COPY.spotlightRejected)
    expect(spotlightBlockedReason([shop(1, 'rejected', []), shop(2, 'approved', [])])).toBeNull()
    expect(spotlightBlockedReason([])).toBeNull()
  })

  it('reads a rejected request as rejected, never "Awaiting payment"', () => {
    expect(paymentNote(request(1, 'pending'))).toBe(SPOTLIGHT_MANAGER.unpaid)
    expect(paymentNote(request(1, 'rejected'))).toBeNull()
    expect(paymentNote(request(1, 'force_rejected'))).toBeNull()
    expect(paymentNote(request(1, 'rejected', '2026-01-02T00:00:00.000Z'))).toBe(SPOTLIGHT_MANAGER.paid)
  })
})
