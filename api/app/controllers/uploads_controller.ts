import { extname } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import { SERVED_TYPES } from '#services/uploads/image_format'
import { keyFromSegments, OWNERS_FOLDER } from '#services/uploads/upload_paths'
import { uploadErrors } from '#services/uploads/upload_errors'
import { isProofKey } from '#services/admin_payments/payment_proofs'
import { isTraderKey } from '#services/trader/identity_document'

/** Owners' uploads are stored under fresh random names, so such a file never changes; seeded pictures may be redrawn. */
const UPLOAD_CACHE = 'public, max-age=31536000, immutable'
const SEED_CACHE = 'public, max-age=86400'

export default class UploadsController {
  /**
   * GET /uploads/*: a stored image with the type its extension names and
   * nosniff, so a browser never reads it as anything else. An SVG (only the
   * seed's own pictures) still works in <img>, but opened directly it is a
   * download with scripts sandboxed off, never a page of this site.
   */
  async show({ params, response }: HttpContext) {
    const key = keyFromSegments(params['*'] ?? [])
    const type = key ? SERVED_TYPES[extname(key).toLowerCase()] : undefined
    // Proofs of payment and identity documents are served only to their owner and admins, by their own routes.
    if (!key || !type || isProofKey(key) || isTraderKey(key)) throw uploadErrors.fileNotFound()
    const disk = drive.use()
    if (!(await disk.exists(key))) throw uploadErrors.fileNotFound()

    response.header('content-type', type)
    response.header('x-content-type-options', 'nosniff')
    response.header('cache-control', key.startsWith(`${OWNERS_FOLDER}/`) ? UPLOAD_CACHE : SEED_CACHE)
    if (type === 'image/svg+xml') {
      response.header('content-disposition', 'attachment')
      response.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox")
    }
    return response.stream(await disk.getStream(key))
  }
}
