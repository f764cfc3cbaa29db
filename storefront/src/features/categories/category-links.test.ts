import { describe, expect, it } from 'vitest'
import { categoryHref } from './category-links.ts'

describe('categoryHref', () => {
  it('links to the product list filtered by slug', () => {
    expect(categoryHref('food-beverages')).toBe('/browse-products?category=food-beverages')
  })
})
