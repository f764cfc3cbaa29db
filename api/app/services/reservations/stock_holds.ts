/*
 * The stock a reservation holds. Every change is one conditional UPDATE of the product row, so two requests
 * for the last items cannot both take them: the second finds `stock - held_stock` too small and changes
 * nothing. `in_stock` follows the available stock in the same statement; it is listed first because MySQL
 * reads a column assigned earlier in the same SET with its new value (SQLite with its old one), and
 * `held_stock` must be read before its change on both. Each change is a catalogue change: cards and search
 * show the available stock.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'

interface Target {
  productId: number
  shopId: number
  quantity: number
}

/** Holds `quantity` if that many are available; false (and nothing changed) otherwise. */
export async function holdStock(trx: TransactionClientContract, { productId, shopId, quantity }: Target): Promise<boolean> {
  const taken = await trx
    .from('products')
    .where('id', productId)
    .whereNotNull('stock')
    .whereRaw('stock - held_stock >= ?', [quantity])
    .update({
      in_stock: trx.raw('CASE WHEN stock - held_stock - ? > 0 THEN 1 ELSE 0 END', [quantity]),
      held_stock: trx.raw('held_stock + ?', [quantity]),
    })
  if (Number(taken) !== 1) return false
  await recordCatalogueChange({ shopIds: [shopId], productIds: [productId] }, trx)
  return true
}

/** Gives a hold back: declined, cancelled, expired or not collected. */
export async function releaseStock(trx: TransactionClientContract, { productId, shopId, quantity }: Target): Promise<void> {
  await trx
    .from('products')
    .where('id', productId)
    .update({
      in_stock: trx.raw('CASE WHEN stock IS NULL THEN in_stock WHEN stock - held_stock + ? > 0 THEN 1 ELSE 0 END', [quantity]),
      held_stock: trx.raw('CASE WHEN held_stock >= ? THEN held_stock - ? ELSE 0 END', [quantity, quantity]),
    })
  await recordCatalogueChange({ shopIds: [shopId], productIds: [productId] }, trx)
}

/** Collection: the held items leave the shop, so stock and hold both go down; what is available stays the same. */
export async function collectStock(trx: TransactionClientContract, { productId, shopId, quantity }: Target): Promise<void> {
  await trx
    .from('products')
    .where('id', productId)
    .update({
      stock: trx.raw('CASE WHEN stock >= ? THEN stock - ? ELSE 0 END', [quantity, quantity]),
      held_stock: trx.raw('CASE WHEN held_stock >= ? THEN held_stock - ? ELSE 0 END', [quantity, quantity]),
    })
  await recordCatalogueChange({ shopIds: [shopId], productIds: [productId] }, trx)
}
