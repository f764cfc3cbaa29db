import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Shops a customer or a guest session follows (a favourite shop, beside the
 * favourite products in `favorites`). One row per holder and shop: the unique
 * indexes make following twice, or twenty times at once, leave one row.
 */
export default class extends BaseSchema {
  protected tableName = 'shop_follows'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('guest_session_id').unsigned().nullable().references('id').inTable('guest_sessions').onDelete('CASCADE')
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.unique(['user_id', 'shop_id'])
      table.unique(['guest_session_id', 'shop_id'])
      table.index(['shop_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
