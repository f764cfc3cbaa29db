import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The admin users list searches by name/e-mail/phone prefix and sorts by name,
 * e-mail or date, often within one role. These indexes let MySQL merge the
 * prefix matches and walk the sort order instead of scanning every user.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['first_name'], 'users_first_name_index')
      table.index(['last_name'], 'users_last_name_index')
      table.index(['role', 'last_name'], 'users_role_last_name_index')
      table.index(['role', 'first_name'], 'users_role_first_name_index')
      table.index(['role', 'created_at'], 'users_role_created_at_index')
      table.index(['email'], 'users_email_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['first_name'], 'users_first_name_index')
      table.dropIndex(['last_name'], 'users_last_name_index')
      table.dropIndex(['role', 'last_name'], 'users_role_last_name_index')
      table.dropIndex(['role', 'first_name'], 'users_role_first_name_index')
      table.dropIndex(['role', 'created_at'], 'users_role_created_at_index')
      table.dropIndex(['email'], 'users_email_index')
    })
  }
}
