import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'

/*
 * SQLite is the embedded default (a file under tmp/) so a fresh clone runs with
 * no database server; DB_CONNECTION=mysql selects MySQL 8 / MariaDB 10.11+.
 */
const sqliteFile = env.get('SQLITE_FILE') ?? app.tmpPath('db.sqlite3')
// A fresh clone has no tmp/ folder; SQLite will not create the file's folder itself.
if ((env.get('DB_CONNECTION') ?? 'sqlite') === 'sqlite') mkdirSync(dirname(sqliteFile), { recursive: true })

/** Prepared SQLite statements kept per connection (the app's distinct queries number a few hundred). */
const KEPT_STATEMENTS = 500

const migrations = { naturalSort: true, paths: ['database/migrations'] }
// Models are written by hand; the generated schema classes would differ per dialect.
const schemaGeneration = { enabled: false }
const seeders = { paths: ['database/seeders'] }

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION') ?? 'sqlite',
  prettyPrintDebugQueries: true,
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: sqliteFile,
      },
      useNullAsDefault: true,
      pool: {
        // SQLite leaves foreign keys (and so cascades) off unless asked, per connection.
        afterCreate: (connection: { pragma(sql: string): unknown; prepare(sql: string): unknown }, done: (error: Error | null) => void) => {
          connection.pragma('foreign_keys = ON')
          // Write-ahead logging: readers (another process, the CLI) read the last commit while a write goes on.
          connection.pragma('journal_mode = WAL')
          // A second process's write waits up to 5 s for the lock instead of failing at once with SQLITE_BUSY.
          connection.pragma('busy_timeout = 5000')
          // In WAL mode a commit is safe against a crashed process without an fsync each; a power cut may lose the last few.
          connection.pragma('synchronous = NORMAL')
          // Transactions take the write lock when they begin: one that reads and then writes would otherwise fail at
          // once (SQLITE_BUSY, no waiting) whenever another process committed in between, as two verifications of one
          // payment or two lifecycle runs do. SQLite has one writer at a time anyway; the others wait (busy_timeout).
          // Statements are kept, most recently used first: knex prepares every query afresh, and compiling the SQL
          // was a tenth of the API's CPU on catalogue reads (a profile under bench:catalogue-bare). knex only runs a
          // statement to completion (all/run) and this app sets no per-statement mode, so one can be reused.
          const prepare = connection.prepare.bind(connection)
          const statements = new Map<string, unknown>()
          connection.prepare = (sql: string) => {
            const text = /^\s*BEGIN\s*;?\s*$/i.test(sql) ? 'BEGIN IMMEDIATE' : sql
            const kept = statements.get(text)
            if (kept !== undefined) {
              statements.delete(text)
              statements.set(text, kept)
              return kept
            }
            const statement = prepare(text)
            statements.set(text, statement)
            if (statements.size > KEPT_STATEMENTS) statements.delete(statements.keys().next().value ?? '')
            return statement
          }
          done(null)
        },
      },
      debug: env.get('DB_DEBUG') ?? false,
      migrations,
      seeders,
      schemaGeneration,
    },
    mysql: {
      client: 'mysql2',
      connection: {
        // A server on the same machine is cheaper to reach through its Unix socket than through TCP.
        ...(env.get('DB_SOCKET')
          ? { socketPath: env.get('DB_SOCKET') }
          : { host: env.get('DB_HOST') ?? '127.0.0.1', port: env.get('DB_PORT') ?? 3306 }),
        user: env.get('DB_USER') ?? 'root',
        password: env.get('DB_PASSWORD') ?? '',
        database: env.get('DB_DATABASE') ?? 'shoplocal',
        charset: 'utf8mb4',
        timezone: 'Z',
        dateStrings: false,
      },
      // Ace commands get one connection: the migrator takes MySQL's advisory lock with
      // GET_LOCK and must release it on the same connection, which a larger pool does not promise.
      pool: app.getEnvironment() === 'console' ? { min: 1, max: 1 } : { min: 2, max: 20 },
      debug: env.get('DB_DEBUG') ?? false,
      migrations,
      seeders,
      schemaGeneration,
    },
  },
})

export default dbConfig
