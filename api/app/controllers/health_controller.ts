import type { HttpContext } from '@adonisjs/core/http'
import { checkHealth } from '#services/health_service'

export default class HealthController {
  async show({ response }: HttpContext) {
    const health = await checkHealth()
    return response.status(health.status === 'ok' ? 200 : 503).send(health)
  }
}
