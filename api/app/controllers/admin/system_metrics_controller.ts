import { systemMetrics } from '#services/system/system_metrics'

export default class SystemMetricsController {
  async show() {
    return systemMetrics()
  }
}
