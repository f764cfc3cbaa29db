import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { makePaymentReference } from '@shoplocal/shared/rules'
import type { PaymentLineItem, TransactionPaymentStatus } from '@shoplocal/shared/types'

/*
 * Payments as the owner side leaves them (billing's checkout and proof upload), written straight into a test
 * database and its uploads folder, for the admin payment tests of the API and the console.
 */

/** A 1×1 PNG and a one-page PDF: what owners upload as proofs. */
export const PNG_PROOF = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
export const PDF_PROOF = onePagePdf('Bank transfer receipt')

/** A valid one-page PDF showing one line of text, with a correct cross-reference table. */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

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
