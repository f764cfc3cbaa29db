import type { HttpContext } from '@adonisjs/core/http'
import { logListValidator } from '#validators/admin'
import { listAdminLogs } from '#services/admin/log_service'

export default class LogsController {
  async index({ request }: HttpContext) {
    return listAdminLogs(await logListValidator.validate(request.qs()))
  }
}
