import type { Category, Product, ShopListItem } from '@shoplocal/shared/types'
import { HOME_PRODUCTS, ROUTES } from '@shoplocal/shared/constants'
import { BROWSE_LABELS } from '../../messages/index.ts'
import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { ProductResults, ShopResults, type ListingState } from '../catalogue/index.ts'
import { productFailure } from './lists.ts'
import { pushAddress, useListing, usePopState } from './use-listing.ts'
import { LocationField } from './LocationField.tsx'
import {
  asProductQuery,
  homeHref,
  homeShopQuery,
  parseHomeQuery,
  productListHref,
  shopListHref,
  type HomeQuery,
  type HomeTab,
  type NearChoice,
} from './query.ts'
import { NearControls } from './NearControls.tsx'
import { useEmptyHints } from './SearchHints.tsx'
import { placeProblem } from './near-choice.ts'
import { TextField } from './TextField.tsx'
import { SEARCH_COPY } from './copy.ts'
import { loadProductPage, loadShopPage } from './search-api.ts'

interface Props {
  initialQuery: HomeQuery
  initialShops: ListingState<ShopListItem>
  initialProducts: ListingState<Product>
  categories: Category[]
}

const TABS: readonly HomeTab[] = ['shops', 'products']
const TAB_LABELS: Record<HomeTab, string> = { shops: BROWSE_LABELS.shopsTab, products: BROWSE_LABELS.productsTab }

const categoryName = (categories: Category[], slug: string): string => categories.find((category) => category.slug === slug)?.name ?? slug

const filtersKey = (query: HomeQuery) => JSON.stringify([query.text, query.location, query.category, query.sort, query.withinKm])

/** The home search: one box, a location, a category and the Shops / Products tabs kept in the address. */
export function HomeCatalogue({ initialQuery, initialShops, initialProducts, categories }: Props) {
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
  const otherTab: HomeTab = query.tab === 'shops' ? 'products' : 'shops'
  const hints = useEmptyHints({
    list: query.tab,
    state: query.tab === 'shops' ? shops : products,
    text: query.text,
    filters: query,
    otherHref: homeHref({ ...query, tab: otherTab }),
    suggestionHref: (suggestion) => homeHref({ ...query, text: suggestion }),
  })

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

  function submit(event: FormEvent) {
    event.preventDefault()
    const missing = placeProblem(draft)
    if (missing) {
      setProblem(missing)
      document.getElementById('home-location')?.focus()
      return
    }
    show({ ...draft, tab: query.tab }, true)
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const other = query.tab === 'shops' ? 'products' : 'shops'
    show({ ...query, tab: other }, true)
    document.getElementById(`home-tab-${other}`)?.focus()
  }

  const seeAll =
    query.tab === 'shops'
      ? shopListHref(ROUTES.browseShops, homeShopQuery(query))
      : productListHref({ ...asProductQuery(query), viewAll: false })

  return (
    <div className="home-catalogue">
      <form className="search-panel search-panel--hero" role="search" action="/" method="get" onSubmit={submit}>
        <input type="hidden" name="tab" value={query.tab} />
        <TextField
          id="home-search"
          name={query.tab === 'products' ? 'product' : 'search'}
          label={SEARCH_COPY.searchLabel}
          placeholder={SEARCH_COPY.searchPlaceholder}
          value={draft.text}
          onChange={(text) => setDraft({ ...draft, text })}
        />
        <LocationField
          id="home-location"
          value={draft.location}
          onChange={(location) => setDraft({ ...draft, location })}
          onLocated={(location) => show({ ...draft, location, sort: 'nearest', tab: query.tab }, true)}
        />
        <button className="button button--accent search-panel__submit" type="submit">
          {SEARCH_COPY.searchButton}
        </button>
        <NearControls id="home-near" value={draft} onChange={(near: NearChoice) => setDraft({ ...draft, ...near })} problem={problem} />
        {draft.category !== '' && (
          // The category tiles below are the home page's category filter; a chosen one shows here.
          <div className="filter-chip">
            <input type="hidden" name="category" value={draft.category} />
            <span>{`${SEARCH_COPY.categoryLabel}: ${categoryName(categories, draft.category)}`}</span>
            <button
              type="button"
              className="filter-chip__clear"
              aria-label={SEARCH_COPY.clearCategory}
              onClick={() => show({ ...draft, category: '', tab: query.tab }, true)}
            >
              ×
            </button>
          </div>
        )}
      </form>

      <div className="home-results">
        <div className="catalogue-tabs">
          <div className="catalogue-tabs__list" role="tablist" aria-label={SEARCH_COPY.resultsLabel}>
            {TABS.map((tab) => (
              <button
                key={tab}
                id={`home-tab-${tab}`}
                type="button"
                role="tab"
                className="catalogue-tabs__tab"
                aria-selected={query.tab === tab}
                aria-controls="home-tab-panel"
                tabIndex={query.tab === tab ? 0 : -1}
                onClick={() => show({ ...draft, tab }, true)}
                onKeyDown={onTabKey}
              >
                {TAB_LABELS[tab]}
              </button>
            ))}
          </div>
          <a className="catalogue-tabs__link" href={seeAll}>
            {query.tab === 'shops' ? SEARCH_COPY.allShopsLink : SEARCH_COPY.allProductsLink}
          </a>
        </div>
        <div id="home-tab-panel" role="tabpanel" aria-labelledby={`home-tab-${query.tab}`} className="catalogue-tabs__panel">
          {query.tab === 'shops' ? (
            <ShopResults {...hints} state={shops} failure={SEARCH_COPY.shopsFailed} />
          ) : (
            <ProductResults {...hints} state={products} limit={HOME_PRODUCTS} failure={productFailure(asProductQuery(query))} />
          )}
        </div>
        <a className="button button--outline home-results__all" href={seeAll} data-testid="home-see-all">
          {query.tab === 'shops' ? SEARCH_COPY.allShopsLink : SEARCH_COPY.allProductsLink}
        </a>
      </div>
    </div>
  )
}
