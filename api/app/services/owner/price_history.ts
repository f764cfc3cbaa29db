import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type Product from '#models/product'
import { PRIOR_PRICE_DAYS, reductionAfter, type PricePoint } from '#services/catalogue/prior_price'
import { fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'

/**
 * The prices that can bear on a reduction at `at`: those begun inside the 30 days before it, and the one in force
 * when they began. Oldest first.
 */
async function pricesBefore(trx: TransactionClientContract, productId: number, at: Date): Promise<PricePoint[]> {
  const from = toSqlDateTime(new Date(at.getTime() - PRIOR_PRICE_DAYS * 86_400_000))
  const point = (row: Record<string, unknown>) => ({ price: Number(row.price), startsAt: fromSqlDateTime(row.starts_at as Date | string) })
  const before = await trx
    .from('product_prices')
    .where('product_id', productId)
    .where('starts_at', '<', from)
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .first()
  const inside = await trx
    .from('product_prices')
    .where('product_id', productId)
    .where('starts_at', '>=', from)
    .orderBy('starts_at')
    .orderBy('id')
  return [...(before ? [point(before)] : []), ...inside.map(point)]
}

/** A new product's first price: the start of its history. Called in the transaction that creates the products. */
export async function startPriceHistory(
  trx: TransactionClientContract,
  products: Pick<Product, 'id' | 'price'>[],
  at = new Date(),
): Promise<void> {
  if (products.length === 0) return
  await trx
    .insertQuery()
    .table('product_prices')
    .multiInsert(products.map((product) => ({ product_id: product.id, price: product.price, starts_at: toSqlDateTime(at) })))
}

/**
 * Records a changed price and sets what the product shows as reduced (`priorPrice`, `reducedSince`) on the
 * product, to be saved by the caller in the same transaction. An unchanged price changes nothing.
 */
export async function recordPriceChange(trx: TransactionClientContract, product: Product, price: number, at = new Date()): Promise<void> {
  if (Number(product.price) === price) return
  const history = await pricesBefore(trx, product.id, at)
  const reduction = reductionAfter(
    history,
    { priorPrice: product.priorPrice, reducedSince: product.reducedSince ? product.reducedSince.toJSDate() : null },
    price,
    at,
  )
  product.priorPrice = reduction.priorPrice
  product.reducedSince = reduction.reducedSince ? DateTime.fromJSDate(reduction.reducedSince) : null
  await trx
    .insertQuery()
    .table('product_prices')
    .insert({ product_id: product.id, price, starts_at: toSqlDateTime(at) })
}
