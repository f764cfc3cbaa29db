/*
 * Throwaway databases for tests: a SQLite file in the OS temp folder, or a
 * uniquely named database on the local MySQL-family server.
 */
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import knex, { type Knex } from 'knex'

export type TestDatabaseKind = 'sqlite' | 'mysql'

export interface TestDatabase {
  kind: TestDatabaseKind
  /** Environment variables that point the API at this database. */
  env: Record<string, string>
  /** A direct connection for assertions. */
  connect(): Knex
  drop(): Promise<void>
}

export const MYSQL = {
  host: process.env.TEST_MYSQL_HOST ?? '127.0.0.1',
  port: Number(process.env.TEST_MYSQL_PORT ?? 3306),
  user: process.env.TEST_MYSQL_USER ?? 'root',
  password: process.env.TEST_MYSQL_PASSWORD ?? '',
}

export function mysqlReachable(timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: MYSQL.host, port: MYSQL.port })
    const done = (reachable: boolean) => {
      socket.destroy()
      resolve(reachable)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

/** Which database the API suite runs on: TEST_DB=sqlite (default) or TEST_DB=mysql. */
export function requestedDatabase(): TestDatabaseKind {
  return process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite'
}

export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const suffix = randomBytes(5).toString('hex')
  if (kind === 'sqlite') {
    const file = join(tmpdir(), `shoplocal-test-${suffix}.sqlite3`)
    return {
      kind,
      env: { DB_CONNECTION: 'sqlite', SQLITE_FILE: file },
      connect: () => knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true }),
      drop: async () => {
        await Promise.all(['', '-wal', '-shm'].map((tail) => rm(file + tail, { force: true })))
      },
    }
  }

  const name = `shoplocal_test_${suffix}`
  const admin = knex({ client: 'mysql2', connection: { ...MYSQL } })
  try {
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  } finally {
    await admin.destroy()
  }
  return {
    kind,
    env: {
      DB_CONNECTION: 'mysql',
      DB_HOST: MYSQL.host,
      DB_PORT: String(MYSQL.port),
      DB_USER: MYSQL.user,
      DB_PASSWORD: MYSQL.password,
      DB_DATABASE: name,
    },
    connect: () => knex({ client: 'mysql2', connection: { ...MYSQL, database: name } }),
    drop: async () => {
      const connection = knex({ client: 'mysql2', connection: { ...MYSQL } })
      try {
        await connection.raw(`DROP DATABASE IF EXISTS \`${name}\``)
      } finally {
        await connection.destroy()
      }
    },
  }
}
