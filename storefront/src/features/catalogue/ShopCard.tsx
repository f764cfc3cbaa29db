import type { ShopListItem } from '@shoplocal/shared/types'
import { shopPath } from '@shoplocal/shared/constants'
import { SHOP_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { countLabel, shopImage, shopName } from './display.ts'
import { Rating } from './Stars.tsx'

interface Props {
  shop: ShopListItem
}

/** A shop in a list: logo, name, category, town, rating and views; the whole card opens the shop. */
export function ShopCard({ shop }: Props) {
  const name = shopName(shop.name)
  return (
    <article className="shop-card" data-testid="shop-card" data-shop-id={shop.id}>
      <img
        className="shop-card__logo"
        src={shopImage(shop.profileImageUrl)}
        data-fallback={SHOP_PLACEHOLDER_IMAGE}
        alt=""
        loading="lazy"
        decoding="async"
        width="72"
        height="72"
      />
      <div className="shop-card__body">
        <h3 className="shop-card__name">
          <a href={shopPath(shop.id)}>{name}</a>
        </h3>
        {shop.category && <p className="shop-card__category">{shop.category.name}</p>}
        <p className="shop-card__location">{shop.location}</p>
        {shop.description && <p className="shop-card__description">{shop.description}</p>}
        <div className="shop-card__meta">
          <Rating rating={shop.averageRating ?? shop.rating} reviewCount={shop.reviewCount} />
          <span>{countLabel(shop.productCount, 'product', 'products')}</span>
          <span>{countLabel(shop.viewCount, 'view', 'views')}</span>
        </div>
      </div>
    </article>
  )
}
