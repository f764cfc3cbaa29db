import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ALL_FILTER, SPOTLIGHT_STATUSES } from '@shoplocal/shared/constants'
import { SPOTLIGHT_STATUS_LABELS } from '@shoplocal/shared/messages'
import { ADMIN_SUCCESS, MODERATION_ERRORS, CONSOLE_TAB_LABELS, SPOTLIGHT_CONSOLE } from '../../messages/index'
import { formatEuro2 } from '@shoplocal/shared/rules'
import type { AdminSpotlightRequest } from '@shoplocal/shared/types'
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
import { SpotlightRequestItem } from './SpotlightRequestItem'
import './spotlight.css'

const STATUS_OPTIONS = [
  { value: ALL_FILTER, label: SPOTLIGHT_CONSOLE.allStatuses },
  ...SPOTLIGHT_STATUSES.map((status) => ({ value: status, label: SPOTLIGHT_STATUS_LABELS[status] })),
]

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
          <SpotlightRequestItem key={request.id} request={request} apiBaseUrl={apiBaseUrl} onOpen={open} />
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
