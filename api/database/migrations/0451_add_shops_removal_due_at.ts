import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Ending a shop for anything but a serious breach gives its owner 30 days' notice: the decision and its statement
 * come at once, the shop stays listed, and the `shop_removals` job removes it when `removal_due_at` passes,
 * unless an appeal reversed the decision first (which clears it).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('shops', (table) => {
      table.dateTime('removal_due_at').nullable().index()
    })
  }

  async down() {
    this.schema.alterTable('shops', (table) => {
      table.dropColumn('removal_due_at')
    })
  }
}
