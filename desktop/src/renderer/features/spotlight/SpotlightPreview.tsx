import type { AdminSpotlightRequest } from '@shoplocal/shared/types'
import { ApiImage } from '../../components/ApiImage'
import { formatPrice } from '../../lib/money'
import { SPOTLIGHT_PREVIEW_COPY } from '../../copy-details'

/**
 * The request as the website's spotlight strip would show it (its first spotlight picture, or the
 * product's own, the name, the price as the site shows prices, and the shop), so the admin looks at
 * what goes live before approving or rejecting it.
 */
export function SpotlightPreview({ request }: { request: AdminSpotlightRequest }) {
  const picture = request.images[0] ?? request.product.imageUrl
  return (
    <figure className="spotlight-preview" aria-label={SPOTLIGHT_PREVIEW_COPY.label(request.product.name)} data-testid="spotlight-preview">
      {picture ? (
        <ApiImage url={picture} alt={request.product.name} className="spotlight-preview-image" />
      ) : (
        <span className="spotlight-preview-image spotlight-preview-empty">{SPOTLIGHT_PREVIEW_COPY.noPicture}</span>
      )}
      <figcaption>
        <span className="spotlight-preview-badge">{SPOTLIGHT_PREVIEW_COPY.badge}</span>
        <strong className="spotlight-preview-name">{request.product.name}</strong>
        <span className="spotlight-preview-price">{formatPrice(request.product.price)}</span>
        <span className="muted">{request.shop.name}</span>
      </figcaption>
    </figure>
  )
}
