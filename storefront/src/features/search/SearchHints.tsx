import { CATALOGUE_EMPTY } from '@shoplocal/shared/messages'
import type { ListingState } from '../catalogue/index.ts'
import { SEARCH_COPY } from './copy.ts'
import { emptySearch, useOtherCount } from './other-tab.ts'
import type { NearChoice } from './query.ts'
import { loadProductPage, loadShopPage } from './search-api.ts'

/** 'Did you mean “bakery”?': the API's suggestion for a search that found nothing, as a link to that search. */
function DidYouMean({ suggestion, href }: { suggestion: string; href: string }) {
  return (
    <p className="search-hint" data-testid="did-you-mean">
      {SEARCH_COPY.didYouMean} <a href={href}>{SEARCH_COPY.quoted(suggestion)}</a>?
    </p>
  )
}

/** 'No products found for “bakry” — 2 shops match', the count a link to the other list (inside the empty state's title). */
function OtherTabMatches({ nothingFound, text, matches, href }: { nothingFound: string; text: string; matches: string; href: string }) {
  return (
    <span data-testid="other-tab-matches">
      {SEARCH_COPY.nothingFoundFor(nothingFound, text)} <a href={href}>{matches}</a>
    </span>
  )
}

interface HintOptions {
  /** The list on screen; the other one is counted. */
  list: 'shops' | 'products'
  state: ListingState<unknown>
  /** The words the list was searched for. */
  text: string
  /** The same place, category, sort and distance, for the other list's count. */
  filters: { location: string; category: string } & NearChoice
  /** The other list for the same words. */
  otherHref: string
  /** This list searched for the suggestion instead. */
  suggestionHref: (suggestion: string) => string
}

/**
 * What an empty search list says besides 'No … found': how many of the other kind match the same
 * words, with a link to them, and the API's 'Did you mean …' when it has one.
 */
export function useEmptyHints({ list, state, text, filters, otherHref, suggestionHref }: HintOptions) {
  const words = emptySearch(state, text)
  const { location, category, sort, withinKm, openNow } = filters
  const place = { location, category, sort, withinKm, openNow }
  const key = words === null ? null : JSON.stringify([list, words, place])
  const other = useOtherCount(key, (signal) =>
    list === 'shops'
      ? loadProductPage({ shop: '', product: words ?? '', ...place }, 1, { limit: 1, signal })
      : loadShopPage({ search: words ?? '', ...place }, 1, { limit: 1, signal }),
  )
  if (words === null || state.status !== 'ready') return {}
  const nothingFound = list === 'shops' ? CATALOGUE_EMPTY.noShops : CATALOGUE_EMPTY.noProducts
  const matches = list === 'shops' ? SEARCH_COPY.productsMatch(other) : SEARCH_COPY.shopsMatch(other)
  return {
    emptyTitle: other > 0 ? <OtherTabMatches nothingFound={nothingFound} text={words} matches={matches} href={otherHref} /> : undefined,
    emptyExtra: state.suggestion ? <DidYouMean suggestion={state.suggestion} href={suggestionHref(state.suggestion)} /> : undefined,
  }
}
