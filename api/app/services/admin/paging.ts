import { ADMIN_PAGE_SIZE } from '@shoplocal/shared/constants'
import { pageCount } from '@shoplocal/shared/rules'

/** The largest page any admin list serves, whatever the client asks for. */
export const MAX_PAGE_SIZE = 100

export interface Page {
  page: number
  limit: number
  offset: number
  totalPages: number
}

/**
 * Resolves the page to serve once the total is known: the limit is capped and
 * a page below 1 or past the end clamps to the nearest real page.
 */
export function resolvePage(totalCount: number, requested: { page?: number; limit?: number }, defaultLimit = ADMIN_PAGE_SIZE): Page {
  const limit = Math.min(Math.max(requested.limit ?? defaultLimit, 1), MAX_PAGE_SIZE)
  const totalPages = pageCount(totalCount, limit)
  const page = Math.min(Math.max(requested.page ?? 1, 1), totalPages)
  return { page, limit, offset: (page - 1) * limit, totalPages }
}

/** Turns "siobhan mur" into ["siobhan", "mur"], each matched as a prefix; LIKE wildcards are escaped. */
export function searchTerms(search: string | undefined): string[] {
  return (search ?? '')
    .split(/\s+/)
    .map((term) => term.replace(/[\\%_]/g, (character) => `\\${character}`))
    .filter(Boolean)
    .slice(0, 4)
}
