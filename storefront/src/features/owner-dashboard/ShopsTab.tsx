import type { OwnerShop } from '@shoplocal/shared/types'
import { OWNER_DASHBOARD_LABELS } from '../../messages/index.ts'
import { ShopCard } from './ShopCard.tsx'

interface Props {
  shops: OwnerShop[]
  onAddShop(): void
  onAddProduct(shop: OwnerShop): void
  onEdit(shop: OwnerShop): void
  onDelete(shop: OwnerShop): void
  onSaved(shop: OwnerShop): void
  onTraderSaved(): void
  headingRef(shopId: number): (element: HTMLHeadingElement | null) => void
}

/** The Shops tab: a card for each of the owner's shops, or the invitation to add the first one. */
export function ShopsTab({ shops, onAddShop, headingRef, ...actions }: Props) {
  if (shops.length === 0) {
    return (
      <div className="owner-empty owner-empty--large" data-testid="shops-empty">
        <p className="owner-empty__title">{OWNER_DASHBOARD_LABELS.noShops}</p>
        <button type="button" className="button button--primary" onClick={onAddShop}>
          {OWNER_DASHBOARD_LABELS.addFirstShop}
        </button>
      </div>
    )
  }
  return (
    <div className="owner-shops">
      {shops.map((shop) => (
        <ShopCard key={shop.id} shop={shop} {...actions} headingRef={headingRef(shop.id)} />
      ))}
    </div>
  )
}
