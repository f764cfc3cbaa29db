import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'verification_codes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('code', 6).notNullable()
      table.string('type', 20).notNullable()
      table.dateTime('expires_at').notNullable()
      table.boolean('is_used').notNullable().defaultTo(false)
      table.integer('attempts').notNullable().defaultTo(0)
      table.dateTime('created_at').notNullable().defaultTo(this.now())

      table.index(['user_id', 'type', 'is_used'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
