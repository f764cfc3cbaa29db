import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Trust decisions that can be undone and appealed by anyone they concern:
 * - a shop an admin removes is kept, marked `removed_at`, instead of deleted, so an appeal that succeeds puts it
 *   back as it was (a removed shop is out of every page, list and search, as a deleted one was);
 * - an appeal may come from a person without an account (a visitor who reported, or the holder of an account
 *   staff deleted) through the signed link of their statement: `appellant_email` says who, and is unique per
 *   statement as the account is;
 * - `posting_bans` carries the misuse rule for accounts: a warning, then a suspension from posting until
 *   `until` (lifted early by a successful appeal, `lifted_at`), the suspension tied to its statement of reasons;
 *   a statement that hid content found manifestly illegal says so (`manifestly_illegal`), which the rule counts.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('shops', (table) => {
      table.dateTime('removed_at').nullable()
      table.index(['removed_at'])
    })
    this.schema.alterTable('appeals', (table) => {
      table.integer('appellant_user_id').unsigned().nullable().alter()
      table.string('appellant_email', 255).nullable()
      table.unique(['statement_id', 'appellant_email'])
    })
    this.schema.alterTable('statements', (table) => {
      table.boolean('manifestly_illegal').notNullable().defaultTo(false)
    })
    this.schema.createTable('posting_bans', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('kind', 10).notNullable()
      table.dateTime('until').nullable()
      table.integer('statement_id').unsigned().nullable().references('id').inTable('statements').onDelete('SET NULL')
      table.dateTime('lifted_at').nullable()
      table.dateTime('created_at').notNullable()
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('posting_bans')
    this.schema.alterTable('statements', (table) => table.dropColumn('manifestly_illegal'))
    this.schema.alterTable('appeals', (table) => {
      table.dropUnique(['statement_id', 'appellant_email'])
      table.dropColumn('appellant_email')
    })
    this.schema.alterTable('shops', (table) => {
      table.dropIndex(['removed_at'])
      table.dropColumn('removed_at')
    })
  }
}
