import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'chat_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('conversation_id').unsigned().notNullable().references('id').inTable('chat_conversations').onDelete('CASCADE')
      table.string('sender_type', 20).notNullable()
      // A user id, or "guest_<id>" for a guest sender.
      table.string('sender_id', 50).notNullable()
      table.text('message').notNullable()
      table.boolean('is_read').notNullable().defaultTo(false)
      table.dateTime('created_at').notNullable().defaultTo(this.now())

      table.index(['conversation_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
