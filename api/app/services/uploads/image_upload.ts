import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import { PICTURE_MAX_SIDE, THUMBNAIL_MAX_SIDE, THUMBNAIL_SUFFIX } from '@shoplocal/shared/rules'
import type { UploadImageResponse } from '@shoplocal/shared/types'
import type { SignedInActor } from '#services/actor'
import { sniffImageFormat } from '#services/uploads/image_format'
import { uploadErrors } from '#services/uploads/upload_errors'
import { ownerFolder, urlOfKey } from '#services/uploads/upload_paths'

/*
 * PICTURE_MAX_SIDE: large enough for a full-width product photo, small enough that a 5 MB phone photo becomes a
 * light page. THUMBNAIL_MAX_SIDE: cards and lists show this. The website's srcset names both widths.
 */
const WEBP_QUALITY = 80
/** A decompression bomb (a small file that decodes to gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000

interface Rendition {
  data: Buffer
  width: number
  height: number
}

/**
 * Decodes the whole picture (a truncated or corrupt file fails here, not
 * later in a browser), turns it upright, drops its metadata (camera, GPS) and
 * re-encodes it as WebP no larger than maxSide on either side.
 */
async function render(bytes: Buffer, maxSide: number): Promise<Rendition> {
  const { data, info } = await sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

async function renditions(bytes: Buffer): Promise<[Rendition, Rendition]> {
  try {
    return await Promise.all([render(bytes, PICTURE_MAX_SIDE), render(bytes, THUMBNAIL_MAX_SIDE)])
  } catch {
    throw uploadErrors.notAnImage()
  }
}

/**
 * POST /api/upload/image: a JPEG, PNG, WebP or GIF (judged by its bytes),
 * stored as a resized WebP and a thumbnail in the owner's own folder under a
 * random name; the name the sender gave is never used.
 */
export async function storeOwnerImage(actor: SignedInActor, bytes: Buffer): Promise<UploadImageResponse> {
  if (!sniffImageFormat(bytes)) throw uploadErrors.notAnImage()
  const [main, thumbnail] = await renditions(bytes)

  const base = `${ownerFolder(actor.user.id)}/${randomUUID()}`
  const disk = drive.use()
  await disk.put(`${base}.webp`, main.data, { contentType: 'image/webp' })
  await disk.put(`${base}${THUMBNAIL_SUFFIX}`, thumbnail.data, { contentType: 'image/webp' })
  return {
    imageUrl: urlOfKey(`${base}.webp`),
    thumbnailUrl: urlOfKey(`${base}${THUMBNAIL_SUFFIX}`),
    width: main.width,
    height: main.height,
  }
}
