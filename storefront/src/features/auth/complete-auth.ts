import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { REVIEW_MESSAGES } from '../../messages/index.ts'
import type { Role } from '@shoplocal/shared/types'
import { showToast } from '../../components/ui/toast-store.ts'
import { afterCustomerOrOwnerAuth, go, type AuthOutcome } from './destinations.ts'
import { postPendingRating } from './pending-rating.ts'
import { chosenPlanHref } from '../billing/index.ts'

/**
 * After a sign-in or registration on the combined page, the shop-owner page or the customer dialog:
 * post a saved pending rating first, then go on: to the rated shop after 1 s, owners to
 * /dashboard, customers to / after 1 s (sign-in) or 1.5 s (register).
 */
export async function completeAuth(role: Role, outcome: AuthOutcome): Promise<void> {
  const rating = await postPendingRating(window.sessionStorage)
  if (rating.status === 'posted') showToast({ title: REVIEW_MESSAGES.submitted, variant: 'success' })
  if (rating.status === 'failed') showToast({ title: COMMON_LABELS.error, description: rating.message, variant: 'destructive' })
  go(
    afterCustomerOrOwnerAuth(role, outcome, rating.status === 'posted' ? rating.shopId : undefined, chosenPlanHref(window.location.search)),
  )
}
