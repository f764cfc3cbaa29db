import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      table.string('sender_name', 100).nullable()
      table.string('sender_phone', 20).nullable()
      table.string('sender_email', 100).nullable()
      table.integer('customer_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.text('content').notNullable()
      table.boolean('is_read').notNullable().defaultTo(false)
      table.boolean('email_sent').notNullable().defaultTo(false)
      table.dateTime('created_at').notNullable().defaultTo(this.now())

      table.index(['shop_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
