import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { THUMBNAIL_SUFFIX } from '@shoplocal/shared/rules'
import { keyFromUrl, ownerFolder } from '#services/uploads/upload_paths'

const MAIN_SUFFIX = '.webp'

/** Still shown somewhere: another product, a shop or the owner's own profile may use the same picture. */
async function stillUsed(url: string): Promise<boolean> {
  const product = await db.from('products').where('image_url', url).select('id').first()
  if (product) return true
  if (await db.from('users').where('profile_image_url', url).select('id').first()) return true
  return Boolean(await db.from('shops').where('profile_image_url', url).select('id').first())
}

/**
 * Removes the stored files (picture and thumbnail) behind images that a
 * deleted or changed product or shop no longer shows. Only the owner's own
 * uploads are touched, never a seeded picture, another owner's upload or a
 * picture still in use. Called after the change is committed; a storage
 * failure is logged rather than undoing a deletion the owner asked for.
 */
export async function deleteUnusedImages(ownerId: number, urls: (string | null | undefined)[]): Promise<void> {
  const folder = `${ownerFolder(ownerId)}/`
  for (const url of new Set(urls)) {
    const key = keyFromUrl(url)
    if (!url || !key?.startsWith(folder) || !key.endsWith(MAIN_SUFFIX) || key.endsWith(THUMBNAIL_SUFFIX)) continue
    if (await stillUsed(url)) continue
    const base = key.slice(0, -MAIN_SUFFIX.length)
    try {
      await Promise.all([drive.use().delete(`${base}${MAIN_SUFFIX}`), drive.use().delete(`${base}${THUMBNAIL_SUFFIX}`)])
    } catch (error) {
      logger.warn({ err: error, key }, 'could not delete an unused image')
    }
  }
}

/** Every picture an owner uploaded, once the owner's account (and with it their shops) is gone. */
export async function deleteOwnerImages(ownerId: number): Promise<void> {
  try {
    await drive.use().deleteAll(ownerFolder(ownerId))
  } catch (error) {
    logger.warn({ err: error, ownerId }, 'could not delete an owner’s images')
  }
}
