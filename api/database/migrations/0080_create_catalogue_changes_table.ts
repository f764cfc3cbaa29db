import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The catalogue's change feed. Every write that changes what the public
 * catalogue shows adds rows here in its own transaction; every API process
 * reads the rows after the last id it applied and refreshes its search index.
 * No foreign keys: a deleted shop or product must still be announced.
 * A row with neither id asks every process to rebuild its whole index.
 */
export default class extends BaseSchema {
  protected tableName = 'catalogue_changes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('shop_id').unsigned().nullable()
      table.integer('product_id').unsigned().nullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())

      // Old rows are pruned by age.
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
