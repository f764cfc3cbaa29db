import type { ShopListItem } from '@shoplocal/shared/types'
import { shopPath } from '@shoplocal/shared/constants'
import { SHOP_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { countLabel, distanceLabel, shopImage, shopName } from './display.ts'
import { OpenStateBadge } from '../opening-hours/index.ts'
import { Rating } from './Stars.tsx'

interface Props {
  /**
   * The card's heading level: 2 when the list sits right under the page's title (search results), 3
   * under a section heading (a shop's products), so screen readers get an outline without gaps.
   */
  headingLevel?: 2 | 3
  shop: ShopListItem
}

/** A shop in a list: logo, name, category, town, rating and views; the whole card opens the shop. */
export function ShopCard({ headingLevel = 3, shop }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const name = shopName(shop.name)
  const distance = distanceLabel(shop.distanceKm, shop.distanceApproximate)
  return (
    <article className="shop-card" data-testid="shop-card" data-shop-id={shop.id}>
      <img
        className="shop-card__logo"
        src={shopImage(shop.profileImageUrl)}
        data-fallback={SHOP_PLACEHOLDER_IMAGE}
        suppressHydrationWarning
        alt=""
        loading="lazy"
        decoding="async"
        width="72"
        height="72"
      />
      <div className="shop-card__body">
        <Heading className="shop-card__name">
          <a href={shopPath(shop.id)}>{name}</a>
        </Heading>
        {shop.category && <p className="shop-card__category">{shop.category.name}</p>}
        <p className="shop-card__location">
          {shop.location}
          {distance && (
            <span className="card-distance" data-testid="card-distance">
              {distance}
            </span>
          )}
        </p>
        {shop.description && <p className="shop-card__description">{shop.description}</p>}
        <div className="shop-card__meta">
          <OpenStateBadge facts={shop} />
          <Rating rating={shop.averageRating ?? shop.rating} reviewCount={shop.reviewCount} />
          <span>{countLabel(shop.productCount, 'product', 'products')}</span>
          <span>{countLabel(shop.viewCount, 'view', 'views')}</span>
        </div>
      </div>
    </article>
  )
}
