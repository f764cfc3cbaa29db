/*
 * The index on disk, so a restarted process answers within seconds instead of
 * after a full build: both engines' contents and the change-feed positions
 * they reflect. A starting process loads it, then catches up from the feeds.
 * It is ignored when it was made for another database, by another version of
 * the indexer, or when the feed no longer holds every change since it was
 * written (pruned rows).
 *
 * The file is a run of blocks (JSON text or typed arrays of numbers), each a
 * tag byte and a byte length before its bytes. They are written one at a time,
 * each write letting requests run, so writing a large index never holds the
 * event loop for long; and to a temporary file renamed at the end, so a reader
 * never sees half of one.
 */
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { SEARCHED_FIELDS } from '#services/search/documents'

/** Raised whenever a document's shape, the way text is read or the file's layout changes; with the searched fields, it names a snapshot's format. */
const INDEXER_VERSION = 5
const FORMAT = JSON.stringify([INDEXER_VERSION, SEARCHED_FIELDS])

export type Block = string | Int32Array | Float64Array

const TAGS = { json: 0, int32: 1, float64: 2 } as const

export interface SnapshotHeader {
  /** The database the index reflects. */
  database: string
  positions: { catalogue: number; users: number }
}

/** The blocks of a snapshot file after its header, read in the order they were written. */
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

  /** Items written by jsonList, in order. */
  jsonList<T>(): T[] {
    const items: T[] = []
    for (let chunk = this.json<T[]>(); chunk.length > 0; chunk = this.json<T[]>()) for (const item of chunk) items.push(item)
    return items
  }

  /** Numbers written by NumberBlocks. */
  numbers(kind: 'int32' | 'float64'): NumberCursor {
    const blocks = []
    for (;;) {
      const bytes = this.#next(TAGS[kind])
      if (bytes.length === 0) return new NumberCursor(blocks)
      // Copied out of the file's buffer: a typed array needs its own alignment.
      const own = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
      blocks.push(kind === 'int32' ? new Int32Array(own) : new Float64Array(own))
    }
  }
}

/** Numbers per block: a block takes a few milliseconds to fill. */
const BLOCK_NUMBERS = 1 << 14
/** Room past a block's size, so a caller may add a few numbers between two checks of full(). */
const BLOCK_SLACK = 64

/**
 * A long run of numbers in blocks: `add` them, yield each block `full()`
 * hands out as it comes, and yield `end()` last (SnapshotReader.numbers).
 */
export class NumberBlocks {
  #block: Int32Array | Float64Array
  #at = 0

  constructor(private readonly kind: 'int32' | 'float64') {
    this.#block = this.#fresh()
  }

  #fresh() {
    return this.kind === 'int32' ? new Int32Array(BLOCK_NUMBERS + BLOCK_SLACK) : new Float64Array(BLOCK_NUMBERS + BLOCK_SLACK)
  }

  add(value: number) {
    this.#block[this.#at++] = value
  }

  /** The numbers added, as a block, once there are enough of them; else null. */
  full(): Block | null {
    if (this.#at < BLOCK_NUMBERS) return null
    const block = this.#block.slice(0, this.#at)
    this.#at = 0
    return block
  }

  /** The last numbers, then the empty block that ends them. */
  *end(): Generator<Block> {
    if (this.#at > 0) yield this.#block.slice(0, this.#at)
    yield this.#fresh().subarray(0, 0)
  }
}

/** Numbers read back one at a time across the blocks they were written in. */
export class NumberCursor {
  #index = 0
  #at = 0

  constructor(private readonly blocks: (Int32Array | Float64Array)[]) {}

  get done() {
    return this.#index >= this.blocks.length
  }

  next(): number {
    const value = this.blocks[this.#index][this.#at++]
    if (this.#at === this.blocks[this.#index].length) {
      this.#index++
      this.#at = 0
    }
    return value
  }
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

/** Writes the header, then each block as the iterator makes it, with the event loop free between blocks. */
export async function writeSnapshot(path: string, header: SnapshotHeader, blocks: Iterable<Block>) {
  await mkdir(dirname(path), { recursive: true })
  const partial = `${path}.${process.pid}.partial`
  const file = await open(partial, 'w')
  try {
    await file.write(encode(JSON.stringify({ format: FORMAT, ...header })))
    for (const block of blocks) await file.write(encode(block))
    await file.close()
  } catch (error) {
    await file.close().catch(() => {})
    await rm(partial, { force: true })
    throw error
  }
  await rename(partial, path)
}
