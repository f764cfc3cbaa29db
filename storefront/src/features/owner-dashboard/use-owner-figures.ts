import { useCallback, useEffect, useState } from 'react'
import { notificationChannel } from '@shoplocal/shared/constants'
import type { BillingOverview, NotificationPushed, OwnerShop } from '@shoplocal/shared/types'
import { useLiveChannel } from '../../lib/live/live-channel.ts'
import { accept } from '../../components/ui/use-submit.ts'
import { reloadBilling } from '../billing/index.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { reloadMyShops } from './dashboard-api.ts'
import { ownerFailure, useOwnerSubmit } from './owner-submit.ts'
import { withShop } from './stats.ts'

/**
 * One source of truth for every figure on the dashboard: the shops and the billing overview as the API last
 * answered, read again after each change the owner makes and whenever the page comes back into view (a
 * payment decided meanwhile), so no figure needs a reload.
 */
export function useOwnerFigures(userId: number, initialShops: OwnerShop[], initialBilling: BillingOverview | null) {
  const [shops, setShops] = useState(initialShops)
  const [billing, setBilling] = useState(initialBilling)
  const { submit } = useOwnerSubmit()

  const refresh = useCallback(async () => {
    const [fresh, freshBilling] = await Promise.all([
      submit(
        accept(undefined),
        reloadMyShops,
        ownerFailure((message) => message ?? COPY.loadShopsFailed),
      ),
      reloadBilling().catch(() => null),
    ])
    if (fresh) setShops(fresh)
    if (freshBilling) setBilling(freshBilling)
  }, [submit])

  // A decision on the owner's shops, payments or spotlights reaches them as a notification: the figures are read
  // again then, so a shop does not stay "Pending" beside the bell's "Shop approved".
  useLiveChannel<NotificationPushed>(notificationChannel(userId), () => void refresh())

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [refresh])

  /** A shop the API answered with replaces its old self at once; the rest follows from a fresh read. */
  const shopSaved = (shop: OwnerShop) => {
    setShops((current) => withShop(current, shop))
    void refresh()
  }

  /** A deleted shop leaves the list at once; the rest follows from a fresh read. */
  const shopDeleted = (shop: OwnerShop) => {
    setShops((current) => current.filter((each) => each.id !== shop.id))
    void refresh()
  }

  return { shops, billing, refresh, shopSaved, shopDeleted }
}
