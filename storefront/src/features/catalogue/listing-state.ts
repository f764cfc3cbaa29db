import { ApiError, type ApiResult, type Listing } from '../../lib/api/result.ts'

/** A list on screen: its rows (and the API's suggestion when none), loading (skeletons), or failed (a failure line and a hint). */
export type ListingState<T> =
  | { status: 'ready'; rows: T[]; total: number; suggestion?: string | null }
  | { status: 'loading' }
  | { status: 'error'; problem?: string }
  | { status: 'idle' }

/** A list refused for what was asked (a place the API cannot find): its own words, not 'try again'. */
export function listingProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined
  return Object.values(error.fieldErrors)[0] ?? error.serverMessage ?? undefined
}

export function listingState<T>(result: ApiResult<Listing<T>>): ListingState<T> {
  return result.ok
    ? { status: 'ready', rows: result.data.rows, total: result.data.total, suggestion: result.data.suggestion ?? null }
    : { status: 'error', problem: listingProblem(result.error) }
}
