import type { GuestSessionResponse, ShopFollowState } from '@shoplocal/shared/types'
import type { ApiClient } from '../../lib/api/client.ts'

interface FollowFirstPaint {
  /** Null when the read failed: the page then shows no follow button, as it cannot say the count. */
  state: ShopFollowState | null
  /** Whether a follow may go straight to the API: signed in, or this browser holds a guest session. */
  canFollow: boolean
}

/**
 * What the follow button shows on the shop page's first paint, read by the server as the visitor, so the
 * button is in the HTML and loads its script only when someone reaches for it.
 */
export async function followFirstPaint(api: ApiClient, shopId: number, signedIn: boolean): Promise<FollowFirstPaint> {
  const [state, guest] = await Promise.all([
    api.get<ShopFollowState>(`/api/shops/${shopId}/follow`),
    signedIn ? null : api.get<GuestSessionResponse>('/api/guest-session'),
  ])
  return {
    state: state.ok ? state.data : null,
    canFollow: signedIn || (guest?.ok === true && guest.data.guestSession !== null),
  }
}
