import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { pageCount } from '@shoplocal/shared/rules'
import type { SortOrder } from '@shoplocal/shared/types'

/*
 * Paging for every list the API serves. Two policies share the arithmetic:
 * - public lists (catalogue) serve the page that was asked for, even past the
 *   end (an empty page), and send the total in headers;
 * - admin lists count first and clamp the page into the real range, so a
 *   console that deleted the last row of the last page still gets rows.
 * Both cap the limit rather than refuse it: asking for "everything" is fair.
 */

/** The largest page any list serves, whatever the client asks for. */
const MAX_PAGE_SIZE = 100

interface PageRequest {
  page?: number
  limit?: number
}

interface PageWindow {
  page: number
  limit: number
  offset: number
}

/** One page of a public list; controllers send `total` as X-Total-Count. */
export interface Page<T> extends PageWindow {
  rows: T[]
  total: number
  /** A search that found nothing: words from the index that find something ("Did you mean …"). */
  suggestion?: string | null
  /** When the query had a point: each row's distance, sent as the row's `distanceKm` and `distanceApproximate`. */
  distances?: { km: number | null; approximate: boolean }[]
}

function cappedLimit(limit: number | undefined, defaultLimit: number): number {
  return Math.min(Math.max(limit ?? defaultLimit, 1), MAX_PAGE_SIZE)
}

/** The page as asked for (validators keep it at 1 or more), limit capped. */
export function requestedWindow(request: PageRequest, defaultLimit: number): PageWindow {
  const page = request.page ?? 1
  const limit = cappedLimit(request.limit, defaultLimit)
  return { page, limit, offset: (page - 1) * limit }
}

/** Once the total is known: the limit capped and a page below 1 or past the end moved to the nearest real page. */
export function clampedWindow(total: number, request: PageRequest, defaultLimit: number): PageWindow & { totalPages: number } {
  const limit = cappedLimit(request.limit, defaultLimit)
  const totalPages = pageCount(total, limit)
  const page = Math.min(Math.max(request.page ?? 1, 1), totalPages)
  return { page, limit, offset: (page - 1) * limit, totalPages }
}

/**
 * A sort a client may ask for: its key must be one of the service's columns
 * (validators check it against the same object), and rows that tie are
 * ordered by the tie-breaker in the same direction, so pages never overlap and
 * MySQL can walk one index instead of sorting.
 */
export interface SortRule<Key extends string> {
  columns: Readonly<Record<Key, string>>
  defaultKey: Key
  tieBreaker: string
}

interface SortRequest<Key extends string> {
  sortBy?: Key
  sortOrder?: SortOrder
}

/** The order of an admin list that names none: newest (or last) first. */
export const DEFAULT_SORT_ORDER: SortOrder = 'desc'

export interface AdminPage<Row> {
  rows: Row[]
  totalCount: number
  totalPages: number
}

/**
 * Counts the filtered query, clamps the page, then reads it sorted by a
 * whitelisted column. `decorate` adds what only the rows need (columns,
 * preloads), after the count, so the count stays cheap.
 */
export async function adminPage<Model extends LucidModel, Key extends string>(
  query: ModelQueryBuilderContract<Model, InstanceType<Model>>,
  request: PageRequest & SortRequest<Key>,
  options: {
    sort: SortRule<Key>
    defaultLimit: number
    decorate?: (rows: ModelQueryBuilderContract<Model, InstanceType<Model>>) => unknown
  },
): Promise<AdminPage<InstanceType<Model>>> {
  const counted = await query.clone().count('* as total').first()
  const totalCount = Number(counted?.$extras.total ?? 0)
  const window = clampedWindow(totalCount, request, options.defaultLimit)
  const order = request.sortOrder ?? DEFAULT_SORT_ORDER
  options.decorate?.(query)
  const rows = await query
    .orderBy(options.sort.columns[request.sortBy ?? options.sort.defaultKey], order)
    .orderBy(options.sort.tieBreaker, order)
    .offset(window.offset)
    .limit(window.limit)
  return { rows, totalCount, totalPages: window.totalPages }
}
