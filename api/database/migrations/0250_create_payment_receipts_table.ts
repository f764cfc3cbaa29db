import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Receipts and credit notes. A number comes from one counter row per series and year (`receipt:2026`,
 * `credit_note:2026`), incremented inside the transaction that verifies (or refunds) the payment: a rolled-back
 * verification takes its number back, so the numbers of a year have no gaps, and the row lock on the counter
 * hands each concurrent verification the next one. A document keeps what it says (seller, buyer, lines, VAT)
 * as written when it was issued, so a later change of settings never changes an issued receipt; its PDF is
 * rendered from that on first need and kept on the drive disk (file_key).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('receipt_sequences', (table) => {
      table.string('series', 40).primary()
      table.integer('last_number').notNullable().defaultTo(0)
    })
    this.schema.createTable('payment_receipts', (table) => {
      table.increments('id')
      table.integer('payment_transaction_id').unsigned().notNullable().references('id').inTable('payment_transactions').onDelete('CASCADE')
      table.string('kind', 20).notNullable()
      table.integer('year').notNullable()
      table.integer('sequence').notNullable()
      table.string('number', 40).notNullable().unique()
      // A credit note's receipt.
      table.integer('receipt_id').unsigned().nullable().references('id').inTable('payment_receipts').onDelete('SET NULL')
      table.decimal('total', 12, 2).notNullable()
      table.text('details').notNullable()
      table.string('file_key', 500).nullable()
      table.dateTime('issued_at').notNullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())
      table.unique(['kind', 'year', 'sequence'])
      // One receipt and at most one credit note per payment.
      table.unique(['payment_transaction_id', 'kind'])
    })
  }

  async down() {
    this.schema.dropTable('payment_receipts')
    this.schema.dropTable('receipt_sequences')
  }
}
