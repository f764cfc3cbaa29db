import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ALL_FILTER, SPOTLIGHT_STATUSES } from '@shoplocal/shared/constants'
import { SPOTLIGHT_PAGE, SPOTLIGHT_STATUS_LABELS, monthsLabel } from '@shoplocal/shared/messages'
import { ADMIN_SUCCESS, MODERATION_ERRORS, CONSOLE_LABELS, CONSOLE_TAB_LABELS, SPOTLIGHT_CONSOLE } from '../../messages/index'
import { formatDate, formatDateTime, formatEuro2, fullName, showsPriorityBadge, thumbnailUrl } from '@shoplocal/shared/rules'
import type { AdminSpotlightRequest, SpotlightStatus } from '@shoplocal/shared/types'
import { useState } from 'react'
import { useAppInfo } from '../../api/app-info'
import { useBridge } from '../../bridge/context'
import { SelectFilter } from '../../components/filters'
import { Pager } from '../../components/Pager'
import { StatCard } from '../../components/StatCard'
import { TabError } from '../../components/TabState'
import { useDecision } from '../../lib/use-decision'
import { decideSpotlight, fetchSpotlightRequests, fetchSpotlightStats, SPOTLIGHT_QUERY_KEY, type SpotlightDecision } from './spotlight-api'
import { SpotlightDecisionDialog, type DecisionTarget } from './SpotlightDecisionDialog'
import './spotlight.css'

const STATUS_OPTIONS = [
  { value: ALL_FILTER, label: SPOTLIGHT_CONSOLE.allStatuses },
  ...SPOTLIGHT_STATUSES.map((status) => ({ value: status, label: SPOTLIGHT_STATUS_LABELS[status] })),
]

const STATUS_PILL: Record<SpotlightStatus, string> = {
  pending: 'pill-warn',
  approved: 'pill-ok',
  rejected: 'pill-bad',
  force_rejected: 'pill-bad',
  expired: 'pill-neutral',
}

const SUCCESS: Record<SpotlightDecision['kind'], string> = {
  approve: ADMIN_SUCCESS.spotlightApproved,
  reject: ADMIN_SUCCESS.spotlightRejected,
  'force-reject': ADMIN_SUCCESS.spotlightForceRejected,
}

const FAILURE: Record<SpotlightDecision['kind'], string> = {
  approve: MODERATION_ERRORS.approveSpotlight,
  reject: MODERATION_ERRORS.rejectSpotlight,
  'force-reject': SPOTLIGHT_CONSOLE.forceRejectFailed,
}

const count = (value: number) => value.toLocaleString('en-IE')

/** A picture's small copy as the console loads it: uploads are served by the API's origin. */
function imageSource(url: string, apiBaseUrl: string | undefined): string {
  const small = thumbnailUrl(url)
  return small.startsWith('/') && apiBaseUrl ? `${apiBaseUrl}${small}` : small
}

/**
 * Spotlight moderation: the four figures, the requests of one status (pending first) with their
 * pictures, product, shop, owner, months, amount and payment; approve with a priority, reject, and
 * force-reject an active one.
 */
export function SpotlightTab() {
  const bridge = useBridge()
  const apiBaseUrl = useAppInfo().data?.apiBaseUrl
  const [status, setStatus] = useState<string>('pending')
  const [page, setPage] = useState(1)
  const [target, setTarget] = useState<DecisionTarget | null>(null)
  const [fieldError, setFieldError] = useState<string | null>(null)

  const stats = useQuery({ queryKey: [...SPOTLIGHT_QUERY_KEY, 'stats'], queryFn: () => fetchSpotlightStats(bridge) })
  const list = useQuery({
    queryKey: [...SPOTLIGHT_QUERY_KEY, 'requests', status, page],
    queryFn: () => fetchSpotlightRequests(bridge, status, page),
    placeholderData: keepPreviousData,
  })

  const { decide: send, pending } = useDecision()

  const decide = (choice: SpotlightDecision) => {
    if (!target) return
    setFieldError(null)
    void send({
      send: (client) => decideSpotlight(client, target.request.id, choice),
      success: SUCCESS[choice.kind],
      failure: FAILURE[choice.kind],
      // A refused field (priority out of range, reason missing) is fixed in the dialog; anything else ends it.
      onFieldError: setFieldError,
      onSuccess: () => setTarget(null),
      onFailure: () => setTarget(null),
    })
  }

  const open = (request: AdminSpotlightRequest, kind: DecisionTarget['kind']) => {
    setFieldError(null)
    setTarget({ request, kind })
  }

  if (list.isError) return <TabError error={list.error} onRetry={() => void list.refetch()} />
  const figures = stats.data
  const requests = list.data?.requests ?? []
  const totalPages = Math.max(1, list.data?.totalPages ?? 1)

  return (
    <section className="tab tab-scroll spotlight-tab" aria-label={CONSOLE_TAB_LABELS.spotlight} aria-busy={list.isFetching}>
      <div className="stat-grid" data-testid="spotlight-stats">
        <StatCard label={SPOTLIGHT_CONSOLE.pending} value={figures ? count(figures.pending) : '…'} />
        <StatCard label={SPOTLIGHT_CONSOLE.active} value={figures ? count(figures.active) : '…'} />
        <StatCard label={SPOTLIGHT_CONSOLE.totalRevenue} value={figures ? formatEuro2(figures.totalRevenue) : '…'} />
        <StatCard label={SPOTLIGHT_CONSOLE.expired} value={figures ? count(figures.expired) : '…'} />
      </div>

      <div className="toolbar">
        <h2 className="spotlight-heading">{SPOTLIGHT_CONSOLE.heading}</h2>
        <span className="toolbar-spacer" />
        <SelectFilter
          label={SPOTLIGHT_CONSOLE.statusFilter}
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value)
            setPage(1)
          }}
        />
      </div>

      {list.data && requests.length === 0 ? <p className="empty-note">{SPOTLIGHT_CONSOLE.empty}</p> : null}
      <ul className="spotlight-list">
        {requests.map((request) => (
          <li key={request.id} className="spotlight-item" data-testid="spotlight-item" data-request-id={request.id}>
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
                    onClick={() => open(request, 'approve')}
                  >
                    {SPOTLIGHT_CONSOLE.approve}
                  </button>
                  <button type="button" className="button button-danger" onClick={() => open(request, 'reject')}>
                    {SPOTLIGHT_CONSOLE.reject}
                  </button>
                  {request.paidAt ? null : <span className="muted spotlight-hint">{SPOTLIGHT_CONSOLE.unpaidHint}</span>}
                </>
              ) : null}
              {request.status === 'approved' ? (
                <button type="button" className="button button-danger" onClick={() => open(request, 'force-reject')}>
                  {SPOTLIGHT_CONSOLE.forceReject}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={totalPages}
        hasNext={page < totalPages}
        totalCount={list.data?.totalCount}
        onPage={setPage}
        busy={list.isFetching}
      />

      <SpotlightDecisionDialog target={target} busy={pending} fieldError={fieldError} onSubmit={decide} onCancel={() => setTarget(null)} />
    </section>
  )
}
