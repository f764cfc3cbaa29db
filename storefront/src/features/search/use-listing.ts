import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiResult, Listing } from '../../lib/api/result.ts'
import { listingProblem, type ListingState } from '../catalogue/index.ts'

type ListingFetcher<T> = (signal: AbortSignal) => Promise<ApiResult<Listing<T>>>

/**
 * Holds one list and reloads it; a newer load cancels the one still running, so a slow answer to an
 * old search can never overwrite the answer to the new one.
 */
export function useListing<T>(initial: ListingState<T>) {
  const [state, setState] = useState<ListingState<T>>(initial)
  const running = useRef<AbortController | null>(null)

  useEffect(() => () => running.current?.abort(), [])

  const load = useCallback(async (fetcher: ListingFetcher<T>, append = false) => {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    if (!append) setState({ status: 'loading' })
    try {
      const result = await fetcher(controller.signal)
      if (controller.signal.aborted) return
      setState((previous) => {
        if (!result.ok) return append && previous.status === 'ready' ? previous : { status: 'error', problem: listingProblem(result.error) }
        if (append && previous.status === 'ready') {
          return { status: 'ready', rows: [...previous.rows, ...result.data.rows], total: result.data.total }
        }
        return { status: 'ready', rows: result.data.rows, total: result.data.total, suggestion: result.data.suggestion ?? null }
      })
    } catch {
      if (!controller.signal.aborted) setState({ status: 'error' })
    }
  }, [])

  return [state, load] as const
}

/** Keeps an island in step with the address bar: back and forward re-read the query. */
export function usePopState(onChange: (params: URLSearchParams) => void) {
  const latest = useRef(onChange)
  latest.current = onChange
  useEffect(() => {
    const listener = () => latest.current(new URLSearchParams(window.location.search))
    window.addEventListener('popstate', listener)
    return () => window.removeEventListener('popstate', listener)
  }, [])
}

export function pushAddress(href: string) {
  if (`${window.location.pathname}${window.location.search}` !== href) window.history.pushState(null, '', href)
}
