import { useEffect, useState } from 'react'
import type { ApiResult, Listing } from '../../lib/api/result.ts'
import type { ListingState } from '../catalogue/index.ts'

/** Counts the other list's matches with a one-row read. */
type OtherCount = (signal: AbortSignal) => Promise<ApiResult<Listing<unknown>>>

/**
 * How many matches the other list (shops for products, products for shops) has for the same words,
 * asked only while this list found nothing for them (`key` names that search; null: don't ask). A
 * newer search cancels the older count; a failed count is 0, so nothing is offered.
 */
export function useOtherCount(key: string | null, count: OtherCount): number {
  const [found, setFound] = useState<{ key: string; total: number } | null>(null)
  useEffect(() => {
    if (key === null) return
    const controller = new AbortController()
    count(controller.signal)
      .then((result) => {
        if (!controller.signal.aborted) setFound({ key, total: result.ok ? result.data.total : 0 })
      })
      .catch(() => undefined)
    return () => controller.abort()
    // `count` is made anew on every render; the search it counts is what `key` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return key !== null && found?.key === key ? found.total : 0
}

/** The words a list found nothing for, or null when it found something, is not ready, or had no words. */
export function emptySearch(state: ListingState<unknown>, text: string): string | null {
  return state.status === 'ready' && state.total === 0 && text.trim() !== '' ? text.trim() : null
}
