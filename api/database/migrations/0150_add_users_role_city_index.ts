import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The Customers tab counts customers per city (its top cities) and searches
 * them by city prefix; both stay index walks within the customer role on a
 * large customer base instead of reading every account.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['role', 'city'], 'users_role_city_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['role', 'city'], 'users_role_city_index')
    })
  }
}
