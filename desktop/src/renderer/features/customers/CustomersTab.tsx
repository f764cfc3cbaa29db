import { useQuery } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE, ALL_FILTER, CUSTOMER_EXPORT_CHUNK } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import {
  ADMIN_CONFIRMATIONS,
  ADMIN_CSV_PREFIXES,
  ADMIN_LABELS,
  ADMIN_SUCCESS,
  MODERATION_ERRORS,
  CONSOLE_LABELS,
  CUSTOMER_TAB_LABELS,
  customersCountLabel,
  messagesPerUserLabel,
  perDayLabel,
} from '../../messages/index'
import { fullName, messagesPerUser, monthlyGrowthPercent, serverMessage, type QueryParams } from '@shoplocal/shared/rules'
import { useMemo, useState } from 'react'
import type { AdminCustomer, AdminCustomersPage, CustomerStats } from '@shoplocal/shared/types'
import { CUSTOMER_ACTIONS, customerStatsQuery, fetchCustomers } from '../../api/customers'
import type { AdminListConfig } from '../../components/admin-list/admin-list-config'
import { AdminListTab } from '../../components/admin-list/AdminListTab'
import { rowAction, viewAction } from '../../components/admin-list/row-action'
import { ACCOUNT_STATUS_OPTIONS } from '../../lib/account-labels'
import { Panel } from '../../components/Panel'
import { StatCard } from '../../components/StatCard'
import { useBridge } from '../../bridge/context'
import type { ExportSource } from '../../lib/csv-export'
import type { ShopLocalBridge } from '../../../shared/bridge'
import { CUSTOMER_COLUMNS, CUSTOMER_SORT_FIELDS, CUSTOMER_CSV } from './customers-columns'
import { CUSTOMER_STORY_COPY as STORY_COPY } from '../../copy-details'
import { CustomerStoryDialog, type StorySubject } from '../../components/customer-story/CustomerStory'
import './customers.css'

const count = (value: number) => value.toLocaleString('en-IE')

const customerName = (customer: AdminCustomer) =>
  fullName(customer.firstName, customer.lastName) || customer.email || customer.phone || `#${customer.id}`

/**
 * The export walks the customers in id order, a thousand at a time, from the cursor each answer gives:
 * the last chunk of 100,000 customers is read as quickly as the first.
 */
function customersSource(bridge: ShopLocalBridge, params: QueryParams): ExportSource<AdminCustomer> {
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = params
  return {
    first: 0,
    fetch: async (afterId) => {
      const page = await fetchCustomers(bridge, { ...filters, afterId, limit: CUSTOMER_EXPORT_CHUNK })
      return { rows: page.customers, total: page.totalCount, next: page.nextAfterId }
    },
  }
}

/** The Customers list; `view` opens a customer's whole story. */
const customersList = (view: (customer: AdminCustomer) => void): AdminListConfig<AdminCustomer, AdminCustomersPage> => ({
  key: 'customers',
  label: CUSTOMER_TAB_LABELS.customerList,
  emptyText: CUSTOMER_TAB_LABELS.noCustomers,
  pageSize: ADMIN_PAGE_SIZE,
  fetchPage: fetchCustomers,
  rowsOf: (page) => page.customers,
  totalPagesOf: (page) => page.totalPages,
  rowId: (customer) => String(customer.id),
  search: CUSTOMER_TAB_LABELS.searchPlaceholder,
  filters: [{ name: 'status', label: CONSOLE_LABELS.status, options: ACCOUNT_STATUS_OPTIONS, initial: ALL_FILTER }],
  sort: { fields: CUSTOMER_SORT_FIELDS, sortBy: 'createdAt', sortOrder: 'desc' },
  columns: CUSTOMER_COLUMNS,
  csv: {
    prefix: ADMIN_CSV_PREFIXES.customers,
    columns: CUSTOMER_CSV,
    source: customersSource,
  },
  summary: (page) => <span>{customersCountLabel(page.customers.length, page.totalCount)}</span>,
  actions: {
    flex: 1.5,
    minWidth: 170,
    for: (customer) => [
      viewAction(STORY_COPY.view, () => view(customer)),
      customer.banned
        ? rowAction({
            label: ADMIN_LABELS.unban,
            message: ADMIN_CONFIRMATIONS.unbanCustomer,
            call: () => CUSTOMER_ACTIONS.ban(customer.id, false),
            success: ADMIN_SUCCESS.customerUnbanned,
            failure: MODERATION_ERRORS.updateCustomer,
          })
        : rowAction({
            label: ADMIN_LABELS.ban,
            message: ADMIN_CONFIRMATIONS.banCustomer,
            tone: 'caution',
            withReason: true,
            withGround: true,
            call: (reason, ground) => CUSTOMER_ACTIONS.ban(customer.id, true, { reason, ...ground }),
            success: ADMIN_SUCCESS.customerBanned,
            failure: MODERATION_ERRORS.updateCustomer,
          }),
      rowAction({
        label: COMMON_LABELS.delete,
        message: ADMIN_CONFIRMATIONS.deleteCustomer,
        tone: 'danger',
        call: () => CUSTOMER_ACTIONS.remove(customer.id),
        success: ADMIN_SUCCESS.customerDeleted,
        failure: MODERATION_ERRORS.deleteCustomer,
      }),
    ],
  },
})

function CustomerFigures({ stats }: { stats: CustomerStats }) {
  return (
    <>
      <div className="stat-grid">
        <StatCard label={CUSTOMER_TAB_LABELS.totalCustomers} value={count(stats.totalCustomers)} />
        <StatCard label={CUSTOMER_TAB_LABELS.activeCustomers} value={count(stats.activeCustomers)} />
        <StatCard
          label={CUSTOMER_TAB_LABELS.newThisMonth}
          value={count(stats.newThisMonth)}
          detail={perDayLabel(stats.avgRegistrationsPerDay)}
        />
        <StatCard label={CUSTOMER_TAB_LABELS.totalMessages} value={count(stats.totalMessages)} />
      </div>
      <div className="panel-grid customers-panels">
        <Panel title={CUSTOMER_TAB_LABELS.accountStatus}>
          <dl className="figure-list">
            <dt>{COMMON_LABELS.active}</dt>
            <dd>{count(stats.activeCustomers)}</dd>
            <dt>{COMMON_LABELS.banned}</dt>
            <dd>{count(stats.bannedCustomers)}</dd>
            <dt>{COMMON_LABELS.verified}</dt>
            <dd>{count(stats.verifiedCustomers)}</dd>
          </dl>
        </Panel>
        <Panel title={CUSTOMER_TAB_LABELS.topCities}>
          <ol className="figure-list figure-list-ranked">
            {stats.topCities.map((city) => (
              <li key={city.city}>
                <span>{city.city}</span>
                <span>{count(city.count)}</span>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel title={CUSTOMER_TAB_LABELS.growthMetrics}>
          <dl className="figure-list">
            <dt>{CUSTOMER_TAB_LABELS.monthlyGrowth}</dt>
            <dd>{monthlyGrowthPercent(stats.newThisMonth, stats.totalCustomers)}%</dd>
            <dt>{CUSTOMER_TAB_LABELS.engagement}</dt>
            <dd>{messagesPerUserLabel(messagesPerUser(stats.totalMessages, stats.totalCustomers))}</dd>
          </dl>
        </Panel>
      </div>
    </>
  )
}

/** The figures above the list; a failure says so in the spec's words without hiding the list. */
function CustomerStatsHeader() {
  const stats = useQuery(customerStatsQuery(useBridge()))
  if (stats.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <strong>{MODERATION_ERRORS.customerDataTitle}</strong>
        <p>{serverMessage(stats.error.message) ?? MODERATION_ERRORS.customerDataFallback}</p>
      </div>
    )
  }
  return stats.data ? <CustomerFigures stats={stats.data} /> : <p className="muted">{CONSOLE_LABELS.loading}</p>
}

export function CustomersTab() {
  const [viewing, setViewing] = useState<StorySubject | null>(null)
  const config = useMemo(() => customersList((customer) => setViewing({ id: customer.id, name: customerName(customer) })), [])
  return (
    <>
      <AdminListTab config={config} before={<CustomerStatsHeader />} />
      <CustomerStoryDialog subject={viewing} onClose={() => setViewing(null)} />
    </>
  )
}
