import type { Product } from '@shoplocal/shared/types'
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
}

export function ProductResults({ state, failure, limit, more }: Props) {
  return (
    <ResultsList
      state={state}
      kind="product"
      skeletons={SKELETON_COUNTS.products}
      failure={failure}
      empty={{ title: CATALOGUE_EMPTY.noProducts, hint: CATALOGUE_COPY.noProductsHint }}
      limit={limit}
      more={more}
    >
      {(rows) => <ProductGrid products={rows} headingLevel={2} />}
    </ResultsList>
  )
}
