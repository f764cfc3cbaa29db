import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'chat_conversations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      table.integer('customer_user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('guest_session_id').unsigned().nullable().references('id').inTable('guest_sessions').onDelete('CASCADE')
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.dateTime('updated_at').notNullable().defaultTo(this.now())

      table.unique(['shop_id', 'customer_user_id'])
      table.unique(['shop_id', 'guest_session_id'])
      table.index(['customer_user_id', 'updated_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
