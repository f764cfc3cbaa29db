import { ROUTES, SKELETON_COUNTS } from '@shoplocal/shared/constants'
import type { FavoriteItem } from '@shoplocal/shared/types'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { useState } from 'react'
import { accept, useSubmit } from '../../components/ui/use-submit.ts'
import { Skeletons } from '../catalogue/index.ts'
import { FavouriteCard } from './FavouriteCard.tsx'
import { FAVOURITES_COPY } from './copy.ts'
import { fetchMyFavourites, removeFavourite } from './favourites-api.ts'
import { refreshHeaderCount } from './header-count.ts'
import './favourites.css'

interface Props {
  /** The favourites the page was rendered with; null when the server could not read them. */
  initial: FavoriteItem[] | null
}

const REMOVE_FAILED = { title: COMMON_LABELS.error, fallback: FAVOURITES_COPY.removeFailed }

type Board = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; items: FavoriteItem[] }

/**
 * The favourites page's grid. Removing one asks the API, then reads the list again (six placeholders
 * meanwhile), so the page always shows what the server holds; a failed removal says so in a toast.
 */
export function FavouritesBoard({ initial }: Props) {
  const [board, setBoard] = useState<Board>(initial ? { kind: 'ready', items: initial } : { kind: 'failed' })
  const form = useSubmit()

  async function reload() {
    setBoard({ kind: 'loading' })
    const result = await fetchMyFavourites()
    setBoard(result.ok ? { kind: 'ready', items: result.data } : { kind: 'failed' })
  }

  const remove = (item: FavoriteItem) =>
    form.submit(accept(item), removeFavourite, REMOVE_FAILED, async () => {
      void refreshHeaderCount()
      await reload()
    })

  if (board.kind === 'loading') return <Skeletons kind="product" count={SKELETON_COUNTS.favourites} />
  if (board.kind === 'failed') return <p className="notice notice--warning">{FAVOURITES_COPY.loadFailed}</p>
  if (board.items.length === 0) {
    return (
      <div className="favourites-empty" data-testid="favourites-empty">
        <p className="favourites-empty__title">{FAVOURITES_COPY.emptyTitle}</p>
        <p>{FAVOURITES_COPY.emptyText}</p>
        <a className="button button--primary" href={ROUTES.home}>
          {FAVOURITES_COPY.discoverShops}
        </a>
      </div>
    )
  }
  return (
    <div className="product-grid" data-testid="favourites-grid">
      {board.items.map((item) => (
        <FavouriteCard key={item.id} item={item} removing={form.busy} onRemove={() => void remove(item)} />
      ))}
    </div>
  )
}
