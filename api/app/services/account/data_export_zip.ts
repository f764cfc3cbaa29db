import type { ServerResponse } from 'node:http'
import { open } from 'node:fs/promises'
import { join } from 'node:path'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import drive from '@adonisjs/drive/services/main'
import { FSDriver } from '@adonisjs/drive/drivers/fs'
import logger from '@adonisjs/core/services/logger'
import type { SignedInActor } from '#services/actor'
import { exportDocument, ownPictures } from '#services/account/data_export'
import { connectionWriter, type ConnectionWriter } from '#services/account/connection_writer'
import { keyFromUrl, uploadsRoot } from '#services/uploads/upload_paths'

/*
 * "Download my data" as a zip: the same JSON document (data.json) and the
 * files of the pictures it lists (pictures/<name>.webp), written to the
 * connection as they are read, each step waiting until the connection has
 * taken what came before. Pictures on the local disk are read into a few
 * buffers used over and over: read through a fresh buffer each, a thousand
 * pictures of 100 KB left ~100 MB of freed buffers that the garbage collector
 * let pile up to ~70 MB before collecting them. A buffer is read into again
 * only once the connection has taken what it last held.
 */

const TEXT = new TextEncoder()
/** How much of a picture one read takes, and how many such pieces may be on their way to the client at once. */
const PIECE_BYTES = 64 * 1024
const PIECES_IN_FLIGHT = 4

/**
 * Writes the zip to the response (its headers already set) and ends it. A failure before the first byte
 * is thrown, for the error handler to answer; after it, the download is cut (the client sees an incomplete
 * file) and the failure logged. A client that goes away simply stops it.
 */
export async function writeExportZip(actor: SignedInActor, response: ServerResponse): Promise<void> {
  const connection = connectionWriter(response)
  try {
    await writeZip(actor, connection)
  } catch (error) {
    if (connection.closed()) return
    if (!response.headersSent) throw error
    logger.error({ err: error, userId: actor.user.id }, 'the data download failed part way')
    response.destroy(error as Error)
  }
}

async function writeZip(actor: SignedInActor, connection: ConnectionWriter): Promise<void> {
  let failed: Error | null = null
  const zip = new Zip((error, chunk, final) => {
    if (error) failed = error
    else connection.write(chunk)
    if (final) connection.end()
  })
  // fflate passes a file's pieces on at once while it is the only file open; a piece it kept back would be
  // overwritten by the next read into its buffer, so that is checked, not assumed.
  const push = (file: ZipPassThrough | ZipDeflate, piece: Uint8Array, final = false) => {
    const before = connection.writes()
    file.push(piece, final)
    if (failed) throw failed
    if (file instanceof ZipPassThrough && piece.byteLength > 0 && connection.writes() === before) {
      throw new Error('the zip kept a piece of a picture back')
    }
  }

  const json = new ZipDeflate('data.json', { level: 6 })
  zip.add(json)
  for await (const piece of exportDocument(actor, 'zip')) {
    push(json, TEXT.encode(piece))
    await connection.caughtUp()
  }
  push(json, new Uint8Array(0), true)

  const readPicture = pictureReader(connection)
  const seen = new Set<string>()
  for await (const pictures of ownPictures(actor.user.id)) {
    for (const { url } of pictures) {
      const key = keyFromUrl(url)
      if (!key || seen.has(key)) continue
      seen.add(key)
      const file = new ZipPassThrough(`pictures/${key.split('/').pop()}`)
      const found = await readPicture(key, {
        begin: () => zip.add(file),
        send: (piece) => push(file, piece),
      })
      if (!found) {
        // A listed picture whose file is gone is still named in data.json; the zip goes on without it.
        logger.warn({ key }, 'a picture of the data download is missing')
        continue
      }
      push(file, new Uint8Array(0), true)
      await connection.caughtUp()
    }
  }
  zip.end()
  await connection.finished()
  if (failed) throw failed
  connection.check()
}

interface PictureSink {
  /** The file is there: its entry starts. */
  begin(): void
  /** One piece, passed on to the connection before this returns. */
  send(piece: Uint8Array): void
}

/**
 * Reads a stored picture piece by piece into a sink; false when there is no such file. The local disk is
 * read into PIECES_IN_FLIGHT buffers taken in turn, each filled again only once the connection has taken its
 * last piece; another disk (S3) hands over pieces of its own stream, each awaited the same way.
 */
function pictureReader(connection: ConnectionWriter): (key: string, sink: PictureSink) => Promise<boolean> {
  const disk = drive.use()
  if (!(disk.driver instanceof FSDriver)) {
    return async (key, sink) => {
      if (!(await disk.exists(key))) return false
      sink.begin()
      for await (const piece of await disk.getStream(key)) {
        sink.send(piece as Uint8Array)
        await connection.caughtUp()
      }
      return true
    }
  }
  const slots = Array.from({ length: PIECES_IN_FLIGHT }, () => ({
    buffer: Buffer.allocUnsafeSlow(PIECE_BYTES),
    taken: Promise.resolve(),
  }))
  let turn = 0
  return async (key, sink) => {
    const handle = await open(join(uploadsRoot(), key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    })
    if (!handle) return false
    try {
      sink.begin()
      for (;;) {
        const slot = slots[turn++ % slots.length]
        await slot.taken
        connection.check()
        const { bytesRead } = await handle.read(slot.buffer, 0, PIECE_BYTES, null)
        if (bytesRead === 0) return true
        sink.send(slot.buffer.subarray(0, bytesRead))
        slot.taken = connection.settled()
      }
    } finally {
      await handle.close()
    }
  }
}
