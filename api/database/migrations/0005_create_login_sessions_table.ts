import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'login_sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('token', 255).notNullable().unique()
      table.string('ip_address', 45).nullable()
      table.text('user_agent').nullable()
      table.string('device_info', 255).nullable()
      table.string('location', 255).nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.dateTime('expires_at').nullable()
      table.dateTime('last_used_at').nullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())

      table.index(['user_id', 'is_active'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
