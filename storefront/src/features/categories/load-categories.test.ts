import { describe, expect, it } from 'vitest'
import { categoryHref, parseCategories } from './load-categories.ts'

describe('parseCategories', () => {
  it('keeps well-formed categories and normalises empty icon and description to null', () => {
    expect(
      parseCategories([
        { id: 1, name: 'Electronics', slug: 'electronics', icon: 'cpu', description: 'Phones', createdAt: 'x' },
        { id: 2, name: 'Fashion', slug: 'fashion', icon: '', description: null },
      ]),
    ).toEqual([
      { id: 1, name: 'Electronics', slug: 'electronics', icon: 'cpu', description: 'Phones' },
      { id: 2, name: 'Fashion', slug: 'fashion', icon: null, description: null },
    ])
  })

  it('drops entries without an id, name or slug', () => {
    expect(parseCategories([{ name: 'No id', slug: 'x' }, null, 'text', { id: 3, name: 'Ok', slug: 'ok' }])).toEqual([
      { id: 3, name: 'Ok', slug: 'ok', icon: null, description: null },
    ])
  })

  it('rejects a body that is not a list', () => {
    expect(() => parseCategories({ message: 'error' })).toThrow(/array/)
  })
})

describe('categoryHref', () => {
  it('links to the product list filtered by slug', () => {
    expect(categoryHref('food-beverages')).toBe('/browse-products?category=food-beverages')
  })
})
