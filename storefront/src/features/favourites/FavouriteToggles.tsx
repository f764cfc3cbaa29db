import { ENGAGEMENT_SERVER_MESSAGES } from '@shoplocal/shared/messages'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { errorServerMessage } from '../../lib/api/result.ts'
import { showToast } from '../../components/ui/toast-store.ts'
import { SignInGate, holdsGuestSession } from '../visitor-gate/index.ts'
import { FAVOURITES_COPY } from './copy.ts'
import { fetchFavouriteCounts, fetchMyFavourites, sendFavouriteToggle } from './favourites-api.ts'
import { EMPTY_VIEW, applyAnswer, toggleRequest, viewFromServer, type FavouritesView } from './favourite-state.ts'
import { refreshHeaderCount } from './header-count.ts'
import './favourites.css'

interface Props {
  shopId: number
  /** The product grid the hearts go into (its cards carry data-product-id). */
  gridSelector: string
  /** Signed in (a customer, or an owner the API refuses with a message); otherwise the visitor may hold a guest session. */
  signedIn: boolean
}

interface Slot {
  productId: number
  name: string
  element: Element
}

/**
 * The heart on every product of a shop page. The cards are rendered on the server without JavaScript;
 * this one island finds them and puts a heart in each, so the page hydrates one small component instead
 * of the whole grid. A signed-out visitor without a guest session gets the sign-in gate, and the
 * favourite they asked for is saved once they are through.
 */
export function FavouriteToggles({ shopId, gridSelector, signedIn }: Props) {
  const [slots, setSlots] = useState<Slot[]>([])
  const [view, setView] = useState<FavouritesView>(EMPTY_VIEW)
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set())
  const [waiting, setWaiting] = useState<number | null>(null)
  // The hearts appear once the visitor's favourites and the counts are known, never showing a guess first.
  const [ready, setReady] = useState(false)
  // Whether a toggle may go to the API: a visitor without a guest session meets the sign-in gate first.
  const [canSave, setCanSave] = useState(signedIn)

  useEffect(() => {
    const cards = document.querySelectorAll<HTMLElement>(`${gridSelector} [data-product-id]`)
    setSlots(
      [...cards].flatMap((card) => {
        const element = card.querySelector('.product-card__media')
        const name = card.querySelector('.product-card__name')?.textContent ?? ''
        return element ? [{ productId: Number(card.dataset.productId), name, element }] : []
      }),
    )
    void load()
    // Loaded once per page; later changes come from the answers to this visitor's own toggles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function load() {
    const [mine, counts, guest] = await Promise.all([
      fetchMyFavourites(),
      fetchFavouriteCounts(shopId),
      signedIn ? true : holdsGuestSession(),
    ])
    setCanSave(guest)
    setView(viewFromServer(mine.ok ? mine.data : [], counts.ok ? counts.data : []))
    setReady(true)
  }

  /** Flips one favourite; `add` forces an add (the visitor asked for it before signing in). */
  async function toggle(productId: number, add = false) {
    if (!canSave && !add) {
      setWaiting(productId)
      return
    }
    setBusy((ids) => new Set(ids).add(productId))
    const request = toggleRequest(add ? EMPTY_VIEW : view, shopId, productId)
    const result = await sendFavouriteToggle(request)
    setBusy((ids) => {
      const next = new Set(ids)
      next.delete(productId)
      return next
    })
    if (result.ok) {
      setView((latest) => applyAnswer(latest, result.data.body))
      void refreshHeaderCount()
      return
    }
    if (result.status === 401) {
      setWaiting(productId)
      return
    }
    // Only customers and guests keep favourites; anything else is only logged.
    if (result.status === 403) showToast({ title: errorServerMessage(result.error) ?? ENGAGEMENT_SERVER_MESSAGES.customersOnly })
    else console.error('[favourites] toggle failed', result.error)
  }

  return (
    <>
      {(ready ? slots : []).map((slot) => {
        const saved = view.saved.has(slot.productId)
        const count = view.counts.get(slot.productId) ?? 0
        return createPortal(
          <button
            type="button"
            className={`favourite-toggle${saved ? ' favourite-toggle--saved' : ''}`}
            aria-pressed={saved}
            title={FAVOURITES_COPY.savedBy(count)}
            // Not `disabled` while the answer is awaited: that would drop keyboard focus to the page body.
            aria-disabled={busy.has(slot.productId)}
            onClick={() => {
              if (!busy.has(slot.productId)) void toggle(slot.productId)
            }}
            data-testid="favourite-toggle"
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.7 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
            </svg>
            <span className="visually-hidden">{saved ? FAVOURITES_COPY.saved(slot.name) : FAVOURITES_COPY.add(slot.name)}</span>
            <span className="favourite-toggle__count" data-testid="favourite-count">
              {count}
            </span>
          </button>,
          slot.element,
          String(slot.productId),
        )
      })}
      <SignInGate
        open={waiting !== null}
        allowGuest
        onClose={() => setWaiting(null)}
        onPassed={(outcome) => {
          const productId = waiting
          setWaiting(null)
          setCanSave(true)
          if (productId === null) return
          // Signed in, the page reloads so the header and hearts show the account (a guest's favourites move into it).
          void toggle(productId, true).then(() => {
            if (outcome === 'signedIn') window.location.reload()
          })
        }}
      />
    </>
  )
}
