import { PassThrough, type Readable } from 'node:stream'
import { once } from 'node:events'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import type { SignedInActor } from '#services/actor'
import { exportDocument, ownPictures } from '#services/account/data_export'
import { keyFromUrl } from '#services/uploads/upload_paths'

/*
 * "Download my data" as a zip: the same JSON document (data.json) and the
 * files of the pictures it lists (pictures/<name>.webp), written as they are
 * read. Memory holds one chunk of rows or one picture at a time, and the
 * stream waits while the client is slower than the database.
 */

const TEXT = new TextEncoder()

export function exportZip(actor: SignedInActor): Readable {
  const output = new PassThrough()
  let failed: Error | null = null
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = error
      output.destroy(error)
      return
    }
    output.write(chunk)
    if (final) output.end()
  })
  // Waits for the client to take what was written before more is read.
  const drained = async () => {
    if (output.writableNeedDrain) await once(output, 'drain')
    if (failed || output.destroyed) throw failed ?? new Error('the download was closed')
  }

  const write = async () => {
    const json = new ZipDeflate('data.json', { level: 6 })
    zip.add(json)
    for await (const piece of exportDocument(actor, 'zip')) {
      json.push(TEXT.encode(piece))
      await drained()
    }
    json.push(new Uint8Array(0), true)

    const seen = new Set<string>()
    for await (const pictures of ownPictures(actor.user.id)) {
      for (const { url } of pictures) {
        const key = keyFromUrl(url)
        if (!key || seen.has(key)) continue
        seen.add(key)
        if (!(await drive.use().exists(key))) {
          // A listed picture whose file is gone is still named in data.json; the zip goes on without it.
          logger.warn({ key }, 'a picture of the data download is missing')
          continue
        }
        // WebP is already compressed: stored as it is, a piece at a time, each piece waiting for the client.
        const file = new ZipPassThrough(`pictures/${key.split('/').pop()}`)
        zip.add(file)
        for await (const piece of await drive.use().getStream(key)) {
          file.push(piece as Uint8Array)
          await drained()
        }
        file.push(new Uint8Array(0), true)
        await drained()
      }
    }
    zip.end()
  }
  write().catch((error: Error) => {
    if (!output.destroyed) output.destroy(error)
  })
  return output
}
