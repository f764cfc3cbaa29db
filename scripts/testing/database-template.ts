/*
 * A test's fresh database without paying for migrations and the demo seed each time: the first test that
 * needs one runs `ace db:setup` as always and keeps a copy of the result (the SQLite file, or the MySQL
 * database's definitions and rows, and the seed's pictures); later tests copy that in a fraction of the time. Every test still
 * starts on its own untouched database. A copy is made from code it was built by (a hash of the API's and
 * shared sources) and is used for a few minutes only, since the seed writes dates relative to its own "now".
 */
import { createHash } from 'node:crypto'
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type TestDatabase } from './databases.ts'
import { restoreMysqlCopy, saveMysqlCopy } from './mysql-copy.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** What the demo database is made from (migrations, seed, the models and services the seed calls), and how it is kept. */
const INPUTS = [
  'api/database',
  'api/app',
  'api/config',
  'api/start',
  'api/commands',
  'shared/src',
  'package-lock.json',
  'scripts/testing/database-template.ts',
  'scripts/testing/mysql-copy.ts',
]
/** Younger than this, a copy's relative dates (trials, spotlights) are as good as a fresh seed's. */
const MAX_AGE_MS = 3 * 60_000
const STALE_LOCK_MS = 5 * 60_000
const TEMPLATES = join(tmpdir(), 'shoplocal-test-templates')

let sourceHash: Promise<string> | undefined

async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => null)
  if (!info) return []
  if (info.isFile()) return [path]
  const entries = await readdir(path, { withFileTypes: true })
  return (
    await Promise.all(entries.filter((entry) => entry.name !== 'node_modules').map((entry) => filesUnder(join(path, entry.name))))
  ).flat()
}

function hashSources(): Promise<string> {
  sourceHash ??= (async () => {
    const hash = createHash('sha256')
    const files = (await Promise.all(INPUTS.map((input) => filesUnder(join(ROOT, input))))).flat().sort()
    for (const file of files) hash.update(relative(ROOT, file)).update(await readFile(file))
    return hash.digest('hex').slice(0, 16)
  })()
  return sourceHash
}

/** Where this kind's copy lives; `ready` when it is complete and young enough to use. */
async function templateFor(database: TestDatabase): Promise<{ dir: string; ready: boolean }> {
  const dir = join(TEMPLATES, `${await hashSources()}-${database.kind}`)
  const complete = await stat(join(dir, '.complete')).catch(() => null)
  return { dir, ready: complete !== null && Date.now() - complete.mtimeMs < MAX_AGE_MS }
}

async function copyInto(database: TestDatabase, dir: string, uploads: string): Promise<void> {
  if (database.kind === 'sqlite') await cp(join(dir, 'database.sqlite3'), database.env.SQLITE_FILE)
  else await restoreMysqlCopy(database, dir)
  await cp(join(dir, 'uploads'), uploads, { recursive: true })
}

async function keepCopy(database: TestDatabase, dir: string, uploads: string): Promise<void> {
  const building = `${dir}.building-${process.pid}`
  await rm(building, { recursive: true, force: true })
  await mkdir(building, { recursive: true })
  if (database.kind === 'sqlite') {
    const connection = database.connect()
    try {
      // One self-contained file, whatever the write-ahead log still held.
      await connection.raw('VACUUM INTO ?', [join(building, 'database.sqlite3')])
    } finally {
      await connection.destroy()
    }
  } else {
    await saveMysqlCopy(database, building)
  }
  await cp(uploads, join(building, 'uploads'), { recursive: true })
  await writeFile(join(building, '.complete'), new Date().toISOString())
  await rm(dir, { recursive: true, force: true })
  await rename(building, dir)
}

async function tryLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock, { recursive: false })
    return true
  } catch {
    const info = await stat(lock).catch(() => null)
    if (info && Date.now() - info.mtimeMs > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true })
    return false
  }
}

/**
 * Gives `database` (new and empty) and `uploads` the migrated, seeded demo state: from the kept copy when a
 * young one exists, else by `setUp()` (ace db:setup), keeping a copy for the next tests.
 */
export async function setUpFromTemplate(database: TestDatabase, uploads: string, setUp: () => Promise<void>): Promise<void> {
  await mkdir(TEMPLATES, { recursive: true })
  for (;;) {
    const template = await templateFor(database)
    if (template.ready) return copyInto(database, template.dir, uploads)
    const lock = `${template.dir}.lock`
    if (!(await tryLock(lock))) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      continue
    }
    try {
      // Another process may have made one while this one waited for the lock.
      if ((await templateFor(database)).ready) continue
      await setUp()
      await keepCopy(database, template.dir, uploads)
      return
    } finally {
      await rm(lock, { recursive: true, force: true })
    }
  }
}
