import type { Product, ShopListItem } from '@shoplocal/shared/types'
import { HOME_PRODUCTS } from '@shoplocal/shared/constants'
import { useState } from 'react'
import type { ListingState } from '../catalogue/index.ts'
import { pushAddress, useListing, usePopState } from './use-listing.ts'
import { asProductQuery, homeHref, homeShopQuery, parseHomeQuery, type HomeQuery, type HomeTab } from './query.ts'
import { loadProductPage, loadShopPage } from './search-api.ts'

const filtersKey = (query: HomeQuery) => JSON.stringify([query.text, query.location, query.category, query.sort, query.withinKm])

/**
 * The home search's state: the query shown (kept in the address, back and forward included), the one being
 * typed, and each tab's list, loaded only when its filters changed since it was last loaded.
 */
export function useHomeSearch(initialQuery: HomeQuery, initialShops: ListingState<ShopListItem>, initialProducts: ListingState<Product>) {
  const [query, setQuery] = useState(initialQuery)
  const [draft, setDraft] = useState(initialQuery)
  const [shops, loadShops] = useListing<ShopListItem>(initialShops)
  const [products, loadProducts] = useListing<Product>(initialProducts)
  // Which filters each tab's list was loaded for, so switching tabs only fetches what is stale.
  const [loadedFor, setLoadedFor] = useState<Record<HomeTab, string | null>>({
    shops: initialShops.status === 'idle' ? null : filtersKey(initialQuery),
    products: initialProducts.status === 'idle' ? null : filtersKey(initialQuery),
  })
  const [problem, setProblem] = useState('')

  function show(next: HomeQuery, remember: boolean) {
    setProblem('')
    setQuery(next)
    setDraft(next)
    if (remember) pushAddress(homeHref(next))
    const key = filtersKey(next)
    const current = next.tab === 'shops' ? shops : products
    if (loadedFor[next.tab] === key && current.status !== 'error') return
    setLoadedFor({ ...loadedFor, [next.tab]: key })
    if (next.tab === 'shops') void loadShops((signal) => loadShopPage(homeShopQuery(next), 1, { signal }))
    else void loadProducts((signal) => loadProductPage(asProductQuery(next), 1, { limit: HOME_PRODUCTS, signal }))
  }

  usePopState((params) => show(parseHomeQuery(params), false))

  return { query, draft, setDraft, shops, products, problem, setProblem, show }
}
