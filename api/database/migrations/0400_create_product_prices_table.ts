import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A price is a history: every price a product had, from when. A reduction is shown only against the lowest price
 * of the 30 days before it began, worked out from this table when the price changes and kept on the product
 * (`prior_price`, `reduced_since`) so no page computes it. The owner-typed "original price" becomes that derived
 * prior price; a typed one proves nothing, so existing values are dropped and each product starts its history at
 * its current price.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('product_prices', (table) => {
      table.increments('id')
      table.integer('product_id').unsigned().notNullable().references('id').inTable('products').onDelete('CASCADE')
      table.decimal('price', 12, 2).notNullable()
      table.dateTime('starts_at').notNullable()
      table.index(['product_id', 'starts_at'])
    })
    this.schema.alterTable('products', (table) => {
      table.renameColumn('original_price', 'prior_price')
    })
    this.schema.alterTable('products', (table) => {
      table.dateTime('reduced_since').nullable()
    })
    this.defer(async (db) => {
      await db.from('products').update({ prior_price: null })
      await db.rawQuery('INSERT INTO product_prices (product_id, price, starts_at) SELECT id, price, created_at FROM products')
    })
  }

  async down() {
    this.schema.alterTable('products', (table) => {
      table.dropColumn('reduced_since')
    })
    this.schema.alterTable('products', (table) => {
      table.renameColumn('prior_price', 'original_price')
    })
    this.schema.dropTable('product_prices')
  }
}
