import { queryOptions, useQuery } from '@tanstack/react-query'
import { withQuery, type QueryParams } from '@shoplocal/shared/rules'
import type {
  AdminLogsPage,
  AdminShopDetail,
  AdminShopOwnersPage,
  AdminShopsPage,
  AdminSystemMetrics,
  AdminUsersPage,
  DetailedAdminStats,
} from '@shoplocal/shared/types'
import type { DecisionGround } from '@shoplocal/shared/constants'
import type { ApiMethod, ShopLocalBridge } from '../../shared/bridge'
import { useBridge } from '../bridge/context'
import { requestJson } from './client'

/**
 * The admin lists' and overview's calls (contract in api/start/routes/admin.ts). Responses are typed
 * by the shared package, which the API builds its answers from as well.
 */

/** Every admin query key starts here, so Refresh All and mutations can invalidate them together. */
export const ADMIN_QUERY_KEY = ['admin'] as const

const ADMIN_PATHS = {
  detailedStats: '/api/admin/detailed-stats',
  users: '/api/admin/users',
  shopOwners: '/api/admin/shop-owners',
  shops: '/api/admin/all-shops',
  logs: '/api/admin/logs',
  systemMetrics: '/api/admin/system-metrics',
} as const

const get = <T>(bridge: ShopLocalBridge, path: string, params: QueryParams = {}): Promise<T> =>
  requestJson(bridge, { method: 'GET', path: withQuery(path, params) }) as Promise<T>

const fetchDetailedStats = (bridge: ShopLocalBridge) => get<DetailedAdminStats>(bridge, ADMIN_PATHS.detailedStats)
export const fetchUsers = (bridge: ShopLocalBridge, params: QueryParams) => get<AdminUsersPage>(bridge, ADMIN_PATHS.users, params)
export const fetchShopOwners = (bridge: ShopLocalBridge, params: QueryParams) =>
  get<AdminShopOwnersPage>(bridge, ADMIN_PATHS.shopOwners, params)
export const fetchShops = (bridge: ShopLocalBridge, params: QueryParams) => get<AdminShopsPage>(bridge, ADMIN_PATHS.shops, params)
export const fetchLogs = (bridge: ShopLocalBridge, params: QueryParams) => get<AdminLogsPage>(bridge, ADMIN_PATHS.logs, params)

/** One admin action: a method, a path and, for suspend/reject/delete, the reason. */
export interface AdminAction {
  method: ApiMethod
  path: string
  /** The reason for suspend/reject/delete, or the fields another action sends (e.g. `banned`). */
  body?: Readonly<Record<string, unknown>>
}

/** A restriction's ground as the confirm dialog asks it (the API names our terms when none is sent). */
type Ground = { ground: DecisionGround; groundDetail: string }

export const ADMIN_ACTIONS = {
  suspendUser: (id: number, reason: string, ground?: Ground): AdminAction => ({
    method: 'PUT',
    path: `/api/admin/users/${id}/suspend`,
    body: { reason, ...ground },
  }),
  unsuspendUser: (id: number): AdminAction => ({ method: 'PUT', path: `/api/admin/users/${id}/unsuspend` }),
  deleteUser: (id: number, reason: string): AdminAction => ({ method: 'DELETE', path: `/api/admin/users/${id}`, body: { reason } }),
  suspendShopOwner: (id: number, reason: string, ground?: Ground): AdminAction => ({
    method: 'PUT',
    path: `/api/admin/shop-owners/${id}/suspend`,
    body: { reason, ...ground },
  }),
  unsuspendShopOwner: (id: number): AdminAction => ({ method: 'PUT', path: `/api/admin/shop-owners/${id}/unsuspend` }),
  deleteShopOwner: (id: number, reason: string): AdminAction => ({
    method: 'DELETE',
    path: `/api/admin/shop-owners/${id}`,
    body: { reason },
  }),
  approveShop: (id: number): AdminAction => ({ method: 'PUT', path: `/api/admin/shops/${id}/approve` }),
  rejectShop: (id: number, reason: string): AdminAction => ({ method: 'PUT', path: `/api/admin/shops/${id}/reject`, body: { reason } }),
  removeShop: (id: number, reason: string): AdminAction => ({ method: 'DELETE', path: `/api/admin/shops/${id}`, body: { reason } }),
  endShopWithNotice: (id: number, reason: string): AdminAction => ({
    method: 'DELETE',
    path: `/api/admin/shops/${id}`,
    body: { reason, notice: true },
  }),
} as const

export const runAdminAction = (bridge: ShopLocalBridge, action: AdminAction): Promise<unknown> =>
  requestJson(bridge, { method: action.method, path: action.path, body: action.body })

/** GET /api/admin/detailed-stats, shared by overview and analytics. */
export const detailedStatsQuery = (bridge: ShopLocalBridge) =>
  queryOptions({ queryKey: [...ADMIN_QUERY_KEY, 'detailed-stats'], queryFn: () => fetchDetailedStats(bridge) })

export function useDetailedStats() {
  return useQuery(detailedStatsQuery(useBridge()))
}

/** GET /api/admin/system-metrics: what the answering API process measures about itself. */
export const systemMetricsQuery = (bridge: ShopLocalBridge) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'system-metrics'],
    queryFn: () => get<AdminSystemMetrics>(bridge, ADMIN_PATHS.systemMetrics),
  })

/** GET /api/admin/shops/:id: a shop in full (any status) before a decision on it. */
export const shopDetailQuery = (bridge: ShopLocalBridge, id: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'shop-detail', id],
    queryFn: () => get<AdminShopDetail>(bridge, `/api/admin/shops/${id}`),
  })
