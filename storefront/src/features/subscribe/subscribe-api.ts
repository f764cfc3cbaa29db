import type { SubscriptionStart } from '@shoplocal/shared/types'
import { browserApi } from '../../lib/api/browser.ts'

/** The owner's subscription for card payments, made on first visit; an ApiResult, as a 401 sends the page to sign-in. */
export const getOrCreateSubscription = () => browserApi.get<SubscriptionStart>('/api/get-or-create-subscription')
