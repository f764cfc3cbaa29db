import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import knex, { type Knex } from 'knex'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, MYSQL, requestedDatabase, type TestDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { encodeRow, decodeRow } from '../../../app/services/backups/table_rows.ts'

/** Writers posting guest sessions while the backup runs. */
const WRITERS = 4

/** A direct connection that reads dates as the API writes them (UTC), so rows compare as they were stored. */
function connect(database: TestDatabase): Knex {
  if (database.kind === 'sqlite') return database.connect()
  return knex({ client: 'mysql2', connection: { ...MYSQL, database: database.env.DB_DATABASE, timezone: 'Z' } })
}

const normalised = (rows: Record<string, unknown>[]) => rows.map(encodeRow).sort()

async function filesWithSums(root: string): Promise<Record<string, string>> {
  const sums: Record<string, string> = {}
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    sums[relative(root, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex')
  }
  return sums
}

/*
 * A backup taken while the site keeps writing, restored into a new empty database and folder: every table's
 * rows are the archive's, the archive is one consistent moment (every write acknowledged before it began is in
 * it), and every stored file comes back with its checksum.
 */
describe(`backup:create and backup:restore on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let source: Knex
  let fresh: TestDatabase
  let restored: Knex
  let work: string
  let freshUploads: string

  beforeAll(async () => {
    api = await startApi({ env: { GUEST_SESSIONS_PER_MINUTE: '1000000', AUTH_REGISTER_PER_MINUTE: '1000' } })
    source = connect(api.database)
    fresh = await createTestDatabase(api.database.kind)
    restored = connect(fresh)
    work = await mkdtemp(join(tmpdir(), 'shoplocal-backup-test-'))
    freshUploads = join(work, 'restored-uploads')
  }, 180_000)

  afterAll(async () => {
    await source?.destroy()
    await restored?.destroy()
    await fresh?.drop()
    await api?.stop()
    if (work) await rm(work, { recursive: true, force: true })
  })

  it('restores every row and file of a backup taken while writes go on', async () => {
    // Exercised first: a registration (user, audit rows, the users change feed) and a payment proof on the disk.
    const registered = await fetch(`${api.url}/api/customer/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        firstName: 'Backup',
        lastName: 'Tester',
        contact: 'backup.tester@example.ie',
        city: 'Tralee',
        password: 'Backed@up2026',
      }),
    })
    expect(registered.status).toBeLessThan(300)
    const proof = join(api.env.UPLOADS_DIR, 'owners', '424242', 'proofs', 'proof-1.pdf')
    await mkdir(dirname(proof), { recursive: true })
    await writeFile(proof, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]))

    const acknowledged: { id: number; at: number }[] = []
    let writing = true
    let sequence = 0
    const writer = async () => {
      while (writing) {
        const answer = await fetch(`${api.url}/api/guest-session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ email: `backup.${sequence++}@example.ie` }),
        })
        if (answer.status >= 300) throw new Error(`guest session refused: ${answer.status} ${await answer.text()}`)
        acknowledged.push({ id: ((await answer.json()) as { guestSession: { id: number } }).guestSession.id, at: Date.now() })
      }
    }
    const writers = Array.from({ length: WRITERS }, writer)
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(10)
    const before = acknowledged.map((write) => write.id)
    const archive = join(work, 'site.backup.tar.gz')
    const ackedBefore = acknowledged.length
    await runAce(['backup:create', '--to', archive], api.env)
    const ackedDuring = acknowledged.length - ackedBefore
    writing = false
    await Promise.all(writers)
    // The site kept taking writes while the backup ran.
    expect(ackedDuring).toBeGreaterThan(0)
    const sourceFiles = await filesWithSums(api.env.UPLOADS_DIR)

    await runAce(['backup:restore', archive], { ...fresh.env, UPLOADS_DIR: freshUploads })

    const unpacked = join(work, 'unpacked')
    await mkdir(unpacked)
    await tar.extract({ file: archive, cwd: unpacked })
    const manifest = JSON.parse(await readFile(join(unpacked, 'manifest.json'), 'utf8')) as {
      tables: { name: string; rows: number }[]
      files: { path: string; sha256: string }[]
    }
    expect(manifest.tables.map((table) => table.name)).toEqual(expect.arrayContaining(['users', 'shops', 'products', 'guest_sessions']))
    for (const table of manifest.tables) {
      const lines = (await readFile(join(unpacked, 'database', `${table.name}.jsonl`), 'utf8')).split('\n').filter(Boolean)
      const archived = normalised(lines.map(decodeRow))
      expect(archived.length, table.name).toBe(table.rows)
      expect(normalised(await restored(table.name).select('*')), table.name).toEqual(archived)
    }

    // One moment: every session acknowledged before the backup began is in it, and each archived one exists.
    const archivedSessions = new Set((await restored('guest_sessions').select('id')).map((row) => Number(row.id)))
    for (const id of before) expect(archivedSessions.has(id), `guest session ${id}`).toBe(true)
    const sourceSessions = new Set((await source('guest_sessions').select('id')).map((row) => Number(row.id)))
    for (const id of archivedSessions) expect(sourceSessions.has(id)).toBe(true)
    // Tables the writers did not touch are as the source holds them now.
    for (const table of ['users', 'shops', 'products', 'categories', 'audit_logs', 'payment_plans', 'reviews']) {
      expect(normalised(await restored(table).select('*')), table).toEqual(normalised(await source(table).select('*')))
    }

    // Every stored file, the proof included, with the same checksum.
    const restoredFiles = await filesWithSums(freshUploads)
    expect(restoredFiles).toEqual(sourceFiles)
    expect(Object.keys(restoredFiles)).toContain(join('owners', '424242', 'proofs', 'proof-1.pdf'))
    expect(Object.fromEntries(manifest.files.map((file) => [file.path, file.sha256]))).toEqual(sourceFiles)
  })

  it('refuses a target that is not empty unless --force, then replaces it', async () => {
    const archive = join(work, 'site.backup.tar.gz')
    const refused = await runAce(['backup:restore', archive], { ...fresh.env, UPLOADS_DIR: freshUploads }).then(
      () => null,
      (error: Error) => error.message,
    )
    expect(refused).toContain('The target database is not empty; restore into an empty one, or add --force to replace what it holds')
    expect(refused).not.toMatch(/^\s+at /m)

    await restored('categories').delete()
    await writeFile(join(freshUploads, 'stray.txt'), 'not from the backup')
    await runAce(['backup:restore', archive, '--force'], { ...fresh.env, UPLOADS_DIR: freshUploads })
    expect(Number((await restored('categories').count('* as total').first())?.total)).toBeGreaterThan(0)
    expect(Object.keys(await filesWithSums(freshUploads))).not.toContain('stray.txt')
  })

  it('stops with a message naming a file that is not a backup', async () => {
    const strange = join(work, 'holiday-photos.tar.gz')
    await writeFile(strange, 'these are not the rows you are looking for')
    const other = await createTestDatabase(api.database.kind)
    try {
      // Two commands of their own, side by side: neither touches what the other reads.
      const [failure, missing] = await Promise.all([
        runAce(['backup:restore', strange], { ...other.env, UPLOADS_DIR: join(work, 'other-uploads') }).then(
          () => null,
          (error: Error) => error.message,
        ),
        runAce(['backup:create', '--to', join(work, 'site.backup.tar.gz')], api.env).then(
          () => null,
          (error: Error) => error.message,
        ),
      ])
      expect(failure).toContain(`${strange} is not a ShopLocal backup`)
      expect(failure).not.toMatch(/^\s+at /m)
      expect(missing).toContain('already exists')
    } finally {
      await other.drop()
    }
  })
})
