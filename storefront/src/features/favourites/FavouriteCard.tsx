import { productPath, shopPath } from '@shoplocal/shared/constants'
import type { FavoriteItem } from '@shoplocal/shared/types'
import { PRODUCT_PLACEHOLDER_IMAGE, SHOP_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import {
  PRODUCT_CARD_SIZES,
  Rating,
  priceLabel,
  productDescription,
  productImage,
  productName,
  productSrcset,
  shopImage,
  shopName,
  stockLabel,
} from '../catalogue/index.ts'
import { SponsoredNote } from '../sponsored/index.ts'
import { FAVOURITES_COPY } from './copy.ts'

interface Props {
  item: FavoriteItem
  removing: boolean
  onRemove(): void
}

/** One saved product: the product, its shop, and the way back to the shop or out of the favourites. */
export function FavouriteCard({ item, removing, onRemove }: Props) {
  const name = productName(item.name)
  return (
    <article className="product-card favourite-card" data-testid="favourite-card" data-product-id={item.id}>
      <div className="product-card__media">
        <img
          src={productImage(item.imageUrl)}
          srcSet={productSrcset(item.imageUrl)}
          sizes={PRODUCT_CARD_SIZES}
          data-fallback={PRODUCT_PLACEHOLDER_IMAGE}
          alt={name}
          loading="lazy"
          width="400"
          height="300"
        />
        <span className={`badge ${item.inStock ? 'badge--success' : 'badge--muted'} product-card__stock`}>{stockLabel(item.inStock)}</span>
      </div>
      <div className="product-card__body">
        <div className="favourite-card__shop">
          <img
            className="favourite-card__logo"
            src={shopImage(item.shop.profileImageUrl)}
            data-fallback={SHOP_PLACEHOLDER_IMAGE}
            alt=""
            width="36"
            height="36"
          />
          <div>
            <p className="favourite-card__shop-name">{shopName(item.shop.name)}</p>
            <p className="favourite-card__location">{item.shop.location}</p>
          </div>
        </div>
        <h2 className="product-card__name">
          <a className="product-card__link" href={productPath(item.id)}>
            {name}
          </a>
        </h2>
        <p className="product-card__description">{productDescription(item.description)}</p>
        <div className="product-card__meta">
          <span className="product-card__price">{priceLabel(item.price)}</span>
          <Rating rating={item.rating} reviewCount={item.reviewCount} />
        </div>
        <SponsoredNote sponsored={item.sponsored} shopName={shopName(item.shop.name)} />
        <p className="favourite-card__views">{FAVOURITES_COPY.shopViews(item.shop.viewCount)}</p>
        <div className="favourite-card__actions">
          <a className="button button--primary" href={shopPath(item.shopId)}>
            {FAVOURITES_COPY.viewShop}
          </a>
          <button
            type="button"
            className="button button--outline"
            onClick={onRemove}
            disabled={removing}
            aria-label={FAVOURITES_COPY.removeNamed(name)}
            data-testid="remove-favourite"
          >
            {FAVOURITES_COPY.remove}
          </button>
        </div>
      </div>
    </article>
  )
}
