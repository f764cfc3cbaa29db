/*
 * Builds the API's catalogue index (api/app/services/catalogue/catalogue_index.ts)
 * straight from MySQL with mysql2, the way the API's own build reads it: public
 * shops, then the active products of public shops in batches by id. Used by the
 * bare comparison server and the build-cost measurement.
 */
import type { Pool } from 'mysql2/promise'
import { CatalogueIndex } from '@shoplocal/api/catalogue-index'

type Rows = Record<string, unknown>[]
const BATCH = 5000
/** As the API does after a build: the commonest product-name words looked up ahead of visitors. */
const WARM_WORDS = 300

export async function loadCatalogueIndex(pool: Pool): Promise<CatalogueIndex> {
  const index = new CatalogueIndex()
  const [categories] = await pool.query('SELECT id, slug FROM categories')
  index.setCategories(new Map((categories as Rows).map((row) => [String(row.slug), Number(row.id)])))
  const [shops] = await pool.query(
    `SELECT s.id, s.name, s.description, s.location, s.category_id, s.rating FROM shops AS s WHERE s.status = 'approved' AND s.is_active = 1 AND s.payment_status <> 'suspended'`,
  )
  index.load(
    (shops as Rows).map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      description: row.description === null ? null : String(row.description),
      location: String(row.location),
      categoryId: row.category_id === null ? null : Number(row.category_id),
      rating: Number(row.rating),
    })),
    [],
  )
  const nameWords = new Map<string, number>()
  for (let after = 0; ;) {
    const [rows] = await pool.query(
      `SELECT p.id, p.shop_id, p.name, p.description, p.rating FROM products AS p INNER JOIN shops AS s ON s.id = p.shop_id
       WHERE p.is_active = 1 AND s.status = 'approved' AND s.is_active = 1 AND s.payment_status <> 'suspended' AND p.id > ? ORDER BY p.id LIMIT ?`,
      [after, BATCH],
    )
    const batch = rows as Rows
    if (batch.length === 0) break
    for (const row of batch) {
      for (const word of new Set(
        String(row.name)
          .toLowerCase()
          .normalize('NFD')
          .replace(/\p{M}+/gu, '')
          .match(/[\p{L}\p{N}]+/gu) ?? [],
      )) {
        nameWords.set(word, (nameWords.get(word) ?? 0) + 1)
      }
    }
    index.addProductBatch(
      batch.map((row) => ({
        id: Number(row.id),
        shopId: Number(row.shop_id),
        name: String(row.name),
        description: row.description === null ? null : String(row.description),
        rating: Number(row.rating),
      })),
    )
    after = Number(batch[batch.length - 1].id)
  }
  index.finishLoad()
  const common = [...nameWords].sort((a, b) => b[1] - a[1]).slice(0, WARM_WORDS)
  for (const [word] of common) index.warmWord(word)
  return index
}
