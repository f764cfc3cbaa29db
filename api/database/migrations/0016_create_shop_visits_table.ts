import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'shop_visits'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('guest_session_id').unsigned().nullable().references('id').inTable('guest_sessions').onDelete('CASCADE')
      table.string('ip_address', 45).nullable()
      table.text('user_agent').nullable()
      table.string('referrer', 500).nullable()
      table.dateTime('visited_at').notNullable()
      table.integer('year').notNullable()
      table.integer('month').notNullable()
      table.integer('week').notNullable()
      table.integer('day').notNullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())

      // Per-shop history, the admin's day/week/month/year counts and the hourly de-duplication.
      table.index(['shop_id', 'visited_at'])
      table.index(['visited_at'])
      table.index(['shop_id', 'ip_address', 'visited_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
