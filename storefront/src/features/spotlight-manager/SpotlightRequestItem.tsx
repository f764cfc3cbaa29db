import { spotlightPaymentPath } from '@shoplocal/shared/constants'
import { SPOTLIGHT_MANAGER, SPOTLIGHT_STATUS_LABELS, monthsLabel } from '@shoplocal/shared/messages'
import { daysLeft, formatDate, formatEuro, thumbnailUrl } from '@shoplocal/shared/rules'
import type { OwnerSpotlightRequest } from '@shoplocal/shared/types'
import { daysLeftLabel } from '../../messages/index.ts'
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { awaitsPayment, paymentNote, STATUS_TONE } from './manager-rules.ts'

/** One of the owner's spotlight requests: its state, days left while active, the reason when refused, a pay link while unpaid. */
export function SpotlightRequestItem({ request }: { request: OwnerSpotlightRequest }) {
  return (
    <li className="spotlight-request" data-testid="spotlight-request" data-request-id={request.id}>
      <img
        className="spotlight-request__image"
        src={thumbnailUrl(request.images[0] ?? request.product.imageUrl ?? PRODUCT_PLACEHOLDER_IMAGE)}
        data-fallback={PRODUCT_PLACEHOLDER_IMAGE}
        alt=""
        width="64"
        height="64"
      />
      <div className="spotlight-request__text">
        <div className="spotlight-request__title-row">
          <span className="spotlight-request__name">{request.product.name}</span>
          <span className={`owner-badge owner-badge--${STATUS_TONE[request.status]}`} data-testid="spotlight-status">
            {SPOTLIGHT_STATUS_LABELS[request.status]}
          </span>
        </div>
        <p className="spotlight-request__meta">
          {[monthsLabel(request.durationMonths), formatEuro(request.totalAmount), paymentNote(request)].filter(Boolean).join(' · ')}
        </p>
        {request.status === 'approved' && request.endDate && (
          <p className="spotlight-request__meta" data-testid="spotlight-days-left">
            {daysLeftLabel(daysLeft(request.endDate))} · {SPOTLIGHT_MANAGER.ends} {formatDate(request.endDate)}
          </p>
        )}
        {request.rejectionReason && (request.status === 'rejected' || request.status === 'force_rejected') && (
          <p className="spotlight-request__reason">
            {SPOTLIGHT_MANAGER.rejectionReason}: {request.rejectionReason}
          </p>
        )}
      </div>
      {awaitsPayment(request) && (
        <a className="button button--accent owner-button--small" href={spotlightPaymentPath(request.id)} data-testid="spotlight-pay">
          {SPOTLIGHT_MANAGER.payNow}
        </a>
      )}
    </li>
  )
}
