import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Shop search matches the name, the description and the town (people search
 * for a shop as often by where it is as by what it is called), so
 * MySQL needs one FULLTEXT index over all three: a MATCH can only use an index
 * with exactly its column list. SQLite searches with LIKE and needs nothing.
 */
export default class extends BaseSchema {
  protected tableName = 'shops'

  /*
   * MariaDB leaves a FULLTEXT index added inside the migrator's transaction
   * empty for the rows already in the table (seen on 10.11: MATCH found none of
   * 10,000 shops), so this DDL runs on its own.
   */
  static disableTransactions = true

  async up() {
    if (this.db.dialect.name !== 'mysql') return
    this.schema.raw('ALTER TABLE `shops` ADD FULLTEXT INDEX `shops_search_location_fulltext` (`name`, `description`, `location`)')
  }

  async down() {
    if (this.db.dialect.name !== 'mysql') return
    this.schema.raw('ALTER TABLE `shops` DROP INDEX `shops_search_location_fulltext`')
  }
}
