/*
 * PUT /api/payments/:id/proof: the owner's proof of a bank transfer (a screenshot, a photo or a PDF of the
 * statement). Judged by its bytes, never by its name or declared type; kept under the owner's private
 * proofs folder with a random name, and served only to its owner and the admin staff by the payment's
 * proof route. The payment then waits for the staff to verify it.
 */
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import type { OwnerPayment } from '@shoplocal/shared/types'
import { formatEuro2, isOpenPaymentStatus } from '@shoplocal/shared/rules'
import PaymentTransaction from '#models/payment_transaction'
import { notifyAdmins } from '#services/notifications/admin_notices'
import type { SignedInActor } from '#services/actor'
import { billingErrors } from '#services/billing/billing_errors'
import { loadOwnerPayment } from '#services/billing/billing_overview'
import { sniffImageFormat } from '#services/uploads/image_format'
import { ownerFolder } from '#services/uploads/upload_paths'

/** A decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000

const PDF_MAGIC = Buffer.from('%PDF-')
const PDF_END = Buffer.from('%%EOF')
/** Writers may append a little after the end marker (a newline, incremental-update padding). */
const PDF_TAIL_BYTES = 2048

function proofsFolder(ownerId: number): string {
  return `${ownerFolder(ownerId)}/proofs`
}

/** Bank statements and screenshots stay legible at this size; a larger photo is scaled down. */
const PROOF_MAX_SIDE = 3000
/** Higher than product pictures: small print must survive. */
const PROOF_WEBP_QUALITY = 90

interface CleanProof {
  bytes: Buffer
  extension: 'pdf' | 'webp'
}

/**
 * What is stored of an upload, or null when the bytes are neither a whole
 * picture nor a PDF. A picture is decoded fully and re-encoded as WebP, like
 * product pictures: turned upright, its metadata (camera, GPS) and anything
 * appended after its end dropped. A PDF is kept as sent; it is only ever
 * served as a download.
 */
async function cleanProof(bytes: Buffer): Promise<CleanProof | null> {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES)).includes(PDF_END) ? { bytes, extension: 'pdf' } : null
  }
  if (!sniffImageFormat(bytes)) return null
  try {
    const cleaned = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PROOF_MAX_SIDE, PROOF_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: PROOF_WEBP_QUALITY })
      .toBuffer()
    return { bytes: cleaned, extension: 'webp' }
  } catch {
    // A truncated or corrupt file is not a proof anybody can read.
    return null
  }
}

const CONTENT_TYPES: Readonly<Record<CleanProof['extension'], string>> = {
  pdf: 'application/pdf',
  webp: 'image/webp',
}

function assertAcceptsProof(transaction: PaymentTransaction): void {
  if (transaction.paymentMethod !== 'bank_transfer' || !isOpenPaymentStatus(transaction.paymentStatus))
    throw billingErrors.proofNotExpected()
}

/** `readFile` reads the upload; it is called only once the payment is known to take a proof. */
export async function submitProof(
  actor: SignedInActor,
  transaction: PaymentTransaction,
  readFile: () => Promise<Buffer>,
): Promise<OwnerPayment> {
  assertAcceptsProof(transaction)
  const proof = await cleanProof(await readFile())
  if (!proof) throw billingErrors.proofWrongType()
  const { bytes, extension } = proof

  const ownerId = transaction.userId ?? actor.user.id
  const key = `${proofsFolder(ownerId)}/${randomUUID()}.${extension}`
  const disk = drive.use()
  await disk.put(key, bytes, { contentType: CONTENT_TYPES[extension], visibility: 'private' })

  let replaced: string | null
  try {
    replaced = await db.transaction(async (trx) => {
      const locked = await PaymentTransaction.query({ client: trx }).where('id', transaction.id).forUpdate().firstOrFail()
      // Decided by the staff while the file was being sent: the proof is no longer wanted.
      assertAcceptsProof(locked)
      const previous = locked.paymentProofUrl
      locked.useTransaction(trx)
      locked.paymentProofUrl = key
      locked.proofUploadedAt = DateTime.now()
      locked.paymentStatus = 'pending_verification'
      await locked.save()
      const shop = locked.shopId === null ? null : await trx.from('shops').where('id', locked.shopId).select('name').first()
      await notifyAdmins(trx, 'admin_proof_uploaded', `payment:${locked.id}:proof:${key}`, {
        paymentId: locked.id,
        shopName: shop ? String(shop.name) : null,
        reference: locked.paymentReference,
        amount: formatEuro2(locked.amountPaid),
      })
      return previous
    })
  } catch (error) {
    await disk.delete(key)
    throw error
  }
  // Only a file this route stored is removed; anything else under that name is not ours to delete.
  if (replaced && replaced !== key && replaced.startsWith(`${proofsFolder(ownerId)}/`)) {
    const stale = replaced
    await disk.delete(stale).catch((error: unknown) => logger.warn({ err: error, key: stale }, 'could not delete a replaced payment proof'))
  }
  return loadOwnerPayment(transaction.id)
}
