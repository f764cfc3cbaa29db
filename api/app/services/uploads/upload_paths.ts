import { uploadsSettings } from '#config/uploads'

/*
 * Names of stored images. A stored image is addressed by a key (seed/shop-food.svg,
 * owners/12/<uuid>.webp) on the drive disk and served at /uploads/<key>.
 */

const UPLOADS_URL_PREFIX = '/uploads/'

/** The local disk's folder; the S3 disk ignores it. */
export function uploadsRoot(): string {
  return uploadsSettings.root
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/** No file system stores a longer name; asking the disk for one fails with an error naming its folder. */
const MAX_SEGMENT_BYTES = 255

const isSafeSegment = (segment: string) =>
  SEGMENT.test(segment) && !segment.includes('..') && Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES

/** The key of /uploads/<key> path segments, or null when a segment could climb out, name something odd or be too long to exist. */
export function keyFromSegments(segments: string[]): string | null {
  if (segments.length === 0 || !segments.every(isSafeSegment)) return null
  return segments.join('/')
}

/** The key an /uploads/ address names, or null for anything else (another site, an inline image). */
export function keyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null
  return keyFromSegments(url.slice(UPLOADS_URL_PREFIX.length).split('/'))
}

export function urlOfKey(key: string): string {
  return `${UPLOADS_URL_PREFIX}${key}`
}

export const OWNERS_FOLDER = 'owners'

/** Folder of one owner's uploads, so a deletion can only ever reach the deleting owner's own files. */
export function ownerFolder(ownerId: number): string {
  return `${OWNERS_FOLDER}/${ownerId}`
}
