import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * Statements are looked up by what they were about: the trader deadline job skips a shop whose hiding was
 * reversed on appeal, and a shop removed when its notice ends repeats its removal statement's reasons. Without
 * this index each of those reads the whole table, once per shop the job considers.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('statements', (table) => {
      table.index(['target_type', 'target_id'])
    })
  }

  async down() {
    this.schema.alterTable('statements', (table) => {
      table.dropIndex(['target_type', 'target_id'])
    })
  }
}
