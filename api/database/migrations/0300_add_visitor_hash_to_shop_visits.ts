import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * An anonymous visitor is told apart by a keyed hash of their full address and browser, under a key that
 * changes every day: visitors who share a network (and so a truncated address) are no longer merged, and the
 * hash cannot be turned back into an address. Accounts and guest sessions keep their own ids; rows written
 * before this column count as no one's for the hourly rule.
 */
export default class extends BaseSchema {
  protected tableName = 'shop_visits'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('visitor_hash', 64).nullable()
      table.index(['shop_id', 'visitor_hash', 'visited_at'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['shop_id', 'visitor_hash', 'visited_at'])
      table.dropColumn('visitor_hash')
    })
  }
}
