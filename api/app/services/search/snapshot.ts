/*
 * The index on disk, so a restarted process answers within seconds instead of
 * after a full build: both engines' contents (MiniSearch's own serialisation
 * for the text) and the change-feed positions they reflect. A starting
 * process loads it, then catches up from the feeds. It is ignored when it was
 * made for another database, by another version of the indexer, or when the
 * feed no longer holds every change since it was written (pruned rows).
 * Written to a temporary file and renamed, so a reader never sees half of one.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { CatalogueSnapshot } from '#services/search/catalogue_engine'
import { SEARCHED_FIELDS, type UserDocument } from '#services/search/documents'

/** Raised whenever a document's shape or the way text is read changes; with the searched fields, it names a snapshot's format. */
const INDEXER_VERSION = 1
const FORMAT = JSON.stringify([INDEXER_VERSION, SEARCHED_FIELDS])

export interface Snapshot {
  format: string
  /** The database the index reflects. */
  database: string
  positions: { catalogue: number; users: number }
  catalogue: CatalogueSnapshot
  users: UserDocument[]
}

export async function readSnapshot(path: string, database: string): Promise<Snapshot | null> {
  let snapshot: Snapshot
  try {
    snapshot = JSON.parse(await readFile(path, 'utf8')) as Snapshot
  } catch {
    // None yet, or unreadable: the index is built from the database instead.
    return null
  }
  return snapshot.format === FORMAT && snapshot.database === database ? snapshot : null
}

export async function writeSnapshot(path: string, snapshot: Omit<Snapshot, 'format'>) {
  await mkdir(dirname(path), { recursive: true })
  const partial = `${path}.${process.pid}.partial`
  await writeFile(partial, JSON.stringify({ format: FORMAT, ...snapshot }))
  await rename(partial, path)
}
