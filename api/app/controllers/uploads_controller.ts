import type { HttpContext } from '@adonisjs/core/http'
import { resolveUpload } from '#services/uploads'

export default class UploadsController {
  async show({ params, response }: HttpContext) {
    const file = await resolveUpload(params['*'] ?? [])
    if (!file) return response.notFound({ message: 'File not found' })
    response.header('cache-control', 'public, max-age=86400')
    return response.download(file)
  }
}
