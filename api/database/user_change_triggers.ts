/*
 * The triggers that feed user_changes (migration 0090). Kept here because SQLite rebuilds a table, and drops
 * its triggers, when a migration adds a column with a foreign key or a unique index to it: such a migration
 * on `users` must put them back with createUserChangeTriggers, or the admin users search stops seeing writes.
 */
/** The users columns whose change is announced: every column the search indexer reads (a unit test checks). */
export const USER_CHANGE_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'role', 'is_admin', 'banned', 'created_at']
export const USER_CHANGE_TRIGGERS = ['users_announce_insert', 'users_announce_update', 'users_announce_delete'] as const

const announce = (row: 'NEW' | 'OLD') => `INSERT INTO user_changes (user_id) VALUES (${row}.id);`

/** The CREATE TRIGGER statements for the dialect, in USER_CHANGE_TRIGGERS order. */
export function userChangeTriggerStatements(dialect: string): string[] {
  if (dialect === 'mysql') {
    const changed = USER_CHANGE_COLUMNS.map((column) => `NOT (OLD.${column} <=> NEW.${column})`).join(' OR ')
    return [
      `CREATE TRIGGER users_announce_insert AFTER INSERT ON users FOR EACH ROW ${announce('NEW')}`,
      `CREATE TRIGGER users_announce_update AFTER UPDATE ON users FOR EACH ROW BEGIN IF ${changed} THEN ${announce('NEW')} END IF; END`,
      `CREATE TRIGGER users_announce_delete AFTER DELETE ON users FOR EACH ROW ${announce('OLD')}`,
    ]
  }
  return [
    `CREATE TRIGGER users_announce_insert AFTER INSERT ON users BEGIN ${announce('NEW')} END`,
    `CREATE TRIGGER users_announce_update AFTER UPDATE OF ${USER_CHANGE_COLUMNS.join(', ')} ON users BEGIN ${announce('NEW')} END`,
    `CREATE TRIGGER users_announce_delete AFTER DELETE ON users BEGIN ${announce('OLD')} END`,
  ]
}
