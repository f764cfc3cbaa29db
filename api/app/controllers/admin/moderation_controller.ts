import type { AdminHeadlineStats, AdminShop, ModerationQueue } from '@shoplocal/shared/types'
import { headlineStats } from '#services/admin/console_stats_service'
import { moderationQueue } from '#services/admin/moderation_queue'
import { listAllShops } from '#services/admin/shop_admin_service'

/** What awaits a decision: the headline figures, the shops waiting for approval, and the moderation queue. */
export default class ModerationController {
  async stats(): Promise<AdminHeadlineStats> {
    return headlineStats()
  }

  async pendingShops(): Promise<AdminShop[]> {
    return (await listAllShops({ status: 'pending' })).shops
  }

  async moderationQueue(): Promise<ModerationQueue> {
    return moderationQueue()
  }
}
