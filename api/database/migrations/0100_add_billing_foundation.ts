import { BaseSchema } from '@adonisjs/lucid/schema'
import { USER_CHANGE_TRIGGERS, userChangeTriggerStatements } from '#database/user_change_triggers'

/**
 * What plans, payments, spotlight purchase and their admin verification share: who paid and how, what an
 * invoice is made of, the payment reference that ties a bank credit to it, referrals (the registration fee
 * waiver), the approval date (the New Shop Bonus window), the starter add-on and when a spotlight was paid.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('payment_transactions', (table) => {
      // The owner who pays; the yearly listing subscription can be paid before the first shop exists.
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('spotlight_request_id').unsigned().nullable().references('id').inTable('spotlight_requests').onDelete('SET NULL')
      table.string('payment_method', 20).notNullable().defaultTo('bank_transfer')
      // JSON list of {kind, description, amount}; amount_paid is their sum.
      table.text('line_items').nullable()
      table.dateTime('proof_uploaded_at').nullable()
      table.unique(['payment_reference'])
      table.index(['user_id', 'created_at'])
      table.index(['spotlight_request_id'])
    })
    this.schema.alterTable('payment_transactions', (table) => {
      table.integer('shop_id').unsigned().nullable().alter()
    })
    this.schema.alterTable('users', (table) => {
      table.string('referral_code', 12).nullable().unique()
      table.integer('referred_by_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.index(['referred_by_id'])
    })
    if (this.db.dialect.name !== 'mysql') this.restoreUserChangeTriggers()
    this.schema.alterTable('shops', (table) => {
      table.dateTime('approved_at').nullable()
      table.boolean('starter_addon').notNullable().defaultTo(false)
    })
    this.schema.alterTable('spotlight_requests', (table) => {
      table.dateTime('paid_at').nullable()
    })
  }

  /** SQLite rebuilt `users` for the new columns, which drops its triggers. */
  private restoreUserChangeTriggers() {
    for (const name of USER_CHANGE_TRIGGERS) this.schema.raw(`DROP TRIGGER IF EXISTS ${name}`)
    for (const statement of userChangeTriggerStatements(this.db.dialect.name)) this.schema.raw(statement)
  }

  async down() {
    this.schema.alterTable('spotlight_requests', (table) => {
      table.dropColumn('paid_at')
    })
    this.schema.alterTable('shops', (table) => {
      table.dropColumn('starter_addon')
      table.dropColumn('approved_at')
    })
    this.schema.alterTable('users', (table) => {
      table.dropForeign(['referred_by_id'])
      table.dropIndex(['referred_by_id'])
      table.dropUnique(['referral_code'])
      table.dropColumn('referred_by_id')
      table.dropColumn('referral_code')
    })
    if (this.db.dialect.name !== 'mysql') this.restoreUserChangeTriggers()
    this.schema.alterTable('payment_transactions', (table) => {
      table.dropForeign(['user_id'])
      table.dropForeign(['spotlight_request_id'])
      table.dropIndex(['user_id', 'created_at'])
      table.dropIndex(['spotlight_request_id'])
      table.dropUnique(['payment_reference'])
      table.dropColumn('user_id')
      table.dropColumn('spotlight_request_id')
      table.dropColumn('payment_method')
      table.dropColumn('line_items')
      table.dropColumn('proof_uploaded_at')
    })
  }
}
