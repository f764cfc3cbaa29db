/*
 * PUT /api/shops/:id/trader/identity: the trader's identity document, kept like proofs of payment: judged by its
 * bytes, a picture re-encoded (metadata dropped), a PDF kept as sent, stored privately under traders/<row id>/
 * with a random name and served only to the shop's owner and the admins. A new document loses the old one's tick.
 */
import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TraderDetails } from '@shoplocal/shared/types'
import { toSqlDateTime } from '#helpers/sql_values'
import type Shop from '#models/shop'
import { cleanPrivateDocument, PRIVATE_DOCUMENT_TYPES } from '#services/uploads/private_documents'
import { storedChecks, toTraderDetails } from '#services/trader/trader_presenters'
import { traderErrors } from '#services/trader/trader_errors'
import { identityUrlOf, traderRowOf } from '#services/trader/trader_rows'
import { showAgainWhenComplete } from '#services/trader/trader_visibility'

const TRADERS_FOLDER = 'traders'

const IDENTITY_KEY = new RegExp(`^${TRADERS_FOLDER}/\\d+/[A-Za-z0-9_-][A-Za-z0-9._-]*\\.(webp|pdf)$`)

/** True for a key of any trader's folder, which /uploads/* must refuse. */
export function isTraderKey(key: string): boolean {
  return key === TRADERS_FOLDER || key.startsWith(`${TRADERS_FOLDER}/`)
}

/** `readFile` reads the upload; it is called only once the owner is known to have given the details. */
export async function submitIdentityDocument(shop: Shop, readFile: () => Promise<Buffer>): Promise<TraderDetails> {
  const before = await traderRowOf(shop.id)
  if (!before) throw traderErrors.detailsFirst()
  const document = await cleanPrivateDocument(await readFile())
  if (!document) throw traderErrors.identityWrongType()

  const key = `${TRADERS_FOLDER}/${Number(before.id)}/${randomUUID()}.${document.extension}`
  const disk = drive.use()
  await disk.put(key, document.bytes, { contentType: PRIVATE_DOCUMENT_TYPES[document.extension], visibility: 'private' })
  let replaced: string | null = null
  let saved
  try {
    saved = await db.transaction(async (trx) => {
      const row = await traderRowOf(shop.id, trx)
      if (!row) throw traderErrors.detailsFirst()
      replaced = row.identity_document_key ? String(row.identity_document_key) : null
      const checks = storedChecks(row)
      delete checks.identityDocument
      const now = toSqlDateTime(new Date())
      await trx
        .from('shop_traders')
        .where('id', Number(row.id))
        .update({ identity_document_key: key, identity_uploaded_at: now, checks: JSON.stringify(checks), updated_at: now })
      const updated = (await traderRowOf(shop.id, trx))!
      await showAgainWhenComplete(trx, shop.id, updated)
      return updated
    })
  } catch (error) {
    await disk.delete(key)
    throw error
  }
  if (replaced && replaced !== key && IDENTITY_KEY.test(replaced)) {
    const stale: string = replaced
    await disk
      .delete(stale)
      .catch((error: unknown) => logger.warn({ err: error, key: stale }, 'could not delete a replaced identity document'))
  }
  return toTraderDetails(saved, identityUrlOf(shop.id))
}

/** The stored document's stream and type; 404 when there is none or the file is gone. */
export async function openIdentityDocument(shopId: number): Promise<{ stream: Readable; contentType: string }> {
  const row = await traderRowOf(shopId)
  const key = row?.identity_document_key ? String(row.identity_document_key) : null
  if (!key || !IDENTITY_KEY.test(key)) throw traderErrors.identityNotFound()
  const contentType = key.endsWith('.pdf') ? PRIVATE_DOCUMENT_TYPES.pdf : PRIVATE_DOCUMENT_TYPES.webp
  const disk = drive.use()
  if (!(await disk.exists(key))) throw traderErrors.identityNotFound()
  return { stream: await disk.getStream(key), contentType }
}

/** Deletes a stored identity document (the retention purge); a key outside the traders' folder is never touched. */
export async function deleteIdentityDocument(key: string): Promise<void> {
  if (IDENTITY_KEY.test(key)) await drive.use().delete(key)
}
