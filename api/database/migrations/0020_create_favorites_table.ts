import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'favorites'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      table.integer('product_id').unsigned().nullable().references('id').inTable('products').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('guest_session_id').unsigned().nullable().references('id').inTable('guest_sessions').onDelete('CASCADE')
      table.dateTime('created_at').notNullable().defaultTo(this.now())

      table.unique(['user_id', 'shop_id', 'product_id'])
      table.unique(['guest_session_id', 'shop_id', 'product_id'])
      table.index(['product_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
