/**
 * Who is writing a review on the product page: an account, a guest session (both review as themselves),
 * a shop owner (answers reviews from the dashboard, may still review other shops' products), or a visitor
 * with neither (types a name and an e-mail and confirms it with a code).
 */
export type ReviewerKind = 'customer' | 'guestSession' | 'owner' | 'visitor'

/** Only a visitor without an account or a guest session is asked for a name and an e-mail. */
export const reviewerFields = (kind: ReviewerKind): boolean => kind === 'visitor'

/** The session state the header reads ('guest' = signed out), plus whether this browser holds a guest session. */
export function reviewerKind(state: 'guest' | 'customer' | 'owner' | 'admin', holdsGuestSession: boolean): ReviewerKind {
  if (state === 'customer' || state === 'admin') return 'customer'
  if (state === 'owner') return 'owner'
  return holdsGuestSession ? 'guestSession' : 'visitor'
}

/** The reviews page asked in the address (?page=), from 1; anything else is page 1. */
export function reviewsPage(search: URLSearchParams): number {
  const page = Number(search.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** How many pages a list of `total` reviews has at `size` a page (at least one). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size))
