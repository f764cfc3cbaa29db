import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A code that confirms a new e-mail address names that address, so the
 * change takes effect only with the code mailed to it, and a second request
 * cannot swap the address under a code already sent.
 */
export default class extends BaseSchema {
  protected tableName = 'verification_codes'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('target', 255).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('target')
    })
  }
}
