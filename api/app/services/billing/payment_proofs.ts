/*
 * PUT /api/payments/:id/proof: the owner's proof of a bank transfer (a screenshot, a photo or a PDF of the
 * statement). Judged by its bytes, never by its name or declared type; kept under the owner's private
 * proofs folder with a random name, and served only to its owner and the admin staff by the payment's
 * proof route. The payment then waits for the staff to verify it.
 */
import { randomUUID } from 'node:crypto'
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
import { cleanPrivateDocument, PRIVATE_DOCUMENT_TYPES } from '#services/uploads/private_documents'
import { ownerFolder } from '#services/uploads/upload_paths'

function proofsFolder(ownerId: number): string {
  return `${ownerFolder(ownerId)}/proofs`
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
  const proof = await cleanPrivateDocument(await readFile())
  if (!proof) throw billingErrors.proofWrongType()
  const { bytes, extension } = proof

  const ownerId = transaction.userId ?? actor.user.id
  const key = `${proofsFolder(ownerId)}/${randomUUID()}.${extension}`
  const disk = drive.use()
  await disk.put(key, bytes, { contentType: PRIVATE_DOCUMENT_TYPES[extension], visibility: 'private' })

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
