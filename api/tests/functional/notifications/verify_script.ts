/*
 * Verifies one payment the way every money path does (confirmPayment inside a transaction), in a process of
 * its own booted like ace, then either commits or fails after it (so the transaction rolls back).
 * Usage: node … verify_script.ts <id> commit|rollback
 */
import { appIgnitor } from '../../../bin/app_ignitor.ts'

const app = appIgnitor().createApp('console')
await app.init()
await app.boot()
const { default: db } = await import('@adonisjs/lucid/services/db')
const { confirmPayment } = await import('#services/billing/payment_effects')
const [id, outcome] = process.argv.slice(2)
try {
  await db.transaction(async (trx) => {
    await confirmPayment(Number(id), { verifiedBy: null, adminNotes: 'test' }, trx)
    if (outcome === 'rollback') throw new Error('failed after the verification')
  })
  process.stdout.write(JSON.stringify({ committed: true }))
} catch {
  process.stdout.write(JSON.stringify({ committed: false }))
}
await app.terminate()
