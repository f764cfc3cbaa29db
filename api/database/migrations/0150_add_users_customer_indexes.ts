import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The Customers tab counts customers per city (its top cities) and searches
 * them by city prefix, and its CSV export walks the customers in id order a
 * chunk at a time; each stays an index walk within the customer role on a
 * large customer base instead of reading and sorting every account.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['role', 'city'], 'users_role_city_index')
      table.index(['role', 'id'], 'users_role_id_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['role', 'city'], 'users_role_city_index')
      table.dropIndex(['role', 'id'], 'users_role_id_index')
    })
  }
}
