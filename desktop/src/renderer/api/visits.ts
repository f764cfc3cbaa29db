import { useQuery } from '@tanstack/react-query'
import type { RecentVisit, VisitStats } from '@shoplocal/shared/types'
import { useBridge } from '../bridge/context'
import { adminReadQuery } from './read-query'

/** The Customer Visits tab's reads (contract in api/start/routes/admin.ts). */
const VISIT_PATHS = {
  visitStats: '/api/admin/visit-stats',
  recentVisits: '/api/admin/recent-visits',
} as const

const visitStatsQuery = adminReadQuery<VisitStats>('visit-stats', VISIT_PATHS.visitStats)
const recentVisitsQuery = adminReadQuery<RecentVisit[]>('recent-visits', VISIT_PATHS.recentVisits)
export const useVisitStats = () => useQuery(visitStatsQuery(useBridge()))
export const useRecentVisits = () => useQuery(recentVisitsQuery(useBridge()))
