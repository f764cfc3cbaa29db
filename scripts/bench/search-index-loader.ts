/*
 * Builds the API's catalogue engine (api/app/services/search/catalogue_engine.ts)
 * straight from MySQL with mysql2, the way the API's own build reads it: public
 * shops, then the active products of public shops in batches by id. Used by the
 * bare comparison server and the per-shape measurement.
 */
import type { Pool } from 'mysql2/promise'
import { CatalogueEngine } from '@shoplocal/api/catalogue-engine'

type Rows = Record<string, unknown>[]
const BATCH = 5000

export async function loadCatalogueIndex(pool: Pool): Promise<CatalogueEngine> {
  const index = new CatalogueEngine()
  const [categories] = await pool.query('SELECT id, slug FROM categories')
  index.setCategories(new Map((categories as Rows).map((row) => [String(row.slug), Number(row.id)])))
  const [shops] = await pool.query(
    `SELECT s.id, s.name, s.description, s.location, s.category_id, s.rating, s.approved_at FROM shops AS s WHERE s.status = 'approved' AND s.is_active = 1 AND s.payment_status <> 'suspended'`,
  )
  index.putShops(
    (shops as Rows).map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      description: row.description === null ? '' : String(row.description),
      location: String(row.location),
      categoryId: row.category_id === null ? null : Number(row.category_id),
      rating: Number(row.rating),
      approvedAt: row.approved_at instanceof Date ? row.approved_at.getTime() : null,
    })),
  )
  for (let after = 0; ;) {
    const [rows] = await pool.query(
      `SELECT p.id, p.shop_id, p.name, p.description, p.rating FROM products AS p INNER JOIN shops AS s ON s.id = p.shop_id
       WHERE p.is_active = 1 AND s.status = 'approved' AND s.is_active = 1 AND s.payment_status <> 'suspended' AND p.id > ? ORDER BY p.id LIMIT ?`,
      [after, BATCH],
    )
    const batch = rows as Rows
    if (batch.length === 0) break
    index.putProducts(
      batch.map((row) => ({
        id: Number(row.id),
        shopId: Number(row.shop_id),
        name: String(row.name),
        description: row.description === null ? '' : String(row.description),
        rating: Number(row.rating),
      })),
    )
    after = Number(batch[batch.length - 1].id)
  }
  return index
}
