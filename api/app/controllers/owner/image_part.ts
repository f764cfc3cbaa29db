import type { HttpContext } from '@adonisjs/core/http'
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_FIELD } from '@shoplocal/shared/constants'
import { readFilePart } from '#controllers/file_part'
import { uploadErrors } from '#services/uploads/upload_errors'

/** The one image of an upload, read into memory (see readFilePart). */
export function readImagePart(ctx: HttpContext): Promise<Buffer> {
  return readFilePart(ctx, {
    field: IMAGE_UPLOAD_FIELD,
    maxBytes: IMAGE_MAX_BYTES,
    missing: uploadErrors.noImage,
    tooLarge: uploadErrors.tooLarge,
    refused: uploadErrors.notAnImage,
  })
}
