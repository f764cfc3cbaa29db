import { BaseSchema } from '@adonisjs/lucid/schema'

/*
 * The users' change feed: every API process reads the rows after the last id
 * it applied and refreshes its admin users search index. Triggers write the
 * rows, so every write to users announces itself in its own transaction
 * (registration, profile edits, verification, moderation, deletion, and raw
 * updates alike) without each write path having to remember it. Updates that
 * leave the searched and filtered columns alone (a sign-in's counters) are not
 * announced. No foreign key: a deleted user must still be announced.
 */
const WATCHED = ['first_name', 'last_name', 'email', 'phone', 'role', 'is_admin', 'banned', 'created_at']

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
    const announce = (row: 'NEW' | 'OLD') => `INSERT INTO user_changes (user_id) VALUES (${row}.id);`
    if (this.db.dialect.name === 'mysql') {
      const changed = WATCHED.map((column) => `NOT (OLD.${column} <=> NEW.${column})`).join(' OR ')
      this.schema.raw(`CREATE TRIGGER users_announce_insert AFTER INSERT ON users FOR EACH ROW ${announce('NEW')}`)
      this.schema.raw(
        `CREATE TRIGGER users_announce_update AFTER UPDATE ON users FOR EACH ROW BEGIN IF ${changed} THEN ${announce('NEW')} END IF; END`,
      )
      this.schema.raw(`CREATE TRIGGER users_announce_delete AFTER DELETE ON users FOR EACH ROW ${announce('OLD')}`)
    } else {
      this.schema.raw(`CREATE TRIGGER users_announce_insert AFTER INSERT ON users BEGIN ${announce('NEW')} END`)
      this.schema.raw(`CREATE TRIGGER users_announce_update AFTER UPDATE OF ${WATCHED.join(', ')} ON users BEGIN ${announce('NEW')} END`)
      this.schema.raw(`CREATE TRIGGER users_announce_delete AFTER DELETE ON users BEGIN ${announce('OLD')} END`)
    }
  }

  async down() {
    for (const name of ['users_announce_insert', 'users_announce_update', 'users_announce_delete'])
      this.schema.raw(`DROP TRIGGER IF EXISTS ${name}`)
    this.schema.dropTable(this.tableName)
  }
}
