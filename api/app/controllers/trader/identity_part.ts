import type { HttpContext } from '@adonisjs/core/http'
import { TRADER_IDENTITY_MAX_BYTES } from '@shoplocal/shared/constants'
import { readFilePart } from '#controllers/file_part'
import { IDENTITY_UPLOAD_FIELD, traderErrors } from '#services/trader/trader_errors'

/** The one identity document of an upload, read into memory (see readFilePart). */
export function readIdentityPart(ctx: HttpContext): Promise<Buffer> {
  return readFilePart(ctx, {
    field: IDENTITY_UPLOAD_FIELD,
    maxBytes: TRADER_IDENTITY_MAX_BYTES,
    missing: traderErrors.identityMissing,
    tooLarge: traderErrors.identityTooLarge,
    refused: traderErrors.identityWrongType,
  })
}
