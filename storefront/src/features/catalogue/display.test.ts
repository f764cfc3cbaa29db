import { describe, expect, it } from 'vitest'
import {
  distanceLabel,
  priceLabel,
  productDescription,
  productImage,
  productName,
  productSrcset,
  ratingLabel,
  shopImage,
  shopName,
  stockLabel,
} from './display.ts'

describe('catalogue display fallbacks', () => {
  it('uses the fallbacks for missing names and descriptions', () => {
    expect(productName(null)).toBe('Premium Product')
    expect(productName('  ')).toBe('Premium Product')
    expect(productName('Soda Bread')).toBe('Soda Bread')
    expect(productDescription('')).toBe('High quality product from a trusted local shop.')
    expect(shopName(undefined)).toBe('Local Shop')
  })

  it('labels stock, prices as they are (whole amounts without decimals) and ratings to one decimal', () => {
    expect(stockLabel(true)).toBe('In Stock')
    expect(stockLabel(false)).toBe('Out of Stock')
    expect(priceLabel(12.5)).toBe('€12.50')
    expect(priceLabel('1609.00')).toBe('€1,609')
    expect(priceLabel('abc')).toBe('')
    expect(ratingLabel(4)).toBe('4.0')
    expect(ratingLabel('4.25')).toBe('4.3')
    expect(ratingLabel(null)).toBe('No ratings yet')
  })

  it('falls back to the shipped stock images, never a remote one', () => {
    expect(productImage(null)).toBe('/images/placeholder-product.svg')
    expect(shopImage('')).toBe('/images/shop-icon.svg')
    expect(productImage('/uploads/a.png')).toBe('/uploads/a.png')
  })

  it('shows an uploaded shop logo from its thumbnail, and offers a product upload with its thumbnail', () => {
    const upload = '/uploads/owners/7/0b5a3c9e-7f1d-4b9e-9a51-2d4f6a8b0c1e'
    expect(shopImage(`${upload}.webp`)).toBe(`${upload}-thumb.webp`)
    expect(shopImage('/uploads/seed/shop-fashion.svg')).toBe('/uploads/seed/shop-fashion.svg')
    expect(productSrcset(`${upload}.webp`)).toBe(`${upload}-thumb.webp 480w, ${upload}.webp 1600w`)
    expect(productSrcset('/uploads/seed/product-fashion-0.svg')).toBeUndefined()
    expect(productSrcset(null)).toBeUndefined()
  })
})

describe('distanceLabel', () => {
  it('says how far a card is from the place the list was asked near, or nothing without one', () => {
    expect(distanceLabel(12.5)).toBe('12.5 km away')
    expect(distanceLabel(27)).toBe('27 km away')
    expect(distanceLabel(0)).toBe('In town')
    expect(distanceLabel(null)).toBeNull()
    // To a county's middle: whole km, and said to be rough (never "In town").
    expect(distanceLabel(12.4, true)).toBe('About 12 km away')
    expect(distanceLabel(0.2, true)).toBe('About 1 km away')
    expect(distanceLabel(null, true)).toBeNull()
    expect(distanceLabel(undefined)).toBeNull()
  })
})
