import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'reviews'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('shop_id').unsigned().nullable().references('id').inTable('shops').onDelete('CASCADE')
      table.integer('product_id').unsigned().nullable().references('id').inTable('products').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('guest_session_id').unsigned().nullable().references('id').inTable('guest_sessions').onDelete('CASCADE')
      table.integer('rating').notNullable()
      table.text('comment').nullable()
      table.string('reviewer_name', 100).nullable()
      table.string('reviewer_email', 100).nullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.dateTime('updated_at').notNullable().defaultTo(this.now())

      table.index(['shop_id', 'created_at'])
      table.index(['product_id', 'created_at'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
