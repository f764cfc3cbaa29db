import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'audit_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Kept after the user is deleted: the trail outlives the account.
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('action', 50).notNullable()
      table.string('resource', 100).nullable()
      table.text('details').nullable()
      table.string('ip_address', 45).nullable()
      table.text('user_agent').nullable()
      table.boolean('success').notNullable().defaultTo(true)
      table.dateTime('created_at').notNullable().defaultTo(this.now())

      table.index(['user_id', 'created_at'])
      table.index(['action'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
