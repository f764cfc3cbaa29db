import type { OwnerShop } from '@shoplocal/shared/types'
import { TRADER_COPY as COPY } from './trader-copy.ts'
import './trader.css'

/** What the shop card says while the trader details are missing: why they matter for this shop now. */
export function TraderNotice({ shop }: { shop: OwnerShop }) {
  if (shop.trader.complete) return null
  const text = shop.trader.hidden
    ? COPY.hidden
    : shop.status === 'approved'
      ? COPY.neededByDeadline(shop.trader.deadline)
      : COPY.neededForApproval
  return (
    <p className="trader-notice" data-testid="trader-notice">
      {text}
    </p>
  )
}
