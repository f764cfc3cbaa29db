import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A notification may go to a person known only by a phone number (a guest who confirmed a phone to reserve),
 * as it may already go to one known only by an e-mail address: the outbox texts it, retried like every row.
 */
export default class extends BaseSchema {
  protected tableName = 'notifications'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('recipient_phone', 32).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('recipient_phone')
    })
  }
}
