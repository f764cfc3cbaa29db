import { detailedStats } from '#services/admin/stats_service'

export default class StatsController {
  async detailed() {
    return detailedStats()
  }
}
