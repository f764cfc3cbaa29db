import { useQuery } from '@tanstack/react-query'
import type { AdminHeadlineStats, AdminShop, ModerationKind, ModerationQueue } from '@shoplocal/shared/types'
import { useBridge } from '../bridge/context'
import type { AdminAction } from './admin'
import { adminReadQuery } from './read-query'

/** The moderation reads: headline figures, pending shops and the queue (contract in api/start/routes/admin.ts). */
const MODERATION_PATHS = {
  stats: '/api/admin/stats',
  pendingShops: '/api/admin/pending-shops',
  moderationQueue: '/api/admin/moderation-queue',
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
    // No priority: the API decides the default (SPOTLIGHT_PRIORITY.default); the Spotlight tab sets another.
    approve: (id) => ({ method: 'PATCH', path: `/api/admin/spotlight/${id}/approve`, body: {} }),
    reject: (id, reason) => ({ method: 'PATCH', path: `/api/admin/spotlight/${id}/reject`, body: { reason } }),
  },
}

const headlineStatsQuery = adminReadQuery<AdminHeadlineStats>('headline-stats', MODERATION_PATHS.stats)
const pendingShopsQuery = adminReadQuery<AdminShop[]>('pending-shops', MODERATION_PATHS.pendingShops)
const moderationQueueQuery = adminReadQuery<ModerationQueue>('moderation-queue', MODERATION_PATHS.moderationQueue)

export const useHeadlineStats = () => useQuery(headlineStatsQuery(useBridge()))
export const usePendingShops = () => useQuery(pendingShopsQuery(useBridge()))
export const useModerationQueue = () => useQuery(moderationQueueQuery(useBridge()))
