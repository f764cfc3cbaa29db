import { BaseSchema } from '@adonisjs/lucid/schema'
import { USER_CHANGE_TRIGGERS, userChangeTriggerStatements } from '#database/user_change_triggers'

/*
 * The users' change feed: every API process reads the rows after the last id
 * it applied and refreshes its admin users search index. Triggers write the
 * rows, so every write to users announces itself in its own transaction
 * (registration, profile edits, verification, moderation, deletion, and raw
 * updates alike) without each write path having to remember it. Updates that
 * leave the searched and filtered columns alone (a sign-in's counters) are not
 * announced. No foreign key: a deleted user must still be announced.
 */
export default class extends BaseSchema {
  protected tableName = 'user_changes'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.integer('user_id').unsigned().notNullable()
      table.dateTime('created_at').notNullable().defaultTo(this.now())

      // Old rows are pruned by age.
      table.index(['created_at'])
    })
    for (const statement of userChangeTriggerStatements(this.db.dialect.name)) this.schema.raw(statement)
  }

  async down() {
    for (const name of USER_CHANGE_TRIGGERS) this.schema.raw(`DROP TRIGGER IF EXISTS ${name}`)
    this.schema.dropTable(this.tableName)
  }
}
