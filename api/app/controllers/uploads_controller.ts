import type { HttpContext } from '@adonisjs/core/http'
import { resolveUpload } from '#services/uploads'
import { systemErrors } from '#services/system_errors'

export default class UploadsController {
  async show({ params, response }: HttpContext) {
    const file = await resolveUpload(params['*'] ?? [])
    if (!file) throw systemErrors.fileNotFound()
    response.header('cache-control', 'public, max-age=86400')
    return response.download(file)
  }
}
