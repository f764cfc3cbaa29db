import { BaseSchema } from '@adonisjs/lucid/schema'

/** The access-token guard's table: the desktop console's admin sign-ins. */
export default class extends BaseSchema {
  protected tableName = 'auth_access_tokens'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('tokenable_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('type', 50).notNullable()
      table.string('name', 100).nullable()
      table.string('hash', 255).notNullable()
      table.text('abilities').notNullable()
      table.dateTime('created_at').nullable()
      table.dateTime('updated_at').nullable()
      table.dateTime('last_used_at').nullable()
      table.dateTime('expires_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
