import { queryOptions, useQuery } from '@tanstack/react-query'
import { withQuery, type QueryParams } from '@shoplocal/shared/rules'
import type {
  AdminCustomersPage,
  AdminShop,
  ClassicAdminStats,
  CustomerStats,
  ModerationKind,
  ModerationQueue,
  RecentVisit,
  VisitStats,
} from '@shoplocal/shared/types'
import type { ShopLocalBridge } from '../../shared/bridge'
import { useBridge } from '../bridge/context'
import { ADMIN_QUERY_KEY, type AdminAction } from './admin'
import { requestJson } from './client'

/** The classic panel's calls and the moderation queue (contract in api/start/routes/admin.ts). */
export const CLASSIC_PATHS = {
  stats: '/api/admin/stats',
  pendingShops: '/api/admin/pending-shops',
  customerStats: '/api/admin/customer-stats',
  customers: '/api/admin/customers',
  visitStats: '/api/admin/visit-stats',
  recentVisits: '/api/admin/recent-visits',
  moderationQueue: '/api/admin/moderation-queue',
} as const

const get = <T>(bridge: ShopLocalBridge, path: string, params: QueryParams = {}): Promise<T> =>
  requestJson(bridge, { method: 'GET', path: withQuery(path, params) }) as Promise<T>

export const fetchCustomers = (bridge: ShopLocalBridge, params: QueryParams) =>
  get<AdminCustomersPage>(bridge, CLASSIC_PATHS.customers, params)

export const CUSTOMER_ACTIONS = {
  ban: (id: number, banned: boolean): AdminAction => ({ method: 'PATCH', path: `/api/admin/customers/${id}/ban`, body: { banned } }),
  remove: (id: number): AdminAction => ({ method: 'DELETE', path: `/api/admin/customers/${id}` }),
} as const

/**
 * Each kind of queue item is decided by the endpoint that owns it: shops by the shop moderation calls,
 * payments by the verification calls, spotlight requests by the spotlight calls.
 */
export const QUEUE_DECISIONS: Record<
  ModerationKind,
  { approve(id: number): AdminAction; reject(id: number, reason: string): AdminAction }
> = {
  shop: {
    approve: (id) => ({ method: 'PATCH', path: `/api/admin/shops/${id}/approve` }),
    reject: (id, reason) => ({ method: 'PATCH', path: `/api/admin/shops/${id}/reject`, body: { reason } }),
  },
  payment: {
    approve: (id) => ({ method: 'POST', path: `/api/admin/payments/transactions/${id}/verify`, body: {} }),
    reject: (id, reason) => ({ method: 'POST', path: `/api/admin/payments/transactions/${id}/reject`, body: { reason } }),
  },
  spotlight: {
    // The queue approves at the default priority; the Spotlight tab sets another.
    approve: (id) => ({ method: 'PATCH', path: `/api/admin/spotlight/${id}/approve`, body: { priority: 0 } }),
    reject: (id, reason) => ({ method: 'PATCH', path: `/api/admin/spotlight/${id}/reject`, body: { reason } }),
  },
}

const classicQuery =
  <T>(name: string, path: string, retry = 0) =>
  (bridge: ShopLocalBridge) =>
    queryOptions({ queryKey: [...ADMIN_QUERY_KEY, name], queryFn: () => get<T>(bridge, path), retry })

export const classicStatsQuery = classicQuery<ClassicAdminStats>('classic-stats', CLASSIC_PATHS.stats)
export const pendingShopsQuery = classicQuery<AdminShop[]>('pending-shops', CLASSIC_PATHS.pendingShops)
/** The classic panel retried its customer queries once before showing 'Failed to Load Customer Data'. */
export const customerStatsQuery = classicQuery<CustomerStats>('customer-stats', CLASSIC_PATHS.customerStats, 1)
export const visitStatsQuery = classicQuery<VisitStats>('visit-stats', CLASSIC_PATHS.visitStats)
export const recentVisitsQuery = classicQuery<RecentVisit[]>('recent-visits', CLASSIC_PATHS.recentVisits)
export const moderationQueueQuery = classicQuery<ModerationQueue>('moderation-queue', CLASSIC_PATHS.moderationQueue)

export const useClassicStats = () => useQuery(classicStatsQuery(useBridge()))
export const usePendingShops = () => useQuery(pendingShopsQuery(useBridge()))
export const useCustomerStats = () => useQuery(customerStatsQuery(useBridge()))
export const useVisitStats = () => useQuery(visitStatsQuery(useBridge()))
export const useRecentVisits = () => useQuery(recentVisitsQuery(useBridge()))
export const useModerationQueue = () => useQuery(moderationQueueQuery(useBridge()))
