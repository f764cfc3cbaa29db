import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Row } from '#helpers/sql_values'

/** A shop's trader row (locked for update inside a transaction), or null while the owner has given none. */
export async function traderRowOf(shopId: number, trx?: TransactionClientContract): Promise<Row | null> {
  const query = (trx ?? db).from('shop_traders').where('shop_id', shopId)
  if (trx) query.forUpdate()
  return (await query.first()) ?? null
}

/** Where the owner and the admins read a shop's identity document. */
export const identityUrlOf = (shopId: number) => `/api/shops/${shopId}/trader/identity`
