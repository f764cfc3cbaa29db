import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * What each person was told: one row per recipient and cause, written in the transaction of the change
 * that causes it. `cause_key` names the cause (a shop's approval, a payment's verification); the unique
 * index makes a retried or repeated cause leave one row. The row is also the mail outbox: `mail_state`
 * starts 'pending' and a sender claims the row with a conditional UPDATE of `mail_claimed_until`, so with
 * several processes one sends it, and after a crash another takes it over once the claim has run out.
 */
export default class extends BaseSchema {
  protected tableName = 'notifications'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('kind', 40).notNullable()
      table.string('cause_key', 150).notNullable()
      // JSON: the cause's details (NotificationDetails), read by the texts and the link.
      table.text('details').notNullable()
      table.string('link', 255).nullable()
      table.dateTime('read_at').nullable()
      table.dateTime('created_at').notNullable()
      // pending → sent (by mail or SMS) | skipped (switched off, or no address) | failed (gave up)
      table.string('mail_state', 10).notNullable().defaultTo('pending')
      table.dateTime('mail_claimed_until').nullable()
      table.integer('mail_attempts').unsigned().notNullable().defaultTo(0)
      table.dateTime('mailed_at').nullable()
      table.string('mailed_by', 10).nullable()
      table.unique(['user_id', 'kind', 'cause_key'])
      table.index(['user_id', 'read_at'])
      table.index(['mail_state', 'mail_claimed_until'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
