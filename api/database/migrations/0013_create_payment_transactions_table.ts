import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'payment_transactions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('shop_id').unsigned().notNullable().references('id').inTable('shops').onDelete('CASCADE')
      table.integer('plan_id').unsigned().nullable().references('id').inTable('payment_plans').onDelete('SET NULL')
      table.string('transaction_type', 20).notNullable().defaultTo('plan_payment')
      table.decimal('amount_paid', 12, 2).notNullable()
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.string('payment_proof_url', 500).nullable()
      table.string('payment_reference', 100).nullable()
      table.string('payment_status', 30).notNullable().defaultTo('pending_verification')
      table.string('stripe_payment_intent_id', 255).nullable().unique()
      table.text('admin_notes').nullable()
      table.integer('verified_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.dateTime('verified_at').nullable()
      table.text('rejection_reason').nullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.dateTime('updated_at').notNullable().defaultTo(this.now())

      table.index(['shop_id', 'created_at'])
      table.index(['payment_status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
