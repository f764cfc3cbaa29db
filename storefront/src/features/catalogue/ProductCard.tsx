import type { Product } from '@shoplocal/shared/types'
import { productPath, shopPath } from '@shoplocal/shared/constants'
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import {
  PRODUCT_CARD_SIZES,
  distanceLabel,
  priceLabel,
  productDescription,
  productImage,
  productName,
  productSrcset,
  shopName,
  stockLabel,
} from './display.ts'
import { PriceReduction } from './PriceReduction.tsx'
import { Rating } from './Stars.tsx'
import { SponsoredNote } from '../sponsored/index.ts'

interface Props {
  /**
   * The card's heading level: 2 when the list sits right under the page's title (search results), 3
   * under a section heading (a shop's products), so screen readers get an outline without gaps.
   */
  headingLevel?: 2 | 3
  product: Product
  /** Inside a shop's own page the shop line is redundant. */
  showShop?: boolean
  /** The picture loads at once (the first cards of a page that opens on its grid), else when scrolled near. */
  eager?: boolean
}

/** A product tile: used by the browse islands and rendered without JavaScript on shop pages. */
export function ProductCard({ headingLevel = 3, product, showShop = true, eager = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const name = productName(product.name)
  const shop = product.shop
  // The public reads send inStock; the owner's own product rows only carry isActive.
  const inStock = product.inStock ?? product.isActive
  const distance = distanceLabel(product.distanceKm, product.distanceApproximate)
  return (
    <article className="product-card" data-testid="product-card" data-product-id={product.id}>
      <div className="product-card__media">
        <img
          src={productImage(product.imageUrl)}
          srcSet={productSrcset(product.imageUrl)}
          sizes={PRODUCT_CARD_SIZES}
          data-fallback={PRODUCT_PLACEHOLDER_IMAGE}
          suppressHydrationWarning
          alt={name}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width="400"
          height="300"
        />
        <span className={`badge ${inStock ? 'badge--success' : 'badge--muted'} product-card__stock`}>{stockLabel(inStock)}</span>
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <a className="product-card__link" href={productPath(product.id)}>
            {name}
          </a>
        </Heading>
        <p className="product-card__description">{productDescription(product.description)}</p>
        <div className="product-card__meta">
          <span className="product-card__price">
            {priceLabel(product.price)}
            <PriceReduction price={product.price} priorPrice={product.priorPrice} />
          </span>
          <Rating rating={product.rating} reviewCount={product.reviewCount} />
        </div>
        <SponsoredNote sponsored={product.sponsored} shopName={shop ? shopName(shop.name) : null} />
        {showShop && shop && (
          <a className="product-card__shop" href={shopPath(shop.id)}>
            <span className="product-card__shop-name">{shopName(shop.name)}</span>
            <span className="product-card__shop-location">
              {shop.location}
              {distance && (
                <span className="card-distance" data-testid="card-distance">
                  {distance}
                </span>
              )}
            </span>
          </a>
        )}
      </div>
    </article>
  )
}
