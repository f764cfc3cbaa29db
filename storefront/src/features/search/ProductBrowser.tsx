import type { Category, Product } from '@shoplocal/shared/types'
import { PREVIEW_PRODUCTS } from '@shoplocal/shared/constants'
import { BROWSE_LABELS, viewAllProductsLabel } from '../../messages/index.ts'
import { useState, type FormEvent } from 'react'
import { productFailure } from './lists.ts'
import { ProductResults, type ListingState, type MoreButton } from '../catalogue/index.ts'
import { pushAddress, useListing, usePopState } from './use-listing.ts'
import { CategorySelect } from './CategorySelect.tsx'
import { LocationField } from './LocationField.tsx'
import { parseProductQuery, productListHref, shopListHref, type NearChoice, type ProductQuery } from './query.ts'
import { NearControls } from './NearControls.tsx'
import { useEmptyHints } from './SearchHints.tsx'
import { placeProblem } from './near-choice.ts'
import { TextField } from './TextField.tsx'
import { SEARCH_COPY } from './copy.ts'
import { loadProductPage } from './search-api.ts'

interface Props {
  initialQuery: ProductQuery
  initial: ListingState<Product>
  categories: Category[]
}

/** /browse-products: the filters, a preview of 32, 'View All Products (n)' and 'Back to Preview'. */
export function ProductBrowser({ initialQuery, initial, categories }: Props) {
  const [query, setQuery] = useState(initialQuery)
  const [draft, setDraft] = useState(initialQuery)
  const [state, load] = useListing<Product>(initial)
  const [page, setPage] = useState(1)
  const [problem, setProblem] = useState('')
  // The words the list was searched for: the product's, else the shop's.
  const words = query.product || query.shop
  const hints = useEmptyHints({
    list: 'products',
    state,
    text: words,
    filters: query,
    otherHref: shopListHref('/browse-shops', {
      search: words,
      location: query.location,
      category: query.category,
      sort: query.sort,
      withinKm: query.withinKm,
      openNow: query.openNow,
    }),
    suggestionHref: (suggestion) =>
      productListHref(query.product ? { ...query, product: suggestion, viewAll: false } : { ...query, shop: suggestion, viewAll: false }),
  })

  function show(next: ProductQuery, remember: boolean) {
    setProblem('')
    const needsFetch =
      next.shop !== query.shop ||
      next.product !== query.product ||
      next.location !== query.location ||
      next.category !== query.category ||
      next.sort !== query.sort ||
      next.withinKm !== query.withinKm
    setQuery(next)
    setDraft(next)
    if (remember) pushAddress(productListHref(next))
    if (needsFetch || state.status === 'error') {
      setPage(1)
      void load((signal) => loadProductPage(next, 1, { signal }))
    }
  }

  usePopState((params) => show(parseProductQuery(params), false))

  function submit(event: FormEvent) {
    event.preventDefault()
    const missing = placeProblem(draft)
    if (missing) {
      setProblem(missing)
      document.getElementById('bp-location')?.focus()
      return
    }
    show({ ...draft, viewAll: false }, true)
  }

  function more() {
    const next = page + 1
    setPage(next)
    void load((signal) => loadProductPage(query, next, { signal }), true)
  }

  const total = state.status === 'ready' ? state.total : 0
  const loaded = state.status === 'ready' ? state.rows.length : 0
  const update = (field: keyof Omit<ProductQuery, 'viewAll'>) => (value: string) => setDraft({ ...draft, [field]: value })

  // 'View All' opens the whole list from the preview; inside it, 'Show more' pages on.
  function moreButton(): MoreButton | undefined {
    if (query.viewAll) return loaded < total ? { label: SEARCH_COPY.moreProducts, onClick: more } : undefined
    if (total > PREVIEW_PRODUCTS)
      return { label: viewAllProductsLabel(total), onClick: () => show({ ...query, viewAll: true }, true), primary: true }
    return undefined
  }

  return (
    <div className="browser">
      <form className="search-panel" role="search" action="/browse-products" method="get" onSubmit={submit}>
        <TextField
          id="bp-product"
          name="product"
          label={SEARCH_COPY.productLabel}
          placeholder={SEARCH_COPY.productPlaceholder}
          value={draft.product}
          onChange={update('product')}
        />
        <TextField
          id="bp-shop"
          name="shop"
          label={SEARCH_COPY.shopLabel}
          placeholder={SEARCH_COPY.shopPlaceholder}
          value={draft.shop}
          onChange={update('shop')}
        />
        <LocationField
          id="bp-location"
          value={draft.location}
          onChange={update('location')}
          onLocated={(location) => show({ ...draft, location, sort: 'nearest' }, true)}
        />
        <CategorySelect id="bp-category" value={draft.category} categories={categories} onChange={update('category')} />
        <NearControls id="bp-near" value={draft} onChange={(near: NearChoice) => setDraft({ ...draft, ...near })} problem={problem} />
        <button className="button button--primary search-panel__submit" type="submit">
          {SEARCH_COPY.searchButton}
        </button>
      </form>

      <div className="results-bar" aria-live="polite">
        {state.status === 'ready' && <p className="results-bar__count">{SEARCH_COPY.productsFound(total)}</p>}
        {state.status === 'ready' && query.viewAll && (
          <button type="button" className="button button--outline" onClick={() => show({ ...query, viewAll: false }, true)}>
            {BROWSE_LABELS.backToPreview}
          </button>
        )}
      </div>

      <ProductResults
        {...hints}
        state={state}
        failure={productFailure(query)}
        limit={query.viewAll ? undefined : PREVIEW_PRODUCTS}
        more={moreButton()}
      />
    </div>
  )
}
