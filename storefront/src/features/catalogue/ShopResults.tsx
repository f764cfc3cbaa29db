import type { ShopListItem } from '@shoplocal/shared/types'
import { SKELETON_COUNTS } from '@shoplocal/shared/constants'
import { CATALOGUE_EMPTY } from '@shoplocal/shared/messages'
import { CATALOGUE_COPY } from './copy.ts'
import { ShopCard } from './ShopCard.tsx'
import { Skeletons } from './Skeletons.tsx'
import type { ListingState } from '../search/use-listing.ts'

interface Props {
  state: ListingState<ShopListItem>
  failure: string
  limit?: number
}

export function ShopResults({ state, failure, limit }: Props) {
  if (state.status === 'loading' || state.status === 'idle') {
    return <Skeletons kind="shop" count={SKELETON_COUNTS.shops} />
  }
  if (state.status === 'error') {
    return (
      <div className="notice notice--warning" role="alert" data-testid="shops-error">
        <div>
          <p className="notice__title">{failure}</p>
          <p>{CATALOGUE_COPY.tryAgain}</p>
        </div>
      </div>
    )
  }
  if (state.rows.length === 0) {
    return (
      <div className="empty-state" data-testid="shops-empty">
        <p className="empty-state__title">{CATALOGUE_EMPTY.noShops}</p>
        <p>{CATALOGUE_COPY.noShopsHint}</p>
      </div>
    )
  }
  const rows = limit === undefined ? state.rows : state.rows.slice(0, limit)
  return (
    <div className="shop-list" data-testid="shop-list">
      {rows.map((shop) => (
        <ShopCard key={shop.id} shop={shop} />
      ))}
    </div>
  )
}
