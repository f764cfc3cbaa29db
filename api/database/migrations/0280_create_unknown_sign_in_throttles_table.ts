import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Failed sign-ins for addresses that have no account, counted like sign_in_throttles but keyed by a keyed
 * hash of the contact (never the address itself, and never an account row), so an unknown address is
 * locked and made to wait exactly as an existing one is. The row whose client is '(contact wait)' holds the
 * wait imposed on every client, as users.account_locked_until does for an account.
 */
export default class extends BaseSchema {
  protected tableName = 'unknown_sign_in_throttles'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('contact_hash', 64).notNullable()
      table.string('client', 64).notNullable()
      table.integer('failures').unsigned().notNullable().defaultTo(0)
      table.dateTime('locked_until').nullable()
      table.dateTime('last_failure_at').nullable()

      table.unique(['contact_hash', 'client'])
      table.index(['contact_hash', 'last_failure_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
