import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Product from '#models/product'
import Shop from '#models/shop'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { ownerErrors } from '#services/owner/owner_errors'
import { recordPriceChange, startPriceHistory } from '#services/owner/price_history'
import { deleteUnusedImages } from '#services/uploads/image_cleanup'
import type { ProductImportInput, ProductInput } from '#validators/owner'
import { countOf } from '#helpers/sql_values'
import { RESERVATION_MESSAGES } from '#messages/index'
import { assertMayPost } from '#services/trust/posting_misuse'

/** The form's columns; with a counted stock, "in stock" means some is left beyond what reservations hold. */
function productColumns(input: ProductInput, held = 0) {
  const stock = input.stock ?? null
  return {
    name: input.name,
    description: input.description || null,
    price: input.price,
    imageUrl: input.imageUrl || null,
    stock,
    inStock: stock === null ? (input.inStock ?? true) : stock - held > 0,
  }
}

/**
 * Takes the shop's row lock for the rest of the transaction, so adds to one
 * shop happen one after another and the count below cannot go stale. SQLite
 * runs one writing transaction at a time already and has no row locks.
 */
async function lockShop(trx: TransactionClientContract, shopId: number): Promise<Shop> {
  const query = Shop.query({ client: trx }).where('id', shopId)
  if (trx.dialect.name === 'mysql') query.forUpdate()
  return query.firstOrFail()
}

async function productCount(trx: TransactionClientContract, shopId: number): Promise<number> {
  const row = await trx.from('products').where('shop_id', shopId).count('* as total').first()
  return countOf(row)
}

/** POST /api/shops/{id}/products: refused once the shop holds as many products as its plan allows. */
export async function addProduct(shop: Shop, input: ProductInput): Promise<Product> {
  await assertMayPost(shop.ownerId)
  return db.transaction(async (trx) => {
    const locked = await lockShop(trx, shop.id)
    if ((await productCount(trx, locked.id)) >= locked.maxProducts) {
      throw ownerErrors.productLimit(locked.maxProducts, locked.currentPlan)
    }
    const product = await Product.create({ ...productColumns(input), shopId: locked.id, isActive: true }, { client: trx })
    await startPriceHistory(trx, [product])
    await recordCatalogueChange({ shopIds: [locked.id], productIds: [product.id] }, trx)
    return product
  })
}

/**
 * POST /api/shops/{id}/products/import: every row of a CSV file in one transaction, or none of them
 * when the rows would take the shop past its plan's limit.
 */
export async function importProducts(shop: Shop, input: ProductImportInput): Promise<number> {
  return db.transaction(async (trx) => {
    const locked = await lockShop(trx, shop.id)
    if ((await productCount(trx, locked.id)) + input.products.length > locked.maxProducts) {
      throw ownerErrors.productLimit(locked.maxProducts, locked.currentPlan)
    }
    const created = await Product.createMany(
      input.products.map((row) => ({ ...productColumns(row), shopId: locked.id, isActive: true })),
      { client: trx },
    )
    await startPriceHistory(trx, created)
    await recordCatalogueChange({ shopIds: [locked.id], productIds: created.map((product) => product.id) }, trx)
    return created.length
  })
}

/** PUT /api/products/{id}: the product form again; a replaced picture is removed when nothing else shows it. */
export async function updateProduct(product: Product, input: ProductInput): Promise<Product> {
  const previousImage = product.imageUrl
  await db.transaction(async (trx) => {
    // Reservations change held_stock with their own statements: read it under the row lock (MySQL; SQLite has one writer).
    const locked = Product.query({ client: trx }).where('id', product.id)
    if (trx.dialect.name === 'mysql') locked.forUpdate()
    const { heldStock } = await locked.firstOrFail()
    if (input.stock !== null && input.stock !== undefined && input.stock < heldStock) {
      throw ownerErrors.invalidField('stock', RESERVATION_MESSAGES.stockBelowHeld(heldStock))
    }
    product.useTransaction(trx)
    await recordPriceChange(trx, product, input.price)
    product.merge({ ...productColumns(input, heldStock), heldStock })
    await product.save()
    await recordCatalogueChange({ shopIds: [product.shopId], productIds: [product.id] }, trx)
  })
  if (previousImage !== product.imageUrl) await deleteUnusedImages(product.shop.ownerId, [previousImage])
  return product
}

/** DELETE /api/products/{id}, with its stored picture. The product's shop must be loaded. */
export async function deleteProduct(product: Product): Promise<void> {
  await db.transaction(async (trx) => {
    product.useTransaction(trx)
    await product.delete()
    await recordCatalogueChange({ shopIds: [product.shopId], productIds: [product.id] }, trx)
  })
  await deleteUnusedImages(product.shop.ownerId, [product.imageUrl])
}

/** DELETE /api/shops/{id}/products: every product of the shop, with their stored pictures; answers how many went. */
export async function deleteAllProducts(shop: Shop): Promise<number> {
  const removed = await db.transaction(async (trx) => {
    const products = await Product.query({ client: trx }).where('shop_id', shop.id).select('id', 'image_url')
    if (products.length === 0) return []
    await trx.from('products').where('shop_id', shop.id).delete()
    await recordCatalogueChange({ shopIds: [shop.id], productIds: products.map((product) => product.id) }, trx)
    return products
  })
  await deleteUnusedImages(
    shop.ownerId,
    removed.map((product) => product.imageUrl),
  )
  return removed.length
}
