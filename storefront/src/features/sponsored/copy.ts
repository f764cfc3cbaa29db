/*
 * What a visitor reads about paid placement. A spotlight is advertising: it is labelled wherever it appears and
 * says who paid, for when, and that everyone sees the same.
 */
import { ROUTES } from '@shoplocal/shared/constants'

export const SPONSORED_COPY = {
  label: 'Sponsored',
  why: 'Why am I seeing this?',
  paidBy: (shop: string | null, from: string, until: string) =>
    `${shop ?? 'This shop'} paid to spotlight this product from ${from} to ${until}.`,
  alike:
    'Sponsored products are shown to everyone alike: they are not chosen for you, and paying never moves a product up a search or a list.',
  howWeRank: 'How we rank',
  howWeRankPath: ROUTES.howWeRank,
} as const
