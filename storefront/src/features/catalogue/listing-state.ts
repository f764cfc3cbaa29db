import type { ApiResult, Listing } from '../../lib/api/result.ts'

/** A list on screen: its rows (and the API's suggestion when none), loading (skeletons), or failed (a failure line and a hint). */
export type ListingState<T> =
  | { status: 'ready'; rows: T[]; total: number; suggestion?: string | null }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'idle' }

export function listingState<T>(result: ApiResult<Listing<T>>): ListingState<T> {
  return result.ok
    ? { status: 'ready', rows: result.data.rows, total: result.data.total, suggestion: result.data.suggestion ?? null }
    : { status: 'error' }
}
