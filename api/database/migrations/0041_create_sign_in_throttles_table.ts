import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Failed sign-ins per account and client (the client's address): a client is
 * locked out of one account without locking the account for everyone, and a
 * client that has signed in to the account is known as proven. The
 * account-wide figures stay on users (failed_login_attempts, and
 * account_locked_until as the wait imposed on clients that never signed in).
 */
export default class extends BaseSchema {
  protected tableName = 'sign_in_throttles'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('client', 64).notNullable()
      table.integer('failures').unsigned().notNullable().defaultTo(0)
      table.dateTime('locked_until').nullable()
      table.dateTime('last_failure_at').nullable()
      // Set when this client signs in to the account: such a client is not made to wait during an attack.
      table.dateTime('signed_in_at').nullable()

      table.unique(['user_id', 'client'])
      table.index(['user_id', 'last_failure_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
