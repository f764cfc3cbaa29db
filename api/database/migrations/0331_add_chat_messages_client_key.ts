import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A chat message may carry the key its sender's page made for it: sent twice (a retry after a lost answer or a
 * crash), the unique index keeps one row and the second send answers with it. Messages without a key (NULL)
 * never collide.
 */
export default class extends BaseSchema {
  protected tableName = 'chat_messages'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('client_key', 64).nullable()
      table.unique(['conversation_id', 'client_key'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['conversation_id', 'client_key'])
      table.dropColumn('client_key')
    })
  }
}
