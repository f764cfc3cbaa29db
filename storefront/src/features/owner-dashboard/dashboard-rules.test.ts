import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { VALIDATION_TOASTS } from '../../messages/index.ts'
import type { OwnerShop } from '@shoplocal/shared/types'
import { checkProductForm, checkShopForm, parsePrice, shopFormValues } from './form-rules.ts'
import { imageFileProblem } from './image-file.ts'
import { allProducts, dashboardStats, productsLeft, withShop } from './stats.ts'

const shop = (id: number, patch: Partial<OwnerShop> = {}): OwnerShop => ({
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
  isApproved: false,
  status: 'pending',
  isActive: true,
  viewCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  products: [],
  productCount: 0,
  maxProducts: 10,
  currentPlan: 'free_trial',
  rejectionReason: null,
  openingHours: null,
  trader: { complete: true, hidden: false, deadline: '2027-03-31' },
  ...patch,
})

describe('shop form', () => {
  it('marks every missing field at once, the toast naming the first', () => {
    const empty = checkShopForm(shopFormValues())
    expect(empty).toMatchObject({
      ok: false,
      field: 'name',
      toast: VALIDATION_TOASTS.shopNameMissing,
      fields: { name: 'Please enter a shop name.', location: VALIDATION_TOASTS.locationMissing.description },
    })
    const noLocation = checkShopForm({ ...shopFormValues(), name: 'Books' })
    expect(noLocation).toMatchObject({ ok: false, field: 'location', toast: VALIDATION_TOASTS.locationMissing })
    expect(noLocation.ok ? null : noLocation.fields).toEqual({ location: VALIDATION_TOASTS.locationMissing.description })
    expect(VALIDATION_TOASTS.locationMissing.title).toBe('Missing Required Field')
  })

  it('sends blank optional fields as null and the category as a number', () => {
    const check = checkShopForm({ ...shopFormValues(), name: ' Books ', location: 'Ennis', categoryId: '3', phone: '  ' })
    expect(check).toEqual({
      ok: true,
      payload: {
        name: 'Books',
        location: 'Ennis',
        description: null,
        address: null,
        phone: null,
        email: null,
        website: null,
        categoryId: 3,
      },
    })
  })
})

describe('product form', () => {
  const values = { name: 'Mug', description: '', price: '12', inStock: true, stock: '' }

  it('needs a name and a price greater than 0 (Invalid Price)', () => {
    expect(checkProductForm({ ...values, name: ' ' }, null)).toMatchObject({ ok: false, toast: VALIDATION_TOASTS.productNameMissing })
    for (const price of ['0', '', '-3', 'abc', '1.234']) {
      expect(checkProductForm({ ...values, price }, null)).toMatchObject({
        ok: false,
        field: 'price',
        toast: { title: 'Invalid Price', description: VALIDATION_MESSAGES.priceNotPositive },
      })
    }
  })

  it('reads prices with a comma or a point and keeps the picture', () => {
    expect(parsePrice('12,50')).toBe(12.5)
    expect(checkProductForm({ ...values, price: '7.5' }, '/uploads/a.webp')).toEqual({
      ok: true,
      payload: { name: 'Mug', description: null, price: 7.5, imageUrl: '/uploads/a.webp', inStock: true, stock: null },
    })
  })

  it('sends a counted stock as a number and an empty one as null (not counted)', () => {
    expect(checkProductForm({ ...values, stock: ' 7 ' }, null)).toMatchObject({ ok: true, payload: { stock: 7 } })
    expect(checkProductForm({ ...values, stock: '' }, null)).toMatchObject({ ok: true, payload: { stock: null } })
  })
})

describe('image picker check', () => {
  it('accepts JPEG, PNG, WebP and GIF up to 5 MB, and refuses the rest with the spec messages', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull()
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBeNull()
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('Image size must be less than 5MB')
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('Please select a valid image file')
    expect(imageFileProblem({ type: 'text/plain', size: 10 })).toBe('Please select a valid image file')
  })
})

describe('dashboard stats', () => {
  it('counts shops, approved and active shops, products, views and the rounded average', () => {
    const shops = [
      shop(1, { isApproved: true, status: 'approved', productCount: 4, viewCount: 10 }),
      shop(2, { isApproved: true, status: 'approved', isActive: false, productCount: 1, viewCount: 5 }),
      shop(3, { productCount: 0, viewCount: 1 }),
    ]
    expect(dashboardStats(shops)).toEqual({
      totalShops: 3,
      approvedShops: 2,
      totalProducts: 5,
      totalViews: 16,
      activeShops: 1,
      avgProductsPerShop: 2,
    })
    expect(dashboardStats([])).toMatchObject({ totalShops: 0, avgProductsPerShop: 0 })
  })

  it('lists every product with its shop, replaces an edited shop and counts the room left on the plan', () => {
    const product = {
      id: 9,
      shopId: 1,
      name: 'Pen',
      description: null,
      price: 2,
      imageUrl: null,
      rating: null,
      reviewCount: 0,
      isActive: true,
      isSpotlighted: false,
    }
    const shops = [shop(1, { products: [product], productCount: 1 }), shop(2)]
    expect(allProducts(shops).map((row) => [row.product.id, row.shop.id])).toEqual([[9, 1]])
    expect(withShop(shops, shop(2, { name: 'Renamed' })).map((each) => each.name)).toEqual(['Shop 1', 'Renamed'])
    expect(withShop(shops, shop(3)).map((each) => each.id)).toEqual([3, 1, 2])
    expect(productsLeft({ maxProducts: 10, productCount: 12 })).toBe(0)
    expect(productsLeft({ maxProducts: 10, productCount: 4 })).toBe(6)
  })
})
