import type { ReactNode } from 'react'
import { CATALOGUE_COPY } from './copy.ts'
import type { ListingState } from './listing-state.ts'
import { Skeletons } from './Skeletons.tsx'

export interface MoreButton {
  label: string
  onClick: () => void
  primary?: boolean
}

interface Props<T> {
  state: ListingState<T>
  /** Names the test ids ('shops-error', 'products-empty') and the skeletons' shape. */
  kind: 'shop' | 'product'
  skeletons: number
  /** What failed, e.g. 'Failed to load shops'. */
  failure: string
  /** The empty list's title and hint; `extra` follows the hint (a 'Did you mean …' link). */
  empty: { title: ReactNode; hint: string; extra?: ReactNode }
  /** How many of the rows to show (a preview); all when undefined. */
  limit?: number
  /** The button under a ready list that loads or shows more; none when undefined. */
  more?: MoreButton
  children: (rows: T[]) => ReactNode
}

/** The one results shell of the catalogue: loading, error, empty, the rows, and 'more'. */
export function ResultsList<T>({ state, kind, skeletons, failure, empty, limit, more, children }: Props<T>) {
  if (state.status === 'loading' || state.status === 'idle') return <Skeletons kind={kind} count={skeletons} />
  if (state.status === 'error') {
    return (
      <div className="notice notice--warning" role="alert" data-testid={`${kind}s-error`}>
        <div>
          <p className="notice__title">{failure}</p>
          <p>{state.problem ?? CATALOGUE_COPY.tryAgain}</p>
        </div>
      </div>
    )
  }
  if (state.rows.length === 0) {
    return (
      <div className="empty-state" data-testid={`${kind}s-empty`}>
        <p className="empty-state__title">{empty.title}</p>
        <p>{empty.hint}</p>
        {empty.extra}
      </div>
    )
  }
  return (
    <>
      {children(limit === undefined ? state.rows : state.rows.slice(0, limit))}
      {more && (
        <div className="browser__more">
          <button type="button" className={`button ${more.primary ? 'button--primary' : 'button--outline'}`} onClick={more.onClick}>
            {more.label}
          </button>
        </div>
      )}
    </>
  )
}
