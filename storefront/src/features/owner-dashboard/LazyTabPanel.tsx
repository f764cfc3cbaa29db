import { lazy, Suspense } from 'react'
import { SPOTLIGHT_MANAGER } from '@shoplocal/shared/messages'
import type { OwnerShop } from '@shoplocal/shared/types'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { OWNER_REVIEWS_COPY } from './reviews-copy.ts'

/** The charts load with their tab, so the rest of the dashboard does not wait for the charting library. */
const InsightsTab = lazy(() => import('./InsightsTab.tsx'))
const SpotlightManager = lazy(() => import('../spotlight-manager/index.ts').then((feature) => ({ default: feature.SpotlightManager })))
const ReviewsTab = lazy(() => import('./ReviewsTab.tsx'))

export type LazyTabKey = 'spotlight' | 'insights' | 'reviews'

/** One of the tabs whose code loads when it is first opened, with its loading line meanwhile. */
export function LazyTabPanel({ tab, shops }: { tab: LazyTabKey; shops: OwnerShop[] }) {
  if (tab === 'spotlight') {
    return (
      <Suspense fallback={<p className="owner-empty">{SPOTLIGHT_MANAGER.loading}</p>}>
        <SpotlightManager shops={shops} />
      </Suspense>
    )
  }
  if (tab === 'insights') {
    return (
      <Suspense fallback={<p className="owner-empty">{COPY.insightsLoading}</p>}>
        <InsightsTab />
      </Suspense>
    )
  }
  return (
    <Suspense fallback={<p className="owner-empty">{OWNER_REVIEWS_COPY.loading}</p>}>
      <ReviewsTab />
    </Suspense>
  )
}
