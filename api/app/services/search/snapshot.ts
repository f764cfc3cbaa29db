/*
 * The index on disk, so a restart answers within seconds, not after a build:
 * both engines and the feed positions they reflect (ignored when made for
 * another database or indexer), as blocks (JSON or numbers: a tag byte and a
 * byte length before the bytes) written with the event loop free between them.
 */
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { SEARCHED_FIELDS } from '#services/search/documents'

/** Raised whenever a document's shape, the reading of text or the file's layout changes. */
const INDEXER_VERSION = 7
const FORMAT = JSON.stringify([INDEXER_VERSION, SEARCHED_FIELDS])

export type Block = string | Int32Array | Float64Array

const TAGS = { json: 0, int32: 1, float64: 2 } as const

export type SnapshotHeader = { database: string; positions: { catalogue: number; users: number } }

/** The blocks after a snapshot's header, read in the order they were written. */
export class SnapshotReader {
  #at = 0

  constructor(private readonly bytes: Buffer) {}

  #next(tag: number): Buffer {
    if (this.bytes[this.#at] !== tag) throw new Error('search snapshot: unexpected block')
    const length = this.bytes.readUInt32LE(this.#at + 1)
    const start = this.#at + 5
    this.#at = start + length
    if (this.#at > this.bytes.length) throw new Error('search snapshot: cut short')
    return this.bytes.subarray(start, this.#at)
  }

  json<T>(): T {
    return JSON.parse(this.#next(TAGS.json).toString('utf8')) as T
  }

  jsonList<T>(): T[] {
    const items: T[] = []
    for (let chunk = this.json<T[]>(); chunk.length > 0; chunk = this.json<T[]>()) for (const item of chunk) items.push(item)
    return items
  }

  numbers(kind: 'int32' | 'float64') {
    const blocks: Buffer[] = []
    for (let bytes = this.#next(TAGS[kind]); bytes.length > 0; bytes = this.#next(TAGS[kind])) blocks.push(bytes)
    // Copied out of the file's buffer: a typed array needs its own alignment.
    const own = new Uint8Array(Buffer.concat(blocks)).buffer
    const values = kind === 'int32' ? new Int32Array(own) : new Float64Array(own)
    let at = 0
    return { values, next: () => values[at++], done: () => at >= values.length }
  }
}

/** A block takes a few milliseconds to fill. */
const BLOCK_NUMBERS = 1 << 14

/** Numbers as blocks, ended by an empty one: `numbersOf` adds each item's; the blocks filled are yielded before the next item. */
export function* numberBlocks<T>(
  kind: 'int32' | 'float64',
  items: Iterable<T>,
  numbersOf: (item: T, add: (value: number) => void) => void,
): Generator<Block> {
  const fresh = () => (kind === 'int32' ? new Int32Array(BLOCK_NUMBERS) : new Float64Array(BLOCK_NUMBERS))
  const filled: Block[] = []
  let block = fresh()
  let at = 0
  const add = (value: number) => {
    block[at++] = value
    if (at < BLOCK_NUMBERS) return
    filled.push(block)
    block = fresh()
    at = 0
  }
  for (const item of items) {
    numbersOf(item, add)
    if (filled.length === 0) continue
    yield* filled
    filled.length = 0
  }
  if (at > 0) yield block.subarray(0, at)
  yield block.subarray(0, 0)
}

/** A long list as JSON blocks of a few thousand items, ended by an empty one (SnapshotReader.jsonList). */
export function* jsonList(items: unknown[], size = 5000): Generator<Block> {
  for (let at = 0; at < items.length; at += size) yield JSON.stringify(items.slice(at, at + size))
  yield '[]'
}

function encode(block: Block): Buffer {
  const tag = typeof block === 'string' ? TAGS.json : block instanceof Int32Array ? TAGS.int32 : TAGS.float64
  const bytes = typeof block === 'string' ? Buffer.from(block, 'utf8') : Buffer.from(block.buffer, block.byteOffset, block.byteLength)
  const head = Buffer.alloc(5)
  head[0] = tag
  head.writeUInt32LE(bytes.length, 1)
  return Buffer.concat([head, bytes])
}

/** The snapshot's header and a reader for the rest, or null when there is none usable for this database and indexer. */
export async function readSnapshot(path: string, database: string): Promise<{ header: SnapshotHeader; reader: SnapshotReader } | null> {
  try {
    const reader = new SnapshotReader(await readFile(path))
    const header = reader.json<SnapshotHeader & { format: string }>()
    return header.format === FORMAT && header.database === database ? { header, reader } : null
  } catch {
    // None yet, or unreadable (an older layout too): the index is built from the database instead.
    return null
  }
}

/** Writes the header, then each block as the iterator makes it, to a file renamed at the end. */
export async function writeSnapshot(path: string, header: SnapshotHeader, parts: Iterable<Block>[]) {
  await mkdir(dirname(path), { recursive: true })
  const partial = `${path}.${process.pid}.partial`
  const file = await open(partial, 'w')
  try {
    await file.write(encode(JSON.stringify({ format: FORMAT, ...header })))
    for (const part of parts) for (const block of part) await file.write(encode(block))
    await file.close()
  } catch (error) {
    await file.close().catch(() => {})
    await rm(partial, { force: true })
    throw error
  }
  await rename(partial, path)
}
