import { OWNER_STATUS_COPY } from '@shoplocal/shared/messages'
import { OWNER_DASHBOARD_LABELS } from '../../messages/index.ts'
import { formatEuro, thumbnailUrl } from '@shoplocal/shared/rules'
import type { OwnerShop, Product } from '@shoplocal/shared/types'
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { allProducts, type DashboardStats } from './stats.ts'

interface Props {
  shops: readonly OwnerShop[]
  stats: DashboardStats
  onAddProduct(shop: OwnerShop): void
  onEditProduct(shop: OwnerShop, product: Product): void
  onDeleteProduct(product: Product): void
  onRemoveAll(shop: OwnerShop): void
  onImport(shop: OwnerShop): void
}

/** Every product across the owner's shops, with the per-shop Add Product and Remove All. */
export function ProductsTab({ shops, stats, onAddProduct, onEditProduct, onDeleteProduct, onRemoveAll, onImport }: Props) {
  const rows = allProducts(shops)
  return (
    <div className="owner-products">
      <dl className="owner-stats owner-stats--compact">
        <div className="owner-stat">
          <dt>{OWNER_DASHBOARD_LABELS.totalProducts}</dt>
          <dd>{stats.totalProducts}</dd>
        </div>
        <div className="owner-stat">
          <dt>{OWNER_DASHBOARD_LABELS.activeShops}</dt>
          <dd>{stats.activeShops}</dd>
        </div>
        <div className="owner-stat">
          <dt>{OWNER_DASHBOARD_LABELS.avgProductsPerShop}</dt>
          <dd>{stats.avgProductsPerShop}</dd>
        </div>
      </dl>

      {shops.length > 0 && (
        <section className="owner-section" aria-labelledby="owner-manage-heading">
          <h2 id="owner-manage-heading" className="owner-section__title">
            {COPY.manageShops}
          </h2>
          <ul className="owner-manage">
            {shops.map((shop) => (
              <li key={shop.id} className="owner-manage__row" data-testid="manage-shop" data-shop-id={shop.id}>
                <span className="owner-manage__name">{shop.name}</span>
                <span className="owner-manage__count">{COPY.productCount(shop.productCount)}</span>
                <span className="owner-manage__actions">
                  {shop.status === 'rejected' ? (
                    <span className="owner-shop__not-public">{OWNER_STATUS_COPY.noProductsUntilResubmitted}</span>
                  ) : (
                    <>
                      <button type="button" className="button owner-button--small button--primary" onClick={() => onAddProduct(shop)}>
                        {OWNER_DASHBOARD_LABELS.addProduct}
                      </button>
                      <button type="button" className="button owner-button--small owner-button--ghost" onClick={() => onImport(shop)}>
                        {COPY.importCsv}
                      </button>
                    </>
                  )}
                  {shop.productCount > 0 && (
                    <button type="button" className="button owner-button--small owner-button--danger" onClick={() => onRemoveAll(shop)}>
                      {OWNER_DASHBOARD_LABELS.removeAll}
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="owner-section" aria-labelledby="owner-products-heading">
        <h2 id="owner-products-heading" className="owner-section__title">
          {COPY.allProducts}
        </h2>
        {rows.length === 0 ? (
          <p className="owner-empty" data-testid="products-empty">
            {OWNER_DASHBOARD_LABELS.noProducts}
          </p>
        ) : (
          <ul className="owner-product-list">
            {rows.map(({ product, shop }) => (
              <li key={product.id} className="owner-product" data-testid="owner-product" data-product-id={product.id}>
                <img
                  className="owner-product__image"
                  src={product.imageUrl ? thumbnailUrl(product.imageUrl) : PRODUCT_PLACEHOLDER_IMAGE}
                  data-fallback={PRODUCT_PLACEHOLDER_IMAGE}
                  alt=""
                  width="72"
                  height="72"
                  loading="lazy"
                />
                <div className="owner-product__text">
                  <div className="owner-product__title-row">
                    <h3 className="owner-product__name">{product.name}</h3>
                    <span className="owner-badge owner-badge--shop">{shop.name}</span>
                    {product.inStock === false && <span className="owner-badge owner-badge--muted">{COPY.outOfStock}</span>}
                  </div>
                  {product.description && <p className="owner-product__description">{product.description}</p>}
                  <p className="owner-product__meta">
                    <span className="owner-product__price">{formatEuro(product.price)}</span>
                    <span>{shop.location}</span>
                  </p>
                </div>
                <div className="owner-product__actions">
                  <button
                    type="button"
                    className="button owner-button--small owner-button--ghost"
                    aria-label={COPY.editProductLabel(product.name)}
                    onClick={() => onEditProduct(shop, product)}
                  >
                    {COPY.editProduct}
                  </button>
                  <button
                    type="button"
                    className="button owner-button--small owner-button--danger"
                    aria-label={COPY.deleteProductLabel(product.name)}
                    onClick={() => onDeleteProduct(product)}
                  >
                    {COPY.deleteProduct}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
