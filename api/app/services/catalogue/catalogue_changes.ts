import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { clearResultCaches } from '#services/catalogue/result_cache'

/** Which shops and products a write changed, as the public catalogue shows them. */
export interface CatalogueChange {
  shopIds?: number[]
  productIds?: number[]
}

/**
 * Every write that changes what the public catalogue shows calls this, inside
 * its transaction when it has one, so public lists stop serving the old rows.
 * The caches are emptied at once and again after the commit: a read between
 * the two could otherwise cache the rows the transaction is replacing.
 */
export async function recordCatalogueChange(_change: CatalogueChange, trx?: TransactionClientContract): Promise<void> {
  clearResultCaches()
  trx?.after('commit', clearResultCaches)
}
