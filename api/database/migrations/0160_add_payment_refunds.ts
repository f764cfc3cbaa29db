import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * What was paid back on an invoice, when and through which Stripe refund: a card payment arriving for an
 * invoice that was already settled (paid twice) is refunded automatically and recorded here, beside the
 * invoice it doubled.
 */
export default class extends BaseSchema {
  protected tableName = 'payment_transactions'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.decimal('refunded_amount', 12, 2).nullable()
      table.dateTime('refunded_at').nullable()
      table.string('stripe_refund_id', 255).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('stripe_refund_id')
      table.dropColumn('refunded_at')
      table.dropColumn('refunded_amount')
    })
  }
}
