import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * A code voided by a newer one is told apart from a code that was used: a person typing the older code is
 * told a newer one replaced it, and only codes that were really used start a fresh allowance of code mails
 * (nobody but the holder can use a code, so strangers asking for codes cannot renew the allowance).
 */
export default class extends BaseSchema {
  async up() {
    for (const name of ['verification_codes', 'password_reset_tokens']) {
      this.schema.alterTable(name, (table) => {
        table.timestamp('replaced_at').nullable()
      })
    }
  }

  async down() {
    for (const name of ['verification_codes', 'password_reset_tokens']) {
      this.schema.alterTable(name, (table) => {
        table.dropColumn('replaced_at')
      })
    }
  }
}
