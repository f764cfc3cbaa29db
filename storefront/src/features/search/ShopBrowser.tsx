import type { Category, ShopListItem } from '@shoplocal/shared/types'
import { useState, type FormEvent } from 'react'
import { ShopResults, type ListingState } from '../catalogue/index.ts'
import { pushAddress, useListing, usePopState } from './use-listing.ts'
import { CategorySelect } from './CategorySelect.tsx'
import { LocationField } from './LocationField.tsx'
import { parseShopQuery, productListHref, shopListHref, type NearChoice, type ShopQuery } from './query.ts'
import { NearControls } from './NearControls.tsx'
import { useEmptyHints } from './SearchHints.tsx'
import { placeProblem } from './near-choice.ts'
import { TextField } from './TextField.tsx'
import { SEARCH_COPY } from './copy.ts'
import { loadShopPage } from './search-api.ts'

interface Props {
  /** /browse or /browse-shops: the same screen under two addresses. */
  path: string
  initialQuery: ShopQuery
  initial: ListingState<ShopListItem>
  categories: Category[]
}

/** /browse and /browse-shops: the shop list with search, location and category. */
export function ShopBrowser({ path, initialQuery, initial, categories }: Props) {
  const [query, setQuery] = useState(initialQuery)
  const [draft, setDraft] = useState(initialQuery)
  const [page, setPage] = useState(1)
  const [state, load] = useListing<ShopListItem>(initial)
  const [problem, setProblem] = useState('')
  const hints = useEmptyHints({
    list: 'shops',
    state,
    text: query.search,
    filters: query,
    otherHref: productListHref({
      shop: '',
      product: query.search,
      location: query.location,
      category: query.category,
      sort: query.sort,
      withinKm: query.withinKm,
      openNow: query.openNow,
      viewAll: false,
    }),
    suggestionHref: (suggestion) => shopListHref(path, { ...query, search: suggestion }),
  })

  function show(next: ShopQuery, remember: boolean) {
    setProblem('')
    setQuery(next)
    setDraft(next)
    setPage(1)
    if (remember) pushAddress(shopListHref(path, next))
    void load((signal) => loadShopPage(next, 1, { signal }))
  }

  usePopState((params) => show(parseShopQuery(params), false))

  function submit(event: FormEvent) {
    event.preventDefault()
    const missing = placeProblem(draft)
    if (missing) {
      setProblem(missing)
      document.getElementById('bs-location')?.focus()
      return
    }
    show(draft, true)
  }

  function more() {
    const next = page + 1
    setPage(next)
    void load((signal) => loadShopPage(query, next, { signal }), true)
  }

  const update = (field: keyof ShopQuery) => (value: string) => setDraft({ ...draft, [field]: value })

  return (
    <div className="browser">
      <form className="search-panel" role="search" action={path} method="get" onSubmit={submit}>
        <TextField
          id="bs-search"
          name="search"
          label={SEARCH_COPY.shopSearchLabel}
          placeholder={SEARCH_COPY.shopSearchPlaceholder}
          value={draft.search}
          onChange={update('search')}
        />
        <LocationField
          id="bs-location"
          value={draft.location}
          onChange={update('location')}
          onLocated={(location) => show({ ...draft, location, sort: 'nearest' }, true)}
        />
        <CategorySelect id="bs-category" value={draft.category} categories={categories} onChange={update('category')} />
        <NearControls id="bs-near" value={draft} onChange={(near: NearChoice) => setDraft({ ...draft, ...near })} problem={problem} />
        <button className="button button--primary search-panel__submit" type="submit">
          {SEARCH_COPY.searchButton}
        </button>
      </form>

      <div className="results-bar" aria-live="polite">
        {state.status === 'ready' && <p className="results-bar__count">{SEARCH_COPY.shopsFound(state.total)}</p>}
      </div>

      <ShopResults
        {...hints}
        state={state}
        failure={SEARCH_COPY.shopsFailed}
        more={state.status === 'ready' && state.rows.length < state.total ? { label: SEARCH_COPY.moreShops, onClick: more } : undefined}
      />
    </div>
  )
}
