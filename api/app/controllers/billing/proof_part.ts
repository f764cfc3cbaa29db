import type { HttpContext } from '@adonisjs/core/http'
import { PAYMENT_PROOF_MAX_BYTES } from '@shoplocal/shared/constants'
import { readFilePart } from '#controllers/file_part'
import { billingErrors, PROOF_UPLOAD_FIELD } from '#services/billing/billing_errors'

/** The one proof file of an upload, read into memory (see readFilePart). */
export function readProofPart(ctx: HttpContext): Promise<Buffer> {
  return readFilePart(ctx, {
    field: PROOF_UPLOAD_FIELD,
    maxBytes: PAYMENT_PROOF_MAX_BYTES,
    missing: billingErrors.proofMissing,
    tooLarge: billingErrors.proofTooLarge,
    refused: billingErrors.proofWrongType,
  })
}
