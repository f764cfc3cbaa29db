import { useEffect, useReducer, useState } from 'react'
import { changeListQuery, initialListQuery, type ListQuery, type ListQueryChange, type ListQueryOptions } from './list-query'

/** How long typing must pause before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 300

/** A grid's server query plus the search box's own text, which reaches the query once typing pauses. */
export function useListQuery<Filters extends Record<string, string>>(options: ListQueryOptions<Filters>) {
  const [query, dispatch] = useReducer(
    (state: ListQuery<Filters>, change: ListQueryChange<Filters>) => changeListQuery(state, change, options.sortable),
    options,
    initialListQuery,
  )
  const [searchText, setSearchText] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'search', search: searchText }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [searchText])
  return { query, searchText, setSearchText, dispatch }
}
