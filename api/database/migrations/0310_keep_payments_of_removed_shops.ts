import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A shop's payments outlive the shop: removing (or deleting) a shop used to delete its invoices, verified ones
 * and their receipts included. Now the payment keeps its row with shop_id emptied, and remembers the name of the
 * shop an admin removed, so the console can say "removed" beside it and the owner still sees what they paid.
 */
export default class extends BaseSchema {
  protected tableName = 'payment_transactions'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['shop_id'])
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.foreign('shop_id').references('id').inTable('shops').onDelete('SET NULL')
      table.string('removed_shop_name', 255).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('removed_shop_name')
      table.dropForeign(['shop_id'])
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.foreign('shop_id').references('id').inTable('shops').onDelete('CASCADE')
    })
  }
}
