import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { isTraderComplete } from '#services/trader/trader_presenters'
import type { Row } from '#helpers/sql_values'

/** A shop hidden for missing trader details is shown again in the transaction that completes them. */
export async function showAgainWhenComplete(trx: TransactionClientContract, shopId: number, row: Row): Promise<void> {
  if (!isTraderComplete(row)) return
  const changed = await trx.from('shops').where('id', shopId).whereNotNull('trader_hidden_at').update({ trader_hidden_at: null })
  if (Number(changed) > 0) await recordCatalogueChange({ shopIds: [shopId] }, trx)
}
