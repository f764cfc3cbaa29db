import type { Category, Product, ShopListItem } from '@shoplocal/shared/types'
import { HOME_PRODUCTS, ROUTES } from '@shoplocal/shared/constants'
import type { FormEvent } from 'react'
import { ProductResults, ShopResults, type ListingState } from '../catalogue/index.ts'
import { productFailure } from './lists.ts'
import { HomeTabList } from './HomeTabList.tsx'
import { useHomeSearch } from './use-home-search.ts'
import { LocationField } from './LocationField.tsx'
import {
  asProductQuery,
  homeHref,
  homeShopQuery,
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

interface Props {
  initialQuery: HomeQuery
  initialShops: ListingState<ShopListItem>
  initialProducts: ListingState<Product>
  categories: Category[]
}

const categoryName = (categories: Category[], slug: string): string => categories.find((category) => category.slug === slug)?.name ?? slug

/** The home search: one box, a location, a category and the Shops / Products tabs kept in the address. */
export function HomeCatalogue({ initialQuery, initialShops, initialProducts, categories }: Props) {
  const { query, draft, setDraft, shops, products, problem, setProblem, show } = useHomeSearch(initialQuery, initialShops, initialProducts)
  const otherTab: HomeTab = query.tab === 'shops' ? 'products' : 'shops'
  const hints = useEmptyHints({
    list: query.tab,
    state: query.tab === 'shops' ? shops : products,
    text: query.text,
    filters: query,
    otherHref: homeHref({ ...query, tab: otherTab }),
    suggestionHref: (suggestion) => homeHref({ ...query, text: suggestion }),
  })

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
          <HomeTabList
            selected={query.tab}
            onClick={(tab) => show({ ...draft, tab }, true)}
            onArrow={(tab) => show({ ...query, tab }, true)}
          />
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
