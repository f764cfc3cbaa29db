import type { HttpContext } from '@adonisjs/core/http'
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_FIELD } from '@shoplocal/shared/constants'
import { uploadErrors } from '#services/uploads/upload_errors'

/** A browser sends a picked file's bare name; a path or control character means a hand-made request. */
const isUnsafeName = (name: string) => /[\\/]|\.\./.test(name) || [...name].some((char) => char.charCodeAt(0) < 0x20)

/** Room for the multipart boundaries and part headers around the largest accepted image. */
const ENVELOPE_BYTES = 64 * 1024

/**
 * Reads the one image of an upload into memory, for a caller already known to
 * be allowed to upload. Nothing is written to disk while reading, so a refused
 * upload leaves nothing behind; a body larger than the largest image is cut
 * off as soon as it passes the limit.
 */
export async function readImagePart(ctx: HttpContext): Promise<Buffer> {
  const multipart = ctx.request.multipart
  if (ctx.request.bodyType !== 'multipart' || !multipart) throw uploadErrors.noImage()

  let image: Buffer | undefined
  let tooLarge = false
  let unsafeName = false
  multipart.onFile(IMAGE_UPLOAD_FIELD, {}, async (part, reportChunk) => {
    if (isUnsafeName(part.filename)) unsafeName = true
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of part as AsyncIterable<Buffer>) {
      reportChunk(chunk)
      size += chunk.length
      if (size > IMAGE_MAX_BYTES) tooLarge = true
      else if (image === undefined) chunks.push(chunk)
    }
    // Only the first image counts: one file per call.
    if (!tooLarge && image === undefined) image = Buffer.concat(chunks)
  })

  try {
    await multipart.process({ limit: IMAGE_MAX_BYTES + ENVELOPE_BYTES })
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw uploadErrors.tooLarge()
    throw uploadErrors.notAnImage()
  }
  if (tooLarge) throw uploadErrors.tooLarge()
  if (unsafeName) throw uploadErrors.notAnImage()
  if (!image || image.length === 0) throw uploadErrors.noImage()
  return image
}
