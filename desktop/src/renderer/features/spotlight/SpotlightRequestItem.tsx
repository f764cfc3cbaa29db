import { SPOTLIGHT_PAGE, SPOTLIGHT_STATUS_LABELS, monthsLabel } from '@shoplocal/shared/messages'
import { formatDate, formatDateTime, formatEuro2, fullName, showsPriorityBadge, thumbnailUrl } from '@shoplocal/shared/rules'
import type { AdminSpotlightRequest, SpotlightStatus } from '@shoplocal/shared/types'
import { CONSOLE_LABELS, SPOTLIGHT_CONSOLE } from '../../messages/index'
import type { DecisionTarget } from './SpotlightDecisionDialog'

const STATUS_PILL: Record<SpotlightStatus, string> = {
  pending: 'pill-warn',
  approved: 'pill-ok',
  rejected: 'pill-bad',
  force_rejected: 'pill-bad',
  expired: 'pill-neutral',
}

/** A picture's small copy as the console loads it: uploads are served by the API's origin. */
function imageSource(url: string, apiBaseUrl: string | undefined): string {
  const small = thumbnailUrl(url)
  return small.startsWith('/') && apiBaseUrl ? `${apiBaseUrl}${small}` : small
}

interface Props {
  request: AdminSpotlightRequest
  /** Where uploads are served from (the API's origin). */
  apiBaseUrl: string | undefined
  onOpen: (request: AdminSpotlightRequest, kind: DecisionTarget['kind']) => void
}

/**
 * One spotlight request: its pictures, product, status, shop, owner, months, amount and payment, and the decisions
 * its status allows (approve or reject a pending one, force-reject an active one).
 */
export function SpotlightRequestItem({ request, apiBaseUrl, onOpen }: Props) {
  return (
    <li className="spotlight-item" data-testid="spotlight-item" data-request-id={request.id}>
      <div className="spotlight-images">
        {request.images.map((url, index) => (
          <img
            key={`${url}-${index}`}
            src={imageSource(url, apiBaseUrl)}
            alt={`${request.product.name} ${index + 1}`}
            width={72}
            height={72}
          />
        ))}
      </div>
      <div className="spotlight-body">
        <div className="spotlight-title-row">
          <strong>{request.product.name}</strong>
          <span className={`pill ${STATUS_PILL[request.status]}`} data-testid="spotlight-item-status">
            {SPOTLIGHT_STATUS_LABELS[request.status]}
          </span>
          {request.status === 'approved' && showsPriorityBadge(request.priority) ? (
            <span className="pill pill-warn" data-testid="spotlight-item-priority-badge">
              {SPOTLIGHT_PAGE.priorityBadge}
            </span>
          ) : null}
        </div>
        <dl className="spotlight-facts">
          <dt>{SPOTLIGHT_CONSOLE.shop}</dt>
          <dd>{request.shop.name}</dd>
          <dt>{SPOTLIGHT_CONSOLE.owner}</dt>
          <dd>
            {fullName(request.shopOwner.firstName, request.shopOwner.lastName)} · {request.shopOwner.email}
          </dd>
          <dt>{SPOTLIGHT_CONSOLE.months}</dt>
          <dd>{monthsLabel(request.durationMonths)}</dd>
          <dt>{SPOTLIGHT_CONSOLE.amount}</dt>
          <dd>{formatEuro2(request.totalAmount)}</dd>
          <dt>{SPOTLIGHT_CONSOLE.payment}</dt>
          <dd>
            <span className={`pill ${request.paidAt ? 'pill-ok' : 'pill-warn'}`} data-testid="spotlight-item-paid">
              {request.paidAt ? `${SPOTLIGHT_CONSOLE.paid} ${formatDate(request.paidAt)}` : SPOTLIGHT_CONSOLE.unpaid}
            </span>
          </dd>
          <dt>{SPOTLIGHT_CONSOLE.submitted}</dt>
          <dd>{formatDateTime(request.createdAt)}</dd>
          {request.status === 'approved' && request.endDate ? (
            <>
              <dt>{SPOTLIGHT_CONSOLE.ends}</dt>
              <dd>
                {formatDate(request.endDate)} · {SPOTLIGHT_CONSOLE.priorityShort} {request.priority}
              </dd>
            </>
          ) : null}
          {request.rejectionReason ? (
            <>
              <dt>{CONSOLE_LABELS.reason}</dt>
              <dd>{request.rejectionReason}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="spotlight-actions">
        {request.status === 'pending' ? (
          <>
            <button
              type="button"
              className="button"
              disabled={!request.paidAt}
              title={request.paidAt ? undefined : SPOTLIGHT_CONSOLE.unpaidHint}
              onClick={() => onOpen(request, 'approve')}
            >
              {SPOTLIGHT_CONSOLE.approve}
            </button>
            <button type="button" className="button button-danger" onClick={() => onOpen(request, 'reject')}>
              {SPOTLIGHT_CONSOLE.reject}
            </button>
            {request.paidAt ? null : <span className="muted spotlight-hint">{SPOTLIGHT_CONSOLE.unpaidHint}</span>}
          </>
        ) : null}
        {request.status === 'approved' ? (
          <button type="button" className="button button-danger" onClick={() => onOpen(request, 'force-reject')}>
            {SPOTLIGHT_CONSOLE.forceReject}
          </button>
        ) : null}
      </div>
    </li>
  )
}
