import type { HttpContext } from '@adonisjs/core/http'
import type { AdminLogFacets, AdminLogsPage } from '@shoplocal/shared/types'
import { logListValidator } from '#validators/admin'
import { adminLogFacets, listAdminLogs } from '#services/admin/log_service'

export default class LogsController {
  async index({ request }: HttpContext): Promise<AdminLogsPage> {
    return listAdminLogs(await logListValidator.validate(request.qs()))
  }

  async facets(): Promise<AdminLogFacets> {
    return adminLogFacets()
  }
}
