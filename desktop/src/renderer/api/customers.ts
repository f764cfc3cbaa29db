import { queryOptions } from '@tanstack/react-query'
import type { QueryParams } from '@shoplocal/shared/rules'
import type { AdminCustomerDetail, AdminCustomersPage, CustomerStats } from '@shoplocal/shared/types'
import type { ShopLocalBridge } from '../../shared/bridge'
import { ADMIN_QUERY_KEY, type AdminAction } from './admin'
import { adminReadQuery, getJson } from './read-query'
import type { DecisionGround } from '@shoplocal/shared/constants'

/** The Customers tab's calls (contract in api/start/routes/admin.ts). */
const CUSTOMER_PATHS = {
  customerStats: '/api/admin/customer-stats',
  customers: '/api/admin/customers',
} as const

export const fetchCustomers = (bridge: ShopLocalBridge, params: QueryParams) =>
  getJson<AdminCustomersPage>(bridge, CUSTOMER_PATHS.customers, params)

export const CUSTOMER_ACTIONS = {
  /** A ban sends what the dialog asked (the explanation and its ground); lifting it sends nothing more. */
  ban: (id: number, banned: boolean, restriction?: { reason: string; ground?: DecisionGround; groundDetail?: string }): AdminAction => ({
    method: 'PATCH',
    path: `/api/admin/customers/${id}/ban`,
    body: { banned, ...restriction },
  }),
  remove: (id: number): AdminAction => ({ method: 'DELETE', path: `/api/admin/customers/${id}` }),
} as const

/** The spec's Customers screen retried its figures once before showing 'Failed to Load Customer Data'. */
export const customerStatsQuery = adminReadQuery<CustomerStats>('customer-stats', CUSTOMER_PATHS.customerStats, 1)

/** GET /api/admin/customers/:id: a customer's whole story, under the admin key so a ban made anywhere refetches it. */
export const customerStoryQuery = (bridge: ShopLocalBridge, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'customer-story', id],
    queryFn: () => getJson<AdminCustomerDetail>(bridge, `/api/admin/customers/${id}`),
  })
