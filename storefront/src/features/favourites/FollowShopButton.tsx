import type { ShopFollowState } from '@shoplocal/shared/types'
import { useState } from 'react'
import { accept, useSubmit } from '../../components/ui/use-submit.ts'
import { SignInGate } from '../visitor-gate/index.ts'
import { FOLLOW_COPY } from './follow-copy.ts'
import { FOLLOW_FAILED, followRefusal } from './follow-submit.ts'
import { setFollowing } from './favourites-api.ts'
import './favourites.css'

interface Props {
  shopId: number
  shopName: string
  /** The follow state the server read for this visitor (followFirstPaint). */
  initial: ShopFollowState
  /** Signed in (a customer, or an owner the API refuses with a message) or holding a guest session. */
  canFollow: boolean
}

/**
 * Follow a shop: a heart with the number of followers, server-rendered from what the page read. A visitor
 * without a guest session meets the sign-in gate first (no refused request), and the follow they asked for is
 * made once they are through.
 */
export function FollowShopButton({ shopId, shopName, initial, canFollow: initialCanFollow }: Props) {
  const [state, setState] = useState<ShopFollowState>(initial)
  const [canFollow, setCanFollow] = useState(initialCanFollow)
  const [gate, setGate] = useState(false)
  const form = useSubmit({ intercept: followRefusal(() => setGate(true)) })
  const busy = form.busy

  const send = (follow: boolean) => form.submit(accept(follow), (wanted) => setFollowing(shopId, wanted), FOLLOW_FAILED, setState)

  const following = state.isFollowing
  return (
    <>
      <button
        type="button"
        className={`favourite-toggle follow-toggle${following ? ' favourite-toggle--saved' : ''}`}
        aria-pressed={following}
        title={following ? FOLLOW_COPY.unfollowLabel(shopName) : FOLLOW_COPY.followLabel(shopName)}
        // Not `disabled` while the answer is awaited: that would drop keyboard focus to the page body.
        aria-disabled={busy}
        onClick={() => {
          if (busy) return
          if (canFollow) void send(!following)
          else setGate(true)
        }}
        data-testid="follow-shop"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.7 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
        </svg>
        <span>{following ? FOLLOW_COPY.following : FOLLOW_COPY.follow}</span>
        <span className="follow-toggle__count" data-testid="follow-count">
          {FOLLOW_COPY.followers(state.count)}
        </span>
      </button>
      <SignInGate
        open={gate}
        allowGuest
        onClose={() => setGate(false)}
        onPassed={(outcome) => {
          setGate(false)
          setCanFollow(true)
          // Signed in, the page reloads so the header shows the account (a guest's follows move into it).
          void send(true).then(() => {
            if (outcome === 'signedIn') window.location.reload()
          })
        }}
      />
    </>
  )
}
