import { useQuery } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE, PAYMENT_LIST_FILTERS } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { CONSOLE_TAB_LABELS, PAYMENT_ADMIN_ERRORS, PAYMENT_ADMIN_SUCCESS, PAYMENTS_TAB_LABELS } from '../../messages/index'
import { formatEuro2, formatIban } from '@shoplocal/shared/rules'
import type { AdminPaymentsPage, BankDetails, ShopPaymentRow } from '@shoplocal/shared/types'
import { useState } from 'react'
import { ADMIN_QUERY_KEY } from '../../api/admin'
import { fetchShopPayments, PAYMENT_ACTIONS } from '../../api/payments'
import { useBridge } from '../../bridge/context'
import type { AdminListConfig } from '../../components/admin-list/admin-list-config'
import { AdminListTab } from '../../components/admin-list/AdminListTab'
import { rowAction } from '../../components/admin-list/row-action'
import { StatCard } from '../../components/StatCard'
import { SUBSCRIPTION_EXPORT_PREFIX } from '../../copy'
import { PAYMENT_COLUMNS, PAYMENT_CSV_COLUMNS } from './payments-columns'
import './payments.css'

const STATUS_OPTIONS = PAYMENT_LIST_FILTERS.map((value) => ({ value, label: PAYMENTS_TAB_LABELS[value] }))

/** Shops with their subscription state, soonest due first; Mark Paid and Suspend act on the shop's owner. */
const PAYMENTS_LIST: AdminListConfig<ShopPaymentRow, AdminPaymentsPage> = {
  key: 'payments',
  label: CONSOLE_TAB_LABELS.payments,
  emptyText: PAYMENTS_TAB_LABELS.noPayments,
  pageSize: ADMIN_PAGE_SIZE,
  fetchPage: fetchShopPayments,
  rowsOf: (page) => page.payments,
  totalPagesOf: (page) => page.totalPages,
  rowId: (row) => String(row.id),
  search: PAYMENTS_TAB_LABELS.search,
  filters: [{ name: 'status', label: PAYMENTS_TAB_LABELS.statusFilter, options: STATUS_OPTIONS, initial: 'all' }],
  columns: PAYMENT_COLUMNS,
  csv: { prefix: SUBSCRIPTION_EXPORT_PREFIX, columns: PAYMENT_CSV_COLUMNS },
  actions: {
    flex: 1.3,
    minWidth: 170,
    for: (row) => [
      rowAction({
        label: PAYMENTS_TAB_LABELS.markPaid,
        message: PAYMENTS_TAB_LABELS.markPaidConfirm,
        disabled: row.status === 'active',
        call: () => PAYMENT_ACTIONS.markPaid(row.shopOwnerId),
        success: PAYMENT_ADMIN_SUCCESS.paymentMarked,
        failure: PAYMENT_ADMIN_ERRORS.markPaid,
        failureTitle: COMMON_LABELS.error,
      }),
      rowAction({
        label: PAYMENTS_TAB_LABELS.suspend,
        message: PAYMENTS_TAB_LABELS.suspendConfirm,
        tone: 'caution',
        disabled: row.status === 'suspended',
        call: () => PAYMENT_ACTIONS.suspend(row.shopOwnerId),
        success: PAYMENT_ADMIN_SUCCESS.shopSuspended,
        failure: PAYMENT_ADMIN_ERRORS.suspendShop,
        failureTitle: COMMON_LABELS.error,
      }),
    ],
  },
}

function BankDetailsPanel({ details }: { details: BankDetails }) {
  const rows: [string, string][] = [
    [PAYMENTS_TAB_LABELS.accountName, details.accountName],
    [PAYMENTS_TAB_LABELS.bankName, details.bankName],
    [PAYMENTS_TAB_LABELS.iban, formatIban(details.iban)],
    [PAYMENTS_TAB_LABELS.bic, details.bic],
  ]
  return (
    <dl className="bank-details" aria-label={PAYMENTS_TAB_LABELS.bankDetails}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The four stat cards and the bank details come with every page of the list; this reads them from a
 * one-row page under the admin query key, so an action's refresh updates them with the table.
 */
export function PaymentsTab() {
  const bridge = useBridge()
  const [showBank, setShowBank] = useState(false)
  const summary = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'payments-summary'],
    queryFn: () => fetchShopPayments(bridge, { page: 1, limit: 1 }),
  })
  const stats = summary.data?.stats
  const figure = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('en-IE'))
  return (
    <div className="payments-tab">
      <div className="stat-grid stat-grid-four">
        <StatCard label={PAYMENTS_TAB_LABELS.activeSubscriptions} value={figure(stats?.active)} />
        <StatCard label={PAYMENTS_TAB_LABELS.expiringSoon} value={figure(stats?.expiringSoon)} />
        <StatCard label={PAYMENTS_TAB_LABELS.suspended} value={figure(stats?.suspended)} />
        <StatCard label={PAYMENTS_TAB_LABELS.monthlyRevenue} value={stats ? formatEuro2(stats.monthlyRevenue) : '…'} />
      </div>
      <div className="bank-toggle">
        <button type="button" className="button button-secondary" aria-expanded={showBank} onClick={() => setShowBank(!showBank)}>
          {showBank ? PAYMENTS_TAB_LABELS.hideBankDetails : PAYMENTS_TAB_LABELS.showBankDetails}
        </button>
        {showBank && summary.data ? <BankDetailsPanel details={summary.data.bankDetails} /> : null}
      </div>
      <AdminListTab config={PAYMENTS_LIST} />
    </div>
  )
}
