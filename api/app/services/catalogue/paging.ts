/** Paging of the public lists: one page of rows plus the total, sent as X-Total-Count. */
export const DEFAULT_PAGE_SIZE = 50
export const MAX_PAGE_SIZE = 100

export interface PageRequest {
  page?: number
  limit?: number
}

export interface Page<T> {
  rows: T[]
  total: number
  page: number
  limit: number
}

/** A limit above the cap is lowered to it rather than refused: asking for "everything" is fair. */
export function resolvePaging(request: PageRequest): { page: number; limit: number; offset: number } {
  const page = request.page ?? 1
  const limit = Math.min(request.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
  return { page, limit, offset: (page - 1) * limit }
}
