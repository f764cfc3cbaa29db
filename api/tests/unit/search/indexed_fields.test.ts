import { describe, expect, it } from 'vitest'
import { USER_CHANGE_COLUMNS } from '../../../database/user_change_triggers.ts'
import {
  PRODUCT_COLUMNS,
  SEARCHED_FIELDS,
  SHOP_COLUMNS,
  USER_COLUMNS,
  toProductDocument,
  toShopDocument,
  toUserDocument,
} from '../../../app/services/search/documents.ts'

/*
 * A field the index reads but whose change is never announced would go stale
 * in every process until a restart: the users' change triggers must watch
 * every users column the indexer reads.
 */
describe('indexed fields and freshness', () => {
  it('watches every users column the index reads', () => {
    expect(USER_CHANGE_COLUMNS).toEqual(expect.arrayContaining(USER_COLUMNS.filter((column) => column !== 'id')))
  })

  it('searches only fields the users mapper fills from those columns', () => {
    const row = Object.fromEntries(
      USER_COLUMNS.map((column) => [column, column === 'created_at' ? '2026-01-01 00:00:00' : `${column} value`]),
    )
    const document = toUserDocument(row)
    for (const field of SEARCHED_FIELDS.users) expect(document[field], field).toMatch(/ value$/)
  })

  // A shop or product field is fresh through its writes' announcements: tests/functional/catalogue/searched_fields_fresh.test.ts.
  it('searches only shop and product fields their mappers fill from the columns read', () => {
    const row = (columns: string[]) =>
      Object.fromEntries(columns.map((column) => column.replace(/^\w+\./, '')).map((column) => [column, `${column} value`]))
    const shop = toShopDocument({ ...row(SHOP_COLUMNS), approved_at: null })
    for (const field of SEARCHED_FIELDS.shops) expect(shop[field], field).toMatch(/ value$/)
    const product = toProductDocument(row(PRODUCT_COLUMNS))
    for (const field of SEARCHED_FIELDS.products) expect(product[field], field).toMatch(/ value$/)
  })
})
