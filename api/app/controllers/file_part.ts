import type { HttpContext } from '@adonisjs/core/http'
import type { ApiError } from '#exceptions/api_error'

/** A browser sends a picked file's bare name; a path or control character means a hand-made request. */
const isUnsafeName = (name: string) => /[\\/]|\.\./.test(name) || [...name].some((char) => char.charCodeAt(0) < 0x20)

/** Room for the multipart boundaries and part headers around the largest accepted file. */
const ENVELOPE_BYTES = 64 * 1024

interface FilePartRules {
  field: string
  maxBytes: number
  /** The answers for no file, a file past maxBytes, and a body or name that is not an acceptable upload. */
  missing(): ApiError
  tooLarge(): ApiError
  refused(): ApiError
}

/**
 * Reads the one file of an upload into memory, for a caller already known to be allowed to upload.
 * Nothing is written to disk while reading, so a refused upload leaves nothing behind; a body larger
 * than the largest file is cut off as soon as it passes the limit. Only the first file counts.
 */
export async function readFilePart(ctx: HttpContext, rules: FilePartRules): Promise<Buffer> {
  const multipart = ctx.request.multipart
  if (ctx.request.bodyType !== 'multipart' || !multipart) throw rules.missing()

  let file: Buffer | undefined
  let tooLarge = false
  let unsafeName = false
  multipart.onFile(rules.field, {}, async (part, reportChunk) => {
    if (isUnsafeName(part.filename)) unsafeName = true
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of part as AsyncIterable<Buffer>) {
      reportChunk(chunk)
      size += chunk.length
      if (size > rules.maxBytes) tooLarge = true
      else if (file === undefined) chunks.push(chunk)
    }
    if (!tooLarge && file === undefined) file = Buffer.concat(chunks)
  })

  try {
    await multipart.process({ limit: rules.maxBytes + ENVELOPE_BYTES })
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw rules.tooLarge()
    throw rules.refused()
  }
  if (tooLarge) throw rules.tooLarge()
  if (unsafeName) throw rules.refused()
  if (!file || file.length === 0) throw rules.missing()
  return file
}
