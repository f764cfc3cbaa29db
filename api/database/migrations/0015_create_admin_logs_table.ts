import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'admin_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // The log outlives the admin's account.
      table.integer('admin_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('action', 50).notNullable()
      table.string('target_type', 30).notNullable()
      table.integer('target_id').nullable()
      table.string('target_name', 255).nullable()
      // JSON, at least {reason}.
      table.text('details').nullable()
      table.string('ip_address', 45).nullable()
      table.text('user_agent').nullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())

      table.index(['created_at'])
      table.index(['admin_id'])
      table.index(['target_type', 'target_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
