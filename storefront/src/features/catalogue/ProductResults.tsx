import type { Product } from '@shoplocal/shared/types'
import type { ReactNode } from 'react'
import { SKELETON_COUNTS } from '@shoplocal/shared/constants'
import { CATALOGUE_EMPTY } from '@shoplocal/shared/messages'
import { CATALOGUE_COPY } from './copy.ts'
import type { ListingState } from './listing-state.ts'
import { ProductGrid } from './ProductGrid.tsx'
import { ResultsList, type MoreButton } from './ResultsList.tsx'

interface Props {
  state: ListingState<Product>
  /** 'Failed to search products' or 'Failed to browse products'. */
  failure: string
  limit?: number
  more?: MoreButton
  /** Replaces 'No … found' when there is more to say ('No products found for “bakry” — 2 shops match'). */
  emptyTitle?: ReactNode
  /** After the empty list's hint: a 'Did you mean …' link. */
  emptyExtra?: ReactNode
}

export function ProductResults({ state, failure, limit, more, emptyTitle, emptyExtra }: Props) {
  return (
    <ResultsList
      state={state}
      kind="product"
      skeletons={SKELETON_COUNTS.products}
      failure={failure}
      empty={{ title: emptyTitle ?? CATALOGUE_EMPTY.noProducts, hint: CATALOGUE_COPY.noProductsHint, extra: emptyExtra }}
      limit={limit}
      more={more}
    >
      {(rows) => <ProductGrid products={rows} headingLevel={2} />}
    </ResultsList>
  )
}
