/*
 * The MySQL side of `database-template.ts`: keeps a migrated, seeded database as its tables' definitions, its
 * triggers and a dump of its rows, and makes a new database from them. A new table is mostly waiting on the
 * server's disk, not work, so the tables are created and filled over several connections at once: a copy
 * takes a fraction of what replaying one dump through the `mariadb` client took.
 */
import { spawn } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import knex, { type Knex } from 'knex'
import { MYSQL, type TestDatabase } from './databases.ts'

/** Connections that create and fill tables at once. */
const PARALLEL = 4

interface Schema {
  tables: string[]
  triggers: { session: [string, string, string]; statement: string }[]
}

interface MysqlConnection {
  query(sql: string, done: (error: Error | null) => void): void
}

/** Rows only, one statement per table, as the server reads them: UTC, ids of 0 kept, no key checks. */
function dumpRows(database: string, file: string): Promise<void> {
  const password = MYSQL.password ? [`-p${MYSQL.password}`] : []
  const args = ['-h', MYSQL.host, '-P', String(MYSQL.port), '-u', MYSQL.user, ...password]
  return new Promise((resolve, reject) => {
    const child = spawn('mariadb-dump', [...args, '--single-transaction', '--no-create-info', '--skip-triggers', '--compact', database])
    const chunks: Buffer[] = []
    let errors = ''
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`mariadb-dump exited ${code}: ${errors}`))
      writeFile(file, Buffer.concat(chunks)).then(resolve, reject)
    })
  })
}

/** Writes `database`'s definitions and rows into `dir`. */
export async function saveMysqlCopy(database: TestDatabase, dir: string): Promise<void> {
  const connection = database.connect()
  try {
    const schema: Schema = { tables: [], triggers: [] }
    const [tables] = (await connection.raw(`SHOW FULL TABLES WHERE Table_type = 'BASE TABLE'`)) as [Record<string, string>[]]
    for (const row of tables) {
      const [[table]] = (await connection.raw('SHOW CREATE TABLE ??', [Object.values(row)[0]])) as [Record<string, string>[]]
      schema.tables.push(table['Create Table'])
    }
    const [triggers] = (await connection.raw('SHOW TRIGGERS')) as [{ Trigger: string }[]]
    for (const { Trigger } of triggers) {
      const [[trigger]] = (await connection.raw('SHOW CREATE TRIGGER ??', [Trigger])) as [Record<string, string>[]]
      schema.triggers.push({
        session: [trigger.sql_mode, trigger.character_set_client, trigger.collation_connection],
        statement: trigger['SQL Original Statement'],
      })
    }
    await writeFile(join(dir, 'schema.json'), JSON.stringify(schema))
  } finally {
    await connection.destroy()
  }
  await dumpRows(database.env.DB_DATABASE, join(dir, 'rows.sql'))
}

/** Makes `database` (new and empty) a copy of the one saved in `dir`. */
export async function restoreMysqlCopy(database: TestDatabase, dir: string): Promise<void> {
  const schema = JSON.parse(await readFile(join(dir, 'schema.json'), 'utf8')) as Schema
  // `--compact` writes each table's rows as one INSERT starting a line; a value's own line breaks are escaped.
  const inserts = (await readFile(join(dir, 'rows.sql'), 'utf8')).split(/\n(?=INSERT INTO `)/).filter((sql) => sql.startsWith('INSERT'))
  const connection = knex({
    client: 'mysql2',
    connection: { ...MYSQL, database: database.env.DB_DATABASE },
    pool: {
      min: 0,
      max: PARALLEL,
      // The dump's own session: its times are UTC, and tables are filled in any order.
      afterCreate: (raw: MysqlConnection, done: (error: Error | null, raw: MysqlConnection) => void) =>
        raw.query(`SET time_zone = '+00:00', foreign_key_checks = 0, unique_checks = 0, sql_mode = 'NO_AUTO_VALUE_ON_ZERO'`, (error) =>
          done(error, raw),
        ),
    },
  })
  try {
    await Promise.all(schema.tables.map((sql) => connection.raw(sql)))
    await Promise.all(inserts.map((sql) => connection.raw(sql)))
    // Triggers last, so that copying the rows fires none; each under the SQL mode and character set it was made in.
    for (const trigger of schema.triggers) {
      await connection.transaction(async (session: Knex.Transaction) => {
        await session.raw('SET SESSION sql_mode = ?, character_set_client = ?, collation_connection = ?', trigger.session)
        await session.raw(trigger.statement)
      })
    }
  } finally {
    await connection.destroy()
  }
}
