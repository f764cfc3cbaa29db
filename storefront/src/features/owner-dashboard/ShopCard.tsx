import { useState } from 'react'
import { shopPath } from '@shoplocal/shared/constants'
import { OWNER_STATUS_COPY } from '@shoplocal/shared/messages'
import { OWNER_DASHBOARD_LABELS } from '../../messages/index.ts'
import { thumbnailUrl } from '@shoplocal/shared/rules'
import type { OwnerShop } from '@shoplocal/shared/types'
import { SHOP_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { RESERVATION_COPY, ShopClosuresDialog } from '../reservations/index.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { ProfileImageSection } from './ProfileImageSection.tsx'
import { productsLeft } from './stats.ts'
import { StatusBadge } from './StatusBadge.tsx'
import { TraderDialog } from './TraderDialog.tsx'
import { TraderNotice } from './TraderNotice.tsx'
import { TRADER_COPY } from './trader-copy.ts'

interface Props {
  shop: OwnerShop
  onAddProduct(shop: OwnerShop): void
  onEdit(shop: OwnerShop): void
  onDelete(shop: OwnerShop): void
  onSaved(shop: OwnerShop): void
  /** The trader details were saved: where they stand is read again. */
  onTraderSaved(): void
  /** Receives the shop's heading, which takes focus when the shop has just been created. */
  headingRef?(element: HTMLHeadingElement | null): void
}

/** One of the owner's shops on the My Shops tab. */
export function ShopCard({ shop, onAddProduct, onEdit, onDelete, onSaved, onTraderSaved, headingRef }: Props) {
  const [givingTrader, setGivingTrader] = useState(false)
  const full = productsLeft(shop) === 0
  const rejected = shop.status === 'rejected'
  // The public page exists only once the shop is approved; before that the link would be a 404.
  const isPublic = shop.status === 'approved' && shop.isActive && !shop.trader.hidden
  const [closures, setClosures] = useState(false)
  return (
    <article className="owner-shop" data-testid="owner-shop" data-shop-id={shop.id}>
      <div className="owner-shop__head">
        <img
          className="owner-shop__image"
          src={shop.profileImageUrl ? thumbnailUrl(shop.profileImageUrl) : SHOP_PLACEHOLDER_IMAGE}
          data-fallback={SHOP_PLACEHOLDER_IMAGE}
          alt={COPY.profileImageOf(shop.name)}
          width="88"
          height="88"
        />
        <div className="owner-shop__text">
          <div className="owner-shop__title-row">
            <h2 className="owner-shop__name" ref={headingRef} tabIndex={-1}>
              {shop.name}
            </h2>
            <StatusBadge shop={shop} />
          </div>
          <p className="owner-shop__location">{shop.location}</p>
          <p className="owner-shop__counts">
            <span>{COPY.productCount(shop.productCount)}</span>
            <span aria-hidden="true">·</span>
            <span>{COPY.viewCount(shop.viewCount)}</span>
          </p>
          <p className={`owner-shop__limit${full ? ' owner-shop__limit--full' : ''}`}>
            {COPY.productLimit(shop.productCount, shop.maxProducts)}
            {full && ` ${COPY.planLimitHint}`}
          </p>
          {rejected && shop.rejectionReason && <p className="owner-shop__reason">{COPY.rejectedReason(shop.rejectionReason)}</p>}
          {rejected && <p className="owner-shop__reason">{OWNER_STATUS_COPY.noProductsUntilResubmitted}</p>}
          <TraderNotice shop={shop} />
        </div>
      </div>
      <div className="owner-shop__actions">
        {rejected ? (
          <button type="button" className="button button--primary" onClick={() => onEdit(shop)}>
            {OWNER_STATUS_COPY.resubmitTitle}
          </button>
        ) : (
          <>
            <button type="button" className="button button--primary" disabled={full} onClick={() => onAddProduct(shop)}>
              {OWNER_DASHBOARD_LABELS.addProduct}
            </button>
            <button type="button" className="button owner-button--ghost" onClick={() => onEdit(shop)}>
              {COPY.editShop}
            </button>
            <button type="button" className="button owner-button--ghost" onClick={() => setClosures(true)}>
              {RESERVATION_COPY.holidayHours}
            </button>
          </>
        )}
        <button type="button" className="button owner-button--ghost" onClick={() => setGivingTrader(true)}>
          {TRADER_COPY.button}
        </button>
        {isPublic ? (
          <a className="button owner-button--ghost" href={shopPath(shop.id)}>
            {OWNER_STATUS_COPY.viewMyShop}
          </a>
        ) : (
          <span className="owner-shop__not-public">{OWNER_STATUS_COPY.notPublicYet}</span>
        )}
        <button type="button" className="button owner-button--danger" onClick={() => onDelete(shop)}>
          {COPY.deleteShop}
        </button>
      </div>
      <ProfileImageSection shop={shop} onSaved={onSaved} />
      {givingTrader && <TraderDialog shop={shop} onClose={() => setGivingTrader(false)} onSaved={onTraderSaved} />}
      {closures && <ShopClosuresDialog shop={shop} onClose={() => setClosures(false)} />}
    </article>
  )
}
