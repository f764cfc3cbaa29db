import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Bank statement lines that verified a payment through reconciliation. A line is known by the hash of its
 * date, amount and description (what the bank's export repeats identically each time), so importing the
 * same statement again, or two admins confirming it at once, verifies nothing twice: the unique hash
 * refuses the second.
 */
export default class extends BaseSchema {
  protected tableName = 'reconciled_statement_lines'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('line_hash', 64).notNullable().unique()
      table.date('statement_date').notNullable()
      table.decimal('amount', 12, 2).notNullable()
      table.string('description', 500).notNullable()
      table.integer('payment_transaction_id').unsigned().nullable().references('id').inTable('payment_transactions').onDelete('SET NULL')
      table.integer('admin_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.dateTime('created_at').notNullable().defaultTo(this.now())

      table.index(['payment_transaction_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
