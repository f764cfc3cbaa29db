/*
 * The catalogue's change feed (table catalogue_changes). Any write that changes
 * what the public catalogue shows (a shop or product created, edited, hidden,
 * approved, removed or deleted, or an owner suspended or deleted) calls
 * recordCatalogueChange inside its transaction, so the announcement commits or
 * rolls back with the write. Every API process polls the feed and refreshes
 * its search index (services/search/): a change is visible everywhere
 * within a second or two, with no state one process keeps from another.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { toSqlDateTime } from '#helpers/sql_values'

export interface CatalogueChange {
  shopIds?: number[]
  productIds?: number[]
}

/** What a change touched; null: too wide to list (a rebuild). */
type Listener = (change: CatalogueChange | null) => void
const listeners = new Set<Listener>()

/** Called after a change of this process commits, so its own index need not wait for the next poll. */
export function onLocalCatalogueChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function notifyAfter(change: CatalogueChange | null, trx: TransactionClientContract | undefined) {
  const notify = () => listeners.forEach((listener) => listener(change))
  if (trx) trx.after('commit', notify)
  else notify()
}

async function insertRows(
  rows: { shop_id: number | null; product_id: number | null }[],
  change: CatalogueChange | null,
  trx?: TransactionClientContract,
) {
  if (rows.length === 0) return
  const createdAt = toSqlDateTime(new Date())
  await (trx ?? db).table('catalogue_changes').multiInsert(rows.map((row) => ({ ...row, created_at: createdAt })))
  notifyAfter(change, trx)
}

/** Announces that these shops (and so all their products) and products changed. */
export async function recordCatalogueChange(change: CatalogueChange, trx?: TransactionClientContract): Promise<void> {
  const shopIds = [...new Set(change.shopIds ?? [])]
  const productIds = [...new Set(change.productIds ?? [])]
  await insertRows(
    [...shopIds.map((id) => ({ shop_id: id, product_id: null })), ...productIds.map((id) => ({ shop_id: null, product_id: id }))],
    { shopIds, productIds },
    trx,
  )
}

/** Announces a change too wide to list (a bulk import): every process rebuilds its index. */
export async function recordCatalogueRebuild(trx?: TransactionClientContract): Promise<void> {
  await insertRows([{ shop_id: null, product_id: null }], null, trx)
}
