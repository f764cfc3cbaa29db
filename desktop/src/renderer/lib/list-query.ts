import type { QueryParams } from '@shoplocal/shared/rules'
import type { SortOrder } from '@shoplocal/shared/types'

/**
 * The state behind one server-paged grid: page, search, filters and sort. Pure, so the rules
 * (a new search or filter starts again at page 1, sort only by the columns the API allows) are
 * tested without a browser.
 */
export interface ListQuery<Filters extends Record<string, string>> {
  page: number
  search: string
  filters: Filters
  sortBy: string | null
  sortOrder: SortOrder
}

export interface ListQueryOptions<Filters extends Record<string, string>> {
  filters: Filters
  /** The API's sort whitelist; anything else is ignored rather than sent and refused with a 422. */
  sortable: readonly string[]
  sortBy: string | null
  sortOrder: SortOrder
}

export function initialListQuery<Filters extends Record<string, string>>(options: ListQueryOptions<Filters>): ListQuery<Filters> {
  return { page: 1, search: '', filters: options.filters, sortBy: options.sortBy, sortOrder: options.sortOrder }
}

export type ListQueryChange<Filters extends Record<string, string>> =
  | { type: 'page'; page: number }
  | { type: 'search'; search: string }
  | { type: 'filter'; name: keyof Filters; value: string }
  | { type: 'sort'; sortBy: string | null; sortOrder: SortOrder }

export function changeListQuery<Filters extends Record<string, string>>(
  query: ListQuery<Filters>,
  change: ListQueryChange<Filters>,
  sortable: readonly string[],
): ListQuery<Filters> {
  switch (change.type) {
    case 'page':
      return { ...query, page: Math.max(1, Math.floor(change.page) || 1) }
    case 'search':
      return change.search === query.search ? query : { ...query, search: change.search, page: 1 }
    case 'filter':
      return { ...query, filters: { ...query.filters, [change.name]: change.value }, page: 1 }
    case 'sort':
      if (change.sortBy !== null && !sortable.includes(change.sortBy)) return query
      return { ...query, sortBy: change.sortBy, sortOrder: change.sortOrder, page: 1 }
  }
}

/** The query string of one page; blank search and unset sort are left out. */
export function listQueryParams<Filters extends Record<string, string>>(
  query: ListQuery<Filters>,
  limit: number,
  page: number = query.page,
): QueryParams {
  return {
    page,
    limit,
    search: query.search.trim(),
    ...query.filters,
    ...(query.sortBy ? { sortBy: query.sortBy, sortOrder: query.sortOrder } : {}),
  }
}
