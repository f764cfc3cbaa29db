/*
 * Receipts from inside the app, in a process of its own booted like ace against the test API's database.
 * Usage: node … receipt_script.ts rollback <id>   confirms the payment, notes its receipt number, then rolls back
 *        node … receipt_script.ts attachment <id> what the "payment verified" mail would attach
 */
import { appIgnitor } from '../../../bin/app_ignitor.ts'

const app = appIgnitor().createApp('console')
await app.init()
await app.boot()
const { default: db } = await import('@adonisjs/lucid/services/db')
const { confirmPayment } = await import('#services/billing/payment_effects')
const { receiptAttachment } = await import('#services/receipts/receipt_files')
const [mode, id] = [process.argv[2], Number(process.argv[3])]

if (mode === 'rollback') {
  let number: string | null = null
  try {
    await db.transaction(async (trx) => {
      await confirmPayment(id, { verifiedBy: null, adminNotes: 'rolled back' }, trx)
      number = (await trx.from('payment_receipts').where('payment_transaction_id', id).first())?.number ?? null
      throw new Error('roll back')
    })
  } catch {
    // The rollback is the point.
  }
  process.stdout.write(JSON.stringify({ numberInside: number }))
} else {
  const file = await receiptAttachment(id, null)
  process.stdout.write(JSON.stringify(file && { filename: file.filename, contentType: file.contentType, size: file.content.length }))
}
await app.terminate()
