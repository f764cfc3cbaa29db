import type { HttpContext } from '@adonisjs/core/http'
import { PAYMENT_PROOF_MAX_BYTES } from '@shoplocal/shared/constants'
import { billingErrors, PROOF_UPLOAD_FIELD } from '#services/billing/billing_errors'

/** A browser sends a picked file's bare name; a path or control character means a hand-made request. */
const isUnsafeName = (name: string) => /[\\/]|\.\./.test(name) || [...name].some((char) => char.charCodeAt(0) < 0x20)

/** Room for the multipart boundaries and part headers around the largest accepted proof. */
const ENVELOPE_BYTES = 64 * 1024

/**
 * Reads the one proof file of an upload into memory, for a caller already allowed to send it. Nothing
 * touches the disk while reading, so a refused proof leaves nothing behind; a body past the limit is cut
 * off as soon as it passes it.
 */
export async function readProofPart(ctx: HttpContext): Promise<Buffer> {
  const multipart = ctx.request.multipart
  if (ctx.request.bodyType !== 'multipart' || !multipart) throw billingErrors.proofMissing()

  let proof: Buffer | undefined
  let tooLarge = false
  let unsafeName = false
  multipart.onFile(PROOF_UPLOAD_FIELD, {}, async (part, reportChunk) => {
    if (isUnsafeName(part.filename)) unsafeName = true
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of part as AsyncIterable<Buffer>) {
      reportChunk(chunk)
      size += chunk.length
      if (size > PAYMENT_PROOF_MAX_BYTES) tooLarge = true
      else if (proof === undefined) chunks.push(chunk)
    }
    if (!tooLarge && proof === undefined) proof = Buffer.concat(chunks)
  })

  try {
    await multipart.process({ limit: PAYMENT_PROOF_MAX_BYTES + ENVELOPE_BYTES })
  } catch (error) {
    if ((error as { status?: number }).status === 413) throw billingErrors.proofTooLarge()
    throw billingErrors.proofWrongType()
  }
  if (tooLarge) throw billingErrors.proofTooLarge()
  if (unsafeName) throw billingErrors.proofWrongType()
  if (!proof || proof.length === 0) throw billingErrors.proofMissing()
  return proof
}
