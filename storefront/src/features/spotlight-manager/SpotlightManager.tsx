import { useCallback, useEffect, useState } from 'react'
import { SPOTLIGHT_MANAGER } from '@shoplocal/shared/messages'
import { messageOrFallback } from '../../messages/index.ts'
import { formatEuro, thumbnailUrl } from '@shoplocal/shared/rules'
import type { OwnerShop, OwnerSpotlightRequest } from '@shoplocal/shared/types'
import { errorServerMessage } from '../../lib/api/result.ts'
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { handleUnauthorized } from '../auth/index.ts'
import { hasOutOfStockProducts, offeredProducts, spotlightBlockedReason } from './manager-rules.ts'
import { fetchMySpotlightRequests } from './spotlight-manager-api.ts'
import { SpotlightRequestDialog } from './SpotlightRequestDialog.tsx'
import { SpotlightRequestItem } from './SpotlightRequestItem.tsx'
import './spotlight-manager.css'

interface Props {
  shops: OwnerShop[]
}

/**
 * The dashboard's Spotlight tab: the owner's requests with their state (days left while active,
 * the reason when refused, a pay link while unpaid), and up to six products to request one for.
 */
export default function SpotlightManager({ shops }: Props) {
  const [requests, setRequests] = useState<OwnerSpotlightRequest[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [dialogProduct, setDialogProduct] = useState<number | null | undefined>(undefined)

  const load = useCallback(async () => {
    try {
      setRequests(await fetchMySpotlightRequests())
      setLoadError(null)
    } catch (error) {
      if (!handleUnauthorized(error)) setLoadError(messageOrFallback(errorServerMessage(error), SPOTLIGHT_MANAGER.loadFailed))
    }
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  const offered = offeredProducts(shops, requests ?? [])
  const blocked = spotlightBlockedReason(shops)

  return (
    <div className="spotlight-manager" data-testid="spotlight-manager">
      <p className="spotlight-manager__intro">
        {SPOTLIGHT_MANAGER.intro} {SPOTLIGHT_MANAGER.reviewPromise}
      </p>

      <section className="owner-section" aria-labelledby="spotlight-offered-heading">
        <div className="spotlight-manager__head">
          <h2 id="spotlight-offered-heading" className="owner-section__title">
            {SPOTLIGHT_MANAGER.availableProducts}
          </h2>
          {offered.length > 0 && requests !== null && (
            <button type="button" className="button button--primary owner-button--small" onClick={() => setDialogProduct(null)}>
              {SPOTLIGHT_MANAGER.newRequest}
            </button>
          )}
        </div>
        {blocked ? (
          <p className="owner-empty" data-testid="spotlight-blocked">
            {blocked}
          </p>
        ) : requests !== null && offered.length === 0 ? (
          <p className="owner-empty">{SPOTLIGHT_MANAGER.noProducts}</p>
        ) : (
          <ul className="spotlight-offers">
            {offered.map(({ product, shopName }) => (
              <li key={product.id} className="spotlight-offer" data-testid="spotlight-offer" data-product-id={product.id}>
                <img
                  className="spotlight-offer__image"
                  src={product.imageUrl ? thumbnailUrl(product.imageUrl) : PRODUCT_PLACEHOLDER_IMAGE}
                  data-fallback={PRODUCT_PLACEHOLDER_IMAGE}
                  alt=""
                  width="56"
                  height="56"
                />
                <span className="spotlight-offer__text">
                  <span className="spotlight-offer__name">{product.name}</span>
                  <span className="spotlight-offer__shop">
                    {shopName} · {formatEuro(product.price)}
                  </span>
                </span>
                <button
                  type="button"
                  className="button owner-button--ghost owner-button--small"
                  disabled={requests === null}
                  aria-label={`${SPOTLIGHT_MANAGER.newRequest}: ${product.name}`}
                  onClick={() => setDialogProduct(product.id)}
                >
                  {SPOTLIGHT_MANAGER.newRequest}
                </button>
              </li>
            ))}
          </ul>
        )}
        {!blocked && hasOutOfStockProducts(shops) && <p className="spotlight-manager__note">{SPOTLIGHT_MANAGER.outOfStockHidden}</p>}
      </section>

      <section className="owner-section" aria-labelledby="spotlight-requests-heading">
        <h2 id="spotlight-requests-heading" className="owner-section__title">
          {SPOTLIGHT_MANAGER.myRequests}
        </h2>
        {loadError && (
          <p className="owner-empty" role="alert">
            {loadError}
          </p>
        )}
        {requests !== null && requests.length === 0 && <p className="owner-empty">{SPOTLIGHT_MANAGER.noRequests}</p>}
        {requests !== null && requests.length > 0 && (
          <ul className="spotlight-requests">
            {requests.map((request) => (
              <SpotlightRequestItem key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>

      {dialogProduct !== undefined && (
        <SpotlightRequestDialog
          offered={offered}
          initialProductId={dialogProduct}
          onClose={() => setDialogProduct(undefined)}
          onSubmitted={(request) => {
            setDialogProduct(undefined)
            setRequests((current) => [request, ...(current ?? [])])
            void load()
          }}
        />
      )}
    </div>
  )
}
