import type { Product } from '@shoplocal/shared/types'
import { SKELETON_COUNTS } from '@shoplocal/shared/constants'
import { CATALOGUE_EMPTY } from '@shoplocal/shared/messages'
import { CATALOGUE_COPY } from './copy.ts'
import { ProductGrid } from './ProductGrid.tsx'
import { Skeletons } from './Skeletons.tsx'
import type { ListingState } from '../search/use-listing.ts'

interface Props {
  state: ListingState<Product>
  /** How many of the rows to show (the preview or the home tab); all when undefined. */
  limit?: number
  /** 'Failed to search products' or 'Failed to browse products'. */
  failure: string
}

export function ProductResults({ state, limit, failure }: Props) {
  if (state.status === 'loading' || state.status === 'idle') {
    return <Skeletons kind="product" count={SKELETON_COUNTS.products} />
  }
  if (state.status === 'error') {
    return (
      <div className="notice notice--warning" role="alert" data-testid="products-error">
        <div>
          <p className="notice__title">{failure}</p>
          <p>{CATALOGUE_COPY.tryAgain}</p>
        </div>
      </div>
    )
  }
  if (state.rows.length === 0) {
    return (
      <div className="empty-state" data-testid="products-empty">
        <p className="empty-state__title">{CATALOGUE_EMPTY.noProducts}</p>
        <p>{CATALOGUE_COPY.noProductsHint}</p>
      </div>
    )
  }
  const rows = limit === undefined ? state.rows : state.rows.slice(0, limit)
  return <ProductGrid products={rows} />
}
