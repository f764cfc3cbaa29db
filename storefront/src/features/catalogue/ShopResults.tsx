import type { ShopListItem } from '@shoplocal/shared/types'
import type { ReactNode } from 'react'
import { SKELETON_COUNTS } from '@shoplocal/shared/constants'
import { CATALOGUE_EMPTY } from '@shoplocal/shared/messages'
import { CATALOGUE_COPY } from './copy.ts'
import type { ListingState } from './listing-state.ts'
import { ResultsList, type MoreButton } from './ResultsList.tsx'
import { ShopCard } from './ShopCard.tsx'

interface Props {
  state: ListingState<ShopListItem>
  failure: string
  more?: MoreButton
  /** Replaces 'No … found' when there is more to say ('No products found for “bakry” — 2 shops match'). */
  emptyTitle?: ReactNode
  /** After the empty list's hint: a 'Did you mean …' link. */
  emptyExtra?: ReactNode
}

export function ShopResults({ state, failure, more, emptyTitle, emptyExtra }: Props) {
  return (
    <ResultsList
      state={state}
      kind="shop"
      skeletons={SKELETON_COUNTS.shops}
      failure={failure}
      empty={{ title: emptyTitle ?? CATALOGUE_EMPTY.noShops, hint: CATALOGUE_COPY.noShopsHint, extra: emptyExtra }}
      more={more}
    >
      {(rows) => (
        <div className="shop-list" data-testid="shop-list">
          {rows.map((shop) => (
            <ShopCard key={shop.id} shop={shop} headingLevel={2} />
          ))}
        </div>
      )}
    </ResultsList>
  )
}
