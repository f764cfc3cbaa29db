import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Shop search matches the name, the description and the town (spec 1 §1), so
 * MySQL needs one FULLTEXT index over all three: a MATCH can only use an index
 * with exactly its column list. SQLite searches with LIKE and needs nothing.
 */
export default class extends BaseSchema {
  protected tableName = 'shops'

  async up() {
    if (this.db.dialect.name !== 'mysql') return
    this.schema.raw(
      'ALTER TABLE `shops` ADD FULLTEXT INDEX `shops_search_location_fulltext` (`name`, `description`, `location`)'
    )
  }

  async down() {
    if (this.db.dialect.name !== 'mysql') return
    this.schema.raw('ALTER TABLE `shops` DROP INDEX `shops_search_location_fulltext`')
  }
}
