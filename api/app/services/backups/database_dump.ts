/*
 * The database's rows, one JSON-lines file per table, read from one consistent moment while the site keeps
 * writing: on SQLite a copy made by SQLite's online backup API (then read at leisure), on MySQL/MariaDB every
 * table read inside one REPEATABLE READ transaction (InnoDB's consistent snapshot). And the way back: rows
 * loaded into a migrated, empty database.
 */
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { decodeRow, encodeRow } from '#services/backups/table_rows'

export interface DumpedTable {
  name: string
  rows: number
}

/** Migrations' own bookkeeping: rows that say which version of the schema this is, not the site's data. */
export const SCHEMA_TABLES = ['adonis_schema', 'adonis_schema_versions']

/** The few calls made on better-sqlite3 (the driver ships no types of its own). */
interface SqliteDatabase {
  backup(file: string, options: { progress: () => number }): Promise<unknown>
  prepare(sql: string): { pluck(): { all(): unknown[] }; iterate(): Iterable<Record<string, unknown>> }
  close(): void
}
const SqliteDatabase = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean },
) => SqliteDatabase

const isSqlite = () => db.primaryConnectionName === 'sqlite'

async function writeLines(file: string, rows: AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>): Promise<number> {
  const out = createWriteStream(file)
  let count = 0
  for await (const row of rows) {
    if (!out.write(`${encodeRow(row)}\n`)) await once(out, 'drain')
    count++
  }
  out.end()
  await once(out, 'finish')
  return count
}

async function dumpSqlite(into: string, scratch: string): Promise<DumpedTable[]> {
  const copyFile = join(scratch, 'copy.sqlite3')
  const client = db.connection().getWriteClient().client
  const raw = (await client.acquireConnection()) as SqliteDatabase
  try {
    // After the first step the rest is copied in one: a write by another process between two steps would make
    // SQLite start the copy again, and under steady writes it might never finish.
    await raw.backup(copyFile, { progress: () => 2 ** 30 })
  } finally {
    await client.releaseConnection(raw)
  }
  const copy = new SqliteDatabase(copyFile, { readonly: true })
  try {
    const names = copy
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all() as string[]
    const tables: DumpedTable[] = []
    for (const name of names) {
      const rows = copy.prepare(`select * from "${name}"`).iterate()
      tables.push({ name, rows: await writeLines(join(into, `${name}.jsonl`), rows) })
    }
    return tables
  } finally {
    copy.close()
  }
}

async function tableNamesIn(trx: TransactionClientContract): Promise<string[]> {
  const [rows] = (await trx.rawQuery("show full tables where Table_type = 'BASE TABLE'")) as [Record<string, string>[]]
  return rows.map((row) => Object.values(row)[0]).sort()
}

async function dumpMysql(into: string): Promise<DumpedTable[]> {
  return db.transaction(
    async (trx) => {
      const tables: DumpedTable[] = []
      // The first read fixes the snapshot; every table after it is read as of that same moment.
      for (const name of await tableNamesIn(trx)) {
        const rows = trx.knexQuery().from(name).stream() as AsyncIterable<Record<string, unknown>>
        tables.push({ name, rows: await writeLines(join(into, `${name}.jsonl`), rows) })
      }
      return tables
    },
    { isolationLevel: 'repeatable read' },
  )
}

/** Writes `<table>.jsonl` for every table into `into`; `scratch` holds SQLite's copy meanwhile. */
export function dumpDatabase(into: string, scratch: string): Promise<DumpedTable[]> {
  return isSqlite() ? dumpSqlite(into, scratch) : dumpMysql(into)
}

/** Every table of this database and how many rows it holds. */
export async function tableCounts(): Promise<Map<string, number>> {
  const names = isSqlite()
    ? ((await db.rawQuery("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")) as { name: string }[]).map(
        (row) => row.name,
      )
    : await db.transaction((trx) => tableNamesIn(trx))
  const counts = new Map<string, number>()
  for (const name of names) counts.set(name, Number((await db.from(name).count('* as total').first())?.total ?? 0))
  return counts
}

/** Rows per insert: SQLite takes at most 32,766 values in one statement. */
const insertBatch = (columns: number) => Math.max(1, Math.min(500, Math.floor(30_000 / Math.max(columns, 1))))

async function loadTable(trx: TransactionClientContract, from: string, name: string): Promise<void> {
  let batch: Record<string, unknown>[] = []
  const flush = async () => {
    if (batch.length > 0) await trx.knexQuery().table(name).insert(batch)
    batch = []
  }
  for await (const line of createInterface({ input: createReadStream(join(from, `${name}.jsonl`)), crlfDelay: Infinity })) {
    if (!line) continue
    const row = decodeRow(line)
    batch.push(row)
    if (batch.length >= insertBatch(Object.keys(row).length)) await flush()
  }
  await flush()
}

/**
 * Replaces the rows of each table with the dumped ones, in one transaction with foreign keys unchecked until
 * the end (tables load in any order). Every table is emptied before any is filled, so no cascade of a delete
 * reaches rows already loaded; a table that triggers wrote to meanwhile (the users change feed) is loaded again.
 */
export async function loadDatabase(from: string, tables: DumpedTable[]): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.rawQuery(isSqlite() ? 'PRAGMA defer_foreign_keys = ON' : 'SET FOREIGN_KEY_CHECKS = 0')
    for (const table of tables) await trx.from(table.name).delete()
    for (const table of tables) await loadTable(trx, from, table.name)
    for (const table of tables) {
      const now = Number((await trx.from(table.name).count('* as total').first())?.total ?? 0)
      if (now === table.rows) continue
      await trx.from(table.name).delete()
      await loadTable(trx, from, table.name)
    }
    if (!isSqlite()) await trx.rawQuery('SET FOREIGN_KEY_CHECKS = 1')
  })
}
