import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A review left with only a typed name and e-mail waits, uncounted and
 * unlisted, until its writer enters the code mailed to that address: the code
 * proves the mailbox, so nobody can post or replace reviews under someone
 * else's address. Reviews already written count as before.
 */
export default class extends BaseSchema {
  protected tableName = 'reviews'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.boolean('is_confirmed').notNullable().defaultTo(true)
      table.string('confirmation_code', 6).nullable()
      table.dateTime('confirmation_expires_at').nullable()
      table.integer('confirmation_attempts').notNullable().defaultTo(0)
      table.index(['shop_id', 'is_confirmed'], 'reviews_shop_confirmed_index')
      table.index(['product_id', 'is_confirmed'], 'reviews_product_confirmed_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['shop_id', 'is_confirmed'], 'reviews_shop_confirmed_index')
      table.dropIndex(['product_id', 'is_confirmed'], 'reviews_product_confirmed_index')
      table.dropColumn('is_confirmed')
      table.dropColumn('confirmation_code')
      table.dropColumn('confirmation_expires_at')
      table.dropColumn('confirmation_attempts')
    })
  }
}
