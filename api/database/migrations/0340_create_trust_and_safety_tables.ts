import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Trust and safety: notices (`reports`) anyone sends about a public item, the statements of reasons every
 * restriction produces (`statements`, one row per decision, a report's "no action" included, so the reporter
 * can appeal it), and `appeals` against them. `restored` on a statement keeps what its restriction changed, so
 * a reversal puts exactly that back. Restrictions that had no column before get one: a hidden product, review
 * or chat message (`hidden_at`) and a shop kept out of search and lists (`restricted_at`). A reporter found to
 * send manifestly unfounded notices is warned, then barred from reporting until `report_bans.until`.
 * Notifications may now go to an address without an account (a visitor's report confirmation).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('reports', (table) => {
      table.increments('id')
      table.string('reference', 20).nullable().unique()
      table.string('target_type', 20).notNullable()
      table.integer('target_id').unsigned().notNullable()
      table.string('target_name', 255).notNullable()
      table.string('target_url', 255).nullable()
      // The account whose content or shop it is (the one a restriction would affect).
      table.integer('target_owner_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('category', 40).notNullable()
      table.text('explanation').notNullable()
      table.string('reporter_name', 120).nullable()
      table.string('reporter_email', 255).nullable()
      table.integer('reporter_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.boolean('good_faith').notNullable()
      table.string('status', 12).notNullable().defaultTo('open')
      table.boolean('manifestly_unfounded').notNullable().defaultTo(false)
      table.integer('statement_id').unsigned().nullable()
      table.dateTime('decided_at').nullable()
      table.dateTime('created_at').notNullable()
      table.index(['status', 'created_at'])
      table.index(['target_type', 'target_id'])
      table.index(['reporter_email', 'created_at'])
    })
    this.schema.createTable('statements', (table) => {
      table.increments('id')
      table.integer('affected_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('target_type', 20).notNullable()
      table.integer('target_id').unsigned().notNullable()
      table.string('target_name', 255).notNullable()
      table.string('action', 30).notNullable()
      table.string('ground', 10).notNullable()
      table.string('ground_detail', 255).notNullable()
      table.text('explanation').notNullable()
      table.string('category', 40).nullable()
      table.integer('report_id').unsigned().nullable().references('id').inTable('reports').onDelete('SET NULL')
      table.integer('decided_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      // JSON: what the restriction changed ({} when nothing can be put back).
      table.text('restored').notNullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('reversed_at').nullable()
      table.index(['affected_user_id', 'created_at'])
      table.index(['created_at'])
    })
    this.schema.createTable('appeals', (table) => {
      table.increments('id')
      table.integer('statement_id').unsigned().notNullable().references('id').inTable('statements').onDelete('CASCADE')
      table.integer('appellant_user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('explanation').notNullable()
      table.string('status', 10).notNullable().defaultTo('open')
      table.integer('decided_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.text('decision_explanation').nullable()
      table.dateTime('decided_at').nullable()
      table.dateTime('created_at').notNullable()
      table.unique(['statement_id', 'appellant_user_id'])
      table.index(['status', 'created_at'])
    })
    this.schema.createTable('report_bans', (table) => {
      table.increments('id')
      table.string('reporter_email', 255).notNullable()
      table.string('kind', 10).notNullable()
      table.dateTime('until').nullable()
      table.dateTime('created_at').notNullable()
      table.index(['reporter_email', 'created_at'])
    })
    this.schema.alterTable('shops', (table) => table.dateTime('restricted_at').nullable())
    this.schema.alterTable('products', (table) => table.dateTime('hidden_at').nullable())
    this.schema.alterTable('reviews', (table) => table.dateTime('hidden_at').nullable())
    this.schema.alterTable('chat_messages', (table) => table.dateTime('hidden_at').nullable())
    this.schema.alterTable('notifications', (table) => {
      table.integer('user_id').unsigned().nullable().alter()
      table.string('recipient_email', 255).nullable()
    })
  }

  async down() {
    this.schema.alterTable('notifications', (table) => table.dropColumn('recipient_email'))
    for (const [name, column] of [
      ['chat_messages', 'hidden_at'],
      ['reviews', 'hidden_at'],
      ['products', 'hidden_at'],
      ['shops', 'restricted_at'],
    ]) {
      this.schema.alterTable(name, (table) => table.dropColumn(column))
    }
    this.schema.dropTable('report_bans')
    this.schema.dropTable('appeals')
    this.schema.dropTable('statements')
    this.schema.dropTable('reports')
  }
}
