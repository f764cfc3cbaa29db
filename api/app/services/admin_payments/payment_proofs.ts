import { extname } from 'node:path'
import type { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import type PaymentTransaction from '#models/payment_transaction'
import { OWNERS_FOLDER } from '#services/uploads/upload_paths'
import { adminPaymentsErrors } from '#services/admin_payments/admin_payments_errors'

/*
 * Proofs of payment are bank documents: stored under owners/<ownerId>/proofs/ on the drive disk, never
 * public, served only to the payment's owner and to admins by GET /api/payments/:id/proof.
 */

/** The types a proof is served with, by the extension it was stored under (its content was checked on upload). */
const PROOF_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
}

const PROOF_KEY = new RegExp(`^${OWNERS_FOLDER}/\\d+/proofs/[A-Za-z0-9_-][A-Za-z0-9._-]*$`)

/** True for a key inside any owner's proofs folder, which /uploads/* must refuse. */
export function isProofKey(key: string): boolean {
  return /^owners\/[^/]+\/proofs(\/|$)/.test(key)
}

/** The type a stored proof is served with, or null when the payment has none (or an unreadable key). */
export function proofContentType(key: string | null): string | null {
  if (!key || !PROOF_KEY.test(key)) return null
  return PROOF_TYPES[extname(key).toLowerCase()] ?? null
}

/** Where the console and the owner's page load a payment's proof. */
export function proofUrl(transaction: Pick<PaymentTransaction, 'id' | 'paymentProofUrl'>): string | null {
  return proofContentType(transaction.paymentProofUrl) ? `/api/payments/${transaction.id}/proof` : null
}

/** The stored proof's stream and type; 404 when the payment has none or the file is gone. */
export async function openProof(transaction: PaymentTransaction): Promise<{ stream: Readable; contentType: string }> {
  const key = transaction.paymentProofUrl
  const contentType = proofContentType(key)
  if (!key || !contentType) throw adminPaymentsErrors.proofNotFound()
  const disk = drive.use()
  if (!(await disk.exists(key))) throw adminPaymentsErrors.proofNotFound()
  return { stream: await disk.getStream(key), contentType }
}
