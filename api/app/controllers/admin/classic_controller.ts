import type { AdminShop, ClassicAdminStats, ModerationQueue, RecentVisit, VisitStats } from '@shoplocal/shared/types'
import { classicStats, recentVisits, visitStats } from '#services/admin/classic_stats_service'
import { moderationQueue } from '#services/admin/moderation_queue'
import { listAllShops } from '#services/admin/shop_admin_service'

/** The classic panel's read-only calls, and the moderation queue that gathers what awaits a decision. */
export default class ClassicController {
  async stats(): Promise<ClassicAdminStats> {
    return classicStats()
  }

  async pendingShops(): Promise<AdminShop[]> {
    return (await listAllShops({ status: 'pending' })).shops
  }

  async visitStats(): Promise<VisitStats> {
    return visitStats()
  }

  async recentVisits(): Promise<RecentVisit[]> {
    return recentVisits()
  }

  async moderationQueue(): Promise<ModerationQueue> {
    return moderationQueue()
  }
}
