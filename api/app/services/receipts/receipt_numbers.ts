import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ReceiptKind } from '#models/payment_receipt'

/*
 * One gap-free sequence per kind and calendar year. The counter row is bumped by a single upsert inside the
 * transaction that issues the document: the bump locks the row until that transaction ends, so concurrent
 * verifications take numbers one after another, and a rollback returns its number. (An upsert rather than
 * "insert if missing, then update": on MySQL, several transactions racing for a year's first number would
 * otherwise take shared locks on the new row and deadlock upgrading them.)
 */
const TABLE = 'receipt_sequences'

const PREFIX: Readonly<Record<ReceiptKind, string>> = { receipt: 'SL', credit_note: 'SL-CN' }

/** `SL-2026-000123`, `SL-CN-2026-000001`. */
const formatReceiptNumber = (kind: ReceiptKind, year: number, sequence: number): string =>
  `${PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`

export async function nextReceiptNumber(
  kind: ReceiptKind,
  year: number,
  trx: TransactionClientContract,
): Promise<{ sequence: number; number: string }> {
  const series = `${kind}:${year}`
  await trx
    .table(TABLE)
    .knexQuery.insert({ series, last_number: 1 })
    .onConflict('series')
    .merge({ last_number: trx.knexRawQuery('last_number + 1') })
  const row = await trx.from(TABLE).where('series', series).select('last_number').firstOrFail()
  const sequence = Number(row.last_number)
  return { sequence, number: formatReceiptNumber(kind, year, sequence) }
}
