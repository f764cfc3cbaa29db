import {
  ADMIN_COLUMN_LABELS,
  ADMIN_LABELS,
  ADMIN_SUCCESS,
  MODERATION_ERRORS,
  ADMIN_LIST_CONFIRMATIONS,
  PENDING_LABELS,
} from '../../messages/index'
import { formatDate, formatEuro2, fullName } from '@shoplocal/shared/rules'
import type { AdminShop } from '@shoplocal/shared/types'
import { useMemo, useState } from 'react'
import { QUEUE_DECISIONS, useHeadlineStats, usePendingShops } from '../../api/moderation'
import { rowAction } from '../../components/admin-list/row-action'
import { RowActions, TwoLine } from '../../components/cells'
import { Panel } from '../../components/Panel'
import { ShopDetail } from '../../components/ShopDetail'
import { SHOP_DETAIL_COPY } from '../../copy'
import { StatCard } from '../../components/StatCard'
import { SummaryTable, summaryColumnHelper } from '../../components/SummaryTable'
import { TabError } from '../../components/TabState'
import { useConfirmedAdminAction, type AdminActionSpec } from '../../lib/use-admin-action'

const count = (value: number) => value.toLocaleString('en-IE')

const approve = (shop: AdminShop) =>
  rowAction({
    label: PENDING_LABELS.approve,
    message: ADMIN_LIST_CONFIRMATIONS.approveShop,
    call: () => QUEUE_DECISIONS.shop.approve(shop.id),
    success: ADMIN_SUCCESS.shopApproved,
    failure: MODERATION_ERRORS.approveShop,
  })

const reject = (shop: AdminShop) =>
  rowAction({
    label: PENDING_LABELS.reject,
    message: ADMIN_LIST_CONFIRMATIONS.rejectShop,
    tone: 'danger',
    withReason: true,
    call: (reason) => QUEUE_DECISIONS.shop.reject(shop.id, reason),
    success: ADMIN_SUCCESS.shopRejected,
    failure: MODERATION_ERRORS.rejectShop,
  })

function pendingColumns(ask: (spec: AdminActionSpec) => void, view: (shop: AdminShop) => void) {
  const helper = summaryColumnHelper<AdminShop>()
  return helper.columns([
    helper.accessor('name', {
      header: ADMIN_COLUMN_LABELS.shop,
      cell: (info) => <TwoLine primary={info.getValue()} secondary={`#${info.row.original.id}`} />,
    }),
    helper.accessor('location', { header: PENDING_LABELS.location }),
    helper.accessor((shop) => fullName(shop.owner.firstName, shop.owner.lastName) || shop.owner.email || '—', {
      id: 'owner',
      header: PENDING_LABELS.owner,
      cell: (info) => <TwoLine primary={info.getValue()} secondary={info.row.original.owner.email ?? ''} />,
    }),
    helper.accessor((shop) => shop.category?.name ?? '—', { id: 'category', header: PENDING_LABELS.category }),
    helper.accessor('createdAt', { header: PENDING_LABELS.submitted, cell: (info) => formatDate(info.getValue()) }),
    helper.display({
      id: 'actions',
      header: ADMIN_COLUMN_LABELS.actions,
      cell: (info) => (
        <RowActions
          actions={[
            { label: SHOP_DETAIL_COPY.view, onClick: () => view(info.row.original) },
            ...[approve(info.row.original), reject(info.row.original)].map((action) => ({
              label: action.label,
              danger: action.danger,
              onClick: () => ask(action.spec),
            })),
          ]}
        />
      ),
    }),
  ])
}

/** Pending Approvals: the four headline cards and the shops waiting for approval, approved or rejected here. */
export function PendingTab() {
  const stats = useHeadlineStats()
  const pending = usePendingShops()
  const { ask, dialog } = useConfirmedAdminAction()
  const [viewing, setViewing] = useState<AdminShop | null>(null)
  const columns = useMemo(() => pendingColumns(ask, setViewing), [ask])
  // The shop looked at stays open only while it is still pending.
  const shown = viewing && pending.data?.some((shop) => shop.id === viewing.id) ? viewing : null
  const failed = stats.error ?? pending.error
  if (failed) {
    return (
      <TabError
        error={failed}
        onRetry={() => {
          void stats.refetch()
          void pending.refetch()
        }}
      />
    )
  }
  const data = stats.data
  const value = (figure: (s: NonNullable<typeof data>) => string) => (data ? figure(data) : '…')
  return (
    <section className="tab tab-scroll" aria-label={ADMIN_LABELS.pendingApprovals} aria-busy={stats.isFetching || pending.isFetching}>
      <div className="stat-grid">
        <StatCard label={ADMIN_LABELS.totalShops} value={value((s) => count(s.totalShops))} />
        <StatCard label={ADMIN_LABELS.activeUsers} value={value((s) => count(s.activeUsers))} />
        <StatCard label={ADMIN_LABELS.totalRevenue} value={value((s) => formatEuro2(s.totalRevenue))} />
        <StatCard label={ADMIN_LABELS.pendingApprovals} value={value((s) => count(s.pendingApprovals))} />
      </div>
      <Panel title={ADMIN_LABELS.pendingApprovals}>
        <SummaryTable label={PENDING_LABELS.list} columns={columns} rows={pending.data ?? []} emptyText={ADMIN_LABELS.noPendingShops} />
      </Panel>
      {shown ? (
        <Panel title={SHOP_DETAIL_COPY.title(shown.name)} className="shop-detail-panel">
          <ShopDetail shopId={shown.id} headingLevel={4} />
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={() => setViewing(null)}>
              {SHOP_DETAIL_COPY.close}
            </button>
            <button type="button" className="button" onClick={() => ask(approve(shown).spec)}>
              {PENDING_LABELS.approve}
            </button>
            <button type="button" className="button button-danger" onClick={() => ask(reject(shown).spec)}>
              {PENDING_LABELS.reject}
            </button>
          </div>
        </Panel>
      ) : null}
      {dialog}
    </section>
  )
}
