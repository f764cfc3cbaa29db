import type { HttpContext } from '@adonisjs/core/http'
import { checkHealth, checkReadiness } from '#services/health_service'

export default class HealthController {
  async show({ response }: HttpContext) {
    const health = await checkHealth()
    return response.status(health.status === 'ok' ? 200 : 503).send(health)
  }

  /** The process answers: nothing else is asked, so a busy database never gets a live process restarted. */
  async live({ response }: HttpContext) {
    return response.send({ status: 'live' })
  }

  async ready({ response }: HttpContext) {
    const readiness = await checkReadiness()
    return response.status(readiness.ready ? 200 : 503).send(readiness)
  }
}
