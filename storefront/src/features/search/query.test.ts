import { SEARCH_TEXT_MAX_LENGTH } from '@shoplocal/shared/constants'
import { describe, expect, it } from 'vitest'
import {
  homeHref,
  isProductSearch,
  NO_NEAR_CHOICE,
  parseHomeQuery,
  parseProductQuery,
  parseShopQuery,
  productListHref,
  shopListHref,
} from './query.ts'
import { placeParams } from './lists.ts'

const params = (text: string) => new URLSearchParams(text)

describe('home query', () => {
  it('defaults to the shops tab with empty filters', () => {
    expect(parseHomeQuery(params(''))).toEqual({ tab: 'shops', text: '', location: '', category: '', ...NO_NEAR_CHOICE })
  })

  it('reads the product text on the products tab and the search text on the shops tab', () => {
    expect(parseHomeQuery(params('tab=products&product=bread&location=Cork'))).toMatchObject({
      tab: 'products',
      text: 'bread',
      location: 'Cork',
    })
    expect(parseHomeQuery(params('search=Murphy&product=bread')).text).toBe('Murphy')
    expect(parseHomeQuery(params('tab=products&search=cake')).text).toBe('cake')
  })

  it('ignores unknown tabs, trims, collapses spaces and cuts over-long text', () => {
    const query = parseHomeQuery(params(`tab=evil&search=${'  a   b  '}&location=${'x'.repeat(500)}`))
    expect(query.tab).toBe('shops')
    expect(query.text).toBe('a b')
    expect(query.location).toHaveLength(200)
    expect(parseHomeQuery(params(`search=${'y'.repeat(1000)}`)).text).toHaveLength(SEARCH_TEXT_MAX_LENGTH)
  })

  it('builds the address back, keeping the tab in it and skipping empty values', () => {
    expect(homeHref({ tab: 'products', text: 'soda bread', location: 'Galway', category: '', ...NO_NEAR_CHOICE })).toBe(
      '/?product=soda+bread&location=Galway&tab=products',
    )
    expect(homeHref({ tab: 'shops', text: '', location: '', category: 'fashion', ...NO_NEAR_CHOICE })).toBe('/?category=fashion')
  })
})

describe('shop list query', () => {
  it('reads search, location and category and writes them back', () => {
    const query = parseShopQuery(params('search=Bakery&location=Cork&category=food-beverages&x=1'))
    expect(query).toEqual({ search: 'Bakery', location: 'Cork', category: 'food-beverages', ...NO_NEAR_CHOICE })
    expect(shopListHref('/browse-shops', query)).toBe('/browse-shops?search=Bakery&location=Cork&category=food-beverages')
  })
})

describe('product list query', () => {
  it('reads every parameter and view=all', () => {
    expect(parseProductQuery(params('shop=Kelly&product=cake&location=Sligo&category=fashion&view=all'))).toEqual({
      shop: 'Kelly',
      product: 'cake',
      location: 'Sligo',
      category: 'fashion',
      viewAll: true,
      ...NO_NEAR_CHOICE,
    })
    expect(parseProductQuery(params('view=some')).viewAll).toBe(false)
  })

  it('writes view=all only when asked for', () => {
    const base = { shop: '', product: 'tea', location: '', category: '', viewAll: false, ...NO_NEAR_CHOICE }
    expect(productListHref(base)).toBe('/browse-products?product=tea')
    expect(productListHref({ ...base, viewAll: true })).toBe('/browse-products?product=tea&view=all')
  })

  it('is a search with a shop, product or category filter and a browse otherwise', () => {
    expect(isProductSearch({ shop: '', product: '', category: '' })).toBe(false)
    expect(isProductSearch({ shop: '', product: '', category: 'fashion' })).toBe(true)
    expect(isProductSearch({ shop: 'x', product: '', category: '' })).toBe(true)
  })
})

describe('near me', () => {
  it('reads nearest and a listed distance, and drops anything else', () => {
    expect(parseShopQuery(params('location=Tralee&sort=nearest&withinKm=25'))).toMatchObject({ sort: 'nearest', withinKm: '25' })
    expect(parseShopQuery(params('sort=closest&withinKm=7'))).toMatchObject(NO_NEAR_CHOICE)
    expect(parseHomeQuery(params('tab=products&withinKm=50')).withinKm).toBe('50')
  })

  it('writes them back into each address', () => {
    const near = { sort: 'nearest', withinKm: '10', openNow: false } as const
    expect(shopListHref('/browse', { search: '', location: 'Tralee', category: '', ...near })).toBe(
      '/browse?location=Tralee&sort=nearest&withinKm=10',
    )
    expect(homeHref({ tab: 'products', text: '', location: 'V92', category: '', ...near })).toBe(
      '/?location=V92&tab=products&sort=nearest&withinKm=10',
    )
    expect(productListHref({ shop: '', product: '', location: 'Cork', category: '', viewAll: true, ...near })).toBe(
      '/browse-products?location=Cork&sort=nearest&withinKm=10&view=all',
    )
    expect(shopListHref('/browse-shops', { search: '', location: '', category: '', ...NO_NEAR_CHOICE, openNow: true })).toBe(
      '/browse-shops?openNow=1',
    )
    expect(parseShopQuery(params('openNow=1')).openNow).toBe(true)
    expect(parseShopQuery(params('openNow=yes')).openNow).toBe(false)
  })

  it('measures from the location when a sort or distance is chosen, and filters by it otherwise', () => {
    expect(placeParams({ location: 'Tralee', ...NO_NEAR_CHOICE })).toEqual({ location: 'Tralee' })
    expect(placeParams({ location: 'Tralee', ...NO_NEAR_CHOICE, openNow: true })).toEqual({ location: 'Tralee', openNow: 1 })
    expect(placeParams({ location: 'Tralee', sort: 'nearest', withinKm: '', openNow: false })).toEqual({
      near: 'Tralee',
      sort: 'nearest',
      withinKm: undefined,
    })
    expect(placeParams({ location: 'Tralee', sort: '', withinKm: '5', openNow: false })).toEqual({
      near: 'Tralee',
      withinKm: 5,
      sort: undefined,
    })
    expect(placeParams({ location: '', sort: 'nearest', withinKm: '5', openNow: false })).toEqual({ location: '' })
  })
})
