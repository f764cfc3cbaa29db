/*
 * One backup is one file, a gzipped tar: `manifest.json` (what it is, when, from which database and version,
 * and a SHA-256 for every part), `database/<table>.jsonl` (every table's rows from one consistent moment:
 * database_dump.ts) and `files/` (every stored file: uploads, payment proofs, receipts; all live under the drive
 * disk's folder). A restore checks every checksum before it touches anything, and goes only into an empty
 * database and an empty folder unless told to replace what they hold.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, cp, link, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { create as createTar, extract as extractTar } from 'tar'
import { backupErrors } from '#services/backups/backup_errors'
import { decodeRow } from '#services/backups/table_rows'
import { dumpDatabase, loadDatabase, SCHEMA_TABLES, tableCounts, type DumpedTable } from '#services/backups/database_dump'

const FORMAT = 'shoplocal-backup'
const FORMAT_VERSION = 1

interface Checked {
  path: string
  bytes: number
  sha256: string
}

interface Manifest {
  format: typeof FORMAT
  formatVersion: number
  createdAt: string
  appVersion: string
  connection: string
  /** The migrations the database had run: a restore needs the same. */
  migrations: string[]
  tables: (DumpedTable & { sha256: string })[]
  files: Checked[]
}

interface BackupSource {
  uploadsRoot: string
  connection: string
  appVersion: string
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

/** Every file under `root`, as paths relative to it (none when it does not exist). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

/** A hard link where the folders share a disk (instant, and later writes replace files rather than change them), else a copy. */
async function stageFile(from: string, to: string): Promise<boolean> {
  await mkdir(dirname(to), { recursive: true })
  try {
    await link(from, to)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    return copyFile(from, to).then(
      () => true,
      // Deleted while the backup ran: it is no longer part of the site.
      () => false,
    )
  }
}

async function migrationsIn(databaseDir: string): Promise<string[]> {
  const lines = (await readFile(join(databaseDir, 'adonis_schema.jsonl'), 'utf8')).split('\n').filter(Boolean)
  return lines.map((line) => String(decodeRow(line).name)).sort()
}

/** Writes the backup to `file` (refusing to overwrite one); returns its manifest. */
export async function createBackup(file: string, source: BackupSource): Promise<Manifest> {
  const target = resolve(file)
  if (await exists(target)) throw backupErrors.exists(file)
  await mkdir(dirname(target), { recursive: true })
  const staging = await mkdtemp(join(dirname(target), '.shoplocal-backup-'))
  try {
    const databaseDir = join(staging, 'database')
    const filesDir = join(staging, 'files')
    await mkdir(databaseDir)
    await mkdir(filesDir)
    const dumped = await dumpDatabase(databaseDir, staging)
    await rm(join(staging, 'copy.sqlite3'), { force: true })
    const tables = []
    for (const table of dumped) tables.push({ ...table, sha256: await sha256Of(join(databaseDir, `${table.name}.jsonl`)) })

    const files: Checked[] = []
    for (const path of await filesUnder(source.uploadsRoot)) {
      const staged = join(filesDir, path)
      if (!(await stageFile(join(source.uploadsRoot, path), staged))) continue
      files.push({ path, bytes: (await stat(staged)).size, sha256: await sha256Of(staged) })
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: source.appVersion,
      connection: source.connection,
      migrations: await migrationsIn(databaseDir),
      tables,
      files,
    }
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2))
    const partial = `${target}.part`
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, ['manifest.json', 'database', 'files'])
    await rename(partial, target)
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

async function readManifest(file: string, staging: string): Promise<Manifest> {
  try {
    await extractTar({ file, cwd: staging, strict: true })
  } catch {
    throw backupErrors.notOurs(file, 'not a gzipped tar archive')
  }
  const text = await readFile(join(staging, 'manifest.json'), 'utf8').catch(() => null)
  if (text === null) throw backupErrors.notOurs(file, 'no manifest.json')
  let manifest: Partial<Manifest>
  try {
    manifest = JSON.parse(text) as Partial<Manifest>
  } catch {
    throw backupErrors.notOurs(file, 'its manifest.json is not JSON')
  }
  if (manifest.format !== FORMAT || manifest.formatVersion !== FORMAT_VERSION)
    throw backupErrors.notOurs(file, 'its manifest names another format')
  return manifest as Manifest
}

async function verify(file: string, staging: string, manifest: Manifest): Promise<void> {
  for (const table of manifest.tables) {
    const part = join(staging, 'database', `${table.name}.jsonl`)
    if (!(await exists(part)) || (await sha256Of(part)) !== table.sha256) throw backupErrors.damaged(file, `database/${table.name}.jsonl`)
  }
  for (const entry of manifest.files) {
    const part = join(staging, 'files', entry.path)
    if (!(await exists(part)) || (await sha256Of(part)) !== entry.sha256) throw backupErrors.damaged(file, `files/${entry.path}`)
  }
}

interface RestoreTarget {
  uploadsRoot: string
  /** Brings the empty database to this version's schema; resolves with the migrations it then has run. */
  migrate(): Promise<string[]>
  force: boolean
}

/** Restores `file` into the target database and folder; returns its manifest. */
export async function restoreBackup(file: string, into: RestoreTarget): Promise<Manifest> {
  const archive = resolve(file)
  if (!(await exists(archive))) throw backupErrors.missing(file)
  await mkdir(dirname(into.uploadsRoot), { recursive: true })
  const staging = await mkdtemp(join(dirname(into.uploadsRoot), '.shoplocal-restore-'))
  try {
    const manifest = await readManifest(archive, staging)
    await verify(file, staging, manifest)
    if (!into.force) {
      const counts = await tableCounts()
      const holding = [...counts].some(([table, rows]) => rows > 0 && !SCHEMA_TABLES.includes(table))
      if (holding) throw backupErrors.notEmpty('database')
      if ((await filesUnder(into.uploadsRoot)).length > 0) throw backupErrors.notEmpty(`folder ${into.uploadsRoot} (UPLOADS_DIR)`)
    }
    const migrations = (await into.migrate()).sort()
    if (JSON.stringify(migrations) !== JSON.stringify(manifest.migrations)) throw backupErrors.otherVersion(file)
    await loadDatabase(join(staging, 'database'), manifest.tables)

    if (into.force) await rm(into.uploadsRoot, { recursive: true, force: true })
    await mkdir(into.uploadsRoot, { recursive: true })
    await cp(join(staging, 'files'), into.uploadsRoot, { recursive: true })
    return manifest
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
