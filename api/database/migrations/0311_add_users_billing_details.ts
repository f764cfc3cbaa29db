import { BaseSchema } from '@adonisjs/lucid/schema'

/* What an owner may have printed on their receipts as the buyer: a billing address and a VAT number (both optional). */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('billing_address', 300).nullable()
      table.string('vat_number', 20).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('vat_number')
      table.dropColumn('billing_address')
    })
  }
}
