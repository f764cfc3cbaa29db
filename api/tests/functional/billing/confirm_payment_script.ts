/*
 * Confirms one payment the way every money path does (confirmPayment inside a transaction), in a process
 * of its own booted like ace, against the database the test's API uses. Usage: node … confirm_payment_script.ts <id>
 */
import { appIgnitor } from '../../../bin/app_ignitor.ts'

const app = appIgnitor().createApp('console')
await app.init()
await app.boot()
const { default: db } = await import('@adonisjs/lucid/services/db')
const { confirmPayment } = await import('#services/billing/payment_effects')
const result = await db.transaction((trx) => confirmPayment(Number(process.argv[2]), { verifiedBy: null, adminNotes: 'test' }, trx))
process.stdout.write(JSON.stringify({ changed: result.changed, status: result.transaction.paymentStatus }))
await app.terminate()
