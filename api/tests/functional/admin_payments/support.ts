import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { makePaymentReference } from '@shoplocal/shared/rules'
import type { PaymentLineItem, TransactionPaymentStatus } from '@shoplocal/shared/types'

/** A 1×1 PNG and a minimal PDF: what owners upload as proofs. */
export const PNG_PROOF = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
export const PDF_PROOF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

export const sqlNow = (date = new Date()) => date.toISOString().slice(0, 19).replace('T', ' ')

export interface NewPayment {
  userId: number
  shopId: number | null
  planName?: string
  amount: number
  status?: TransactionPaymentStatus
  method?: 'bank_transfer' | 'card'
  proof?: 'png' | 'pdf' | null
  createdAt?: Date
}

/**
 * A bank-transfer payment as the billing checkout and proof upload leave it: line items, the reference made
 * from its id, and the proof on the drive disk under owners/<ownerId>/proofs/.
 */
export async function createPayment(
  db: Knex,
  uploadsDir: string,
  payment: NewPayment,
): Promise<{ id: number; reference: string; proofKey: string | null }> {
  const plan = await db('payment_plans')
    .where('name', payment.planName ?? 'starter')
    .first()
  const lines: PaymentLineItem[] = [{ kind: 'plan', description: `${plan.display_name} plan`, amount: payment.amount }]
  const created = sqlNow(payment.createdAt)
  const [id] = await db('payment_transactions').insert({
    shop_id: payment.shopId,
    user_id: payment.userId,
    plan_id: plan.id,
    transaction_type: 'plan_payment',
    payment_method: payment.method ?? 'bank_transfer',
    amount_paid: payment.amount,
    currency: 'EUR',
    payment_status: payment.status ?? 'pending_verification',
    line_items: JSON.stringify(lines),
    created_at: created,
    updated_at: created,
  })
  const reference = makePaymentReference(Number(id))
  let proofKey: string | null = null
  const proof = payment.proof === undefined ? 'png' : payment.proof
  if (proof) {
    proofKey = `owners/${payment.userId}/proofs/${randomBytes(8).toString('hex')}.${proof}`
    await mkdir(join(uploadsDir, 'owners', String(payment.userId), 'proofs'), { recursive: true })
    await writeFile(join(uploadsDir, proofKey), proof === 'png' ? PNG_PROOF : PDF_PROOF)
  }
  await db('payment_transactions')
    .where('id', id)
    .update({ payment_reference: reference, payment_proof_url: proofKey, proof_uploaded_at: proofKey ? created : null })
  return { id: Number(id), reference, proofKey }
}
