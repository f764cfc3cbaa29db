import type { RecentVisit, VisitStats } from '@shoplocal/shared/types'
import { recentVisits, visitStats } from '#services/admin/console_stats_service'

/** Customer visits to shops: counts by period, sources and shops, and the latest visits. */
export default class VisitsController {
  async visitStats(): Promise<VisitStats> {
    return visitStats()
  }

  async recentVisits(): Promise<RecentVisit[]> {
    return recentVisits()
  }
}
