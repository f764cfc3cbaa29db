import { useQuery } from '@tanstack/react-query'
import { fullName, serverMessage } from '@shoplocal/shared/rules'
import type { AdminShopDetail } from '@shoplocal/shared/types'
import { shopDetailQuery } from '../api/admin'
import { useBridge } from '../bridge/context'
import { SHOP_DETAIL_COPY as COPY } from '../copy'
import { formatPrice } from '../lib/money'
import { ApiImage } from './ApiImage'
import { TraderChecklist } from './TraderChecklist'

function Products({ shop }: { shop: AdminShopDetail }) {
  if (shop.products.length === 0) return <p className="muted">{COPY.noProducts}</p>
  return (
    <ul className="shop-products">
      {shop.products.map((product) => (
        <li key={product.id} className="shop-product">
          {product.imageUrl ? (
            <ApiImage url={product.imageUrl} alt={product.name} className="shop-product-image" />
          ) : (
            <span className="shop-product-image" />
          )}
          <span className="shop-product-name">{product.name}</span>
          <span className="shop-product-price">{formatPrice(product.price)}</span>
          {!product.isActive ? (
            <span className="muted">{COPY.hidden}</span>
          ) : !product.inStock ? (
            <span className="muted">{COPY.outOfStock}</span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * A shop as the admin should see it before approving or rejecting it: photo, description, address, town and county, owner,
 * the trader checklist approval waits for, and its products with their pictures and prices. `headingLevel` fits it under the screen's headings.
 */
export function ShopDetail({ shopId, headingLevel = 3 }: { shopId: number; headingLevel?: 3 | 4 }) {
  const shop = useQuery(shopDetailQuery(useBridge(), shopId))
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  if (shop.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <strong>{COPY.loadFailed}</strong>
        <p>{serverMessage(shop.error.message) ?? shop.error.message}</p>
      </div>
    )
  }
  if (!shop.data)
    return (
      <p className="muted" aria-busy="true">
        …
      </p>
    )
  const data = shop.data
  const owner = data.owner
  return (
    <div className="shop-detail">
      <div className="shop-detail-top">
        {data.profileImageUrl ? (
          <ApiImage url={data.profileImageUrl} alt={COPY.photo(data.name)} className="shop-photo" />
        ) : (
          <p className="muted shop-photo shop-photo-none">{COPY.noPhoto}</p>
        )}
        <dl className="shop-facts">
          <dt>{COPY.description}</dt>
          <dd>{data.description ?? '—'}</dd>
          <dt>{COPY.address}</dt>
          <dd>{data.address ?? '—'}</dd>
          <dt>{COPY.town}</dt>
          <dd>{data.town ?? data.location}</dd>
          <dt>{COPY.county}</dt>
          <dd>{data.county ?? '—'}</dd>
          <dt>{COPY.category}</dt>
          <dd>{data.category ?? '—'}</dd>
          <dt>{COPY.owner}</dt>
          <dd>{owner ? [fullName(owner.firstName, owner.lastName), owner.email, owner.phone].filter(Boolean).join(' · ') : '—'}</dd>
          <dt>{COPY.contact}</dt>
          <dd>{[data.phone, data.email, data.website].filter(Boolean).join(' · ') || '—'}</dd>
        </dl>
      </div>
      <TraderChecklist shopId={data.id} headingLevel={headingLevel} />
      <Heading className="shop-products-heading">{COPY.products(data.products.length, data.productCount)}</Heading>
      <Products shop={data} />
    </div>
  )
}
