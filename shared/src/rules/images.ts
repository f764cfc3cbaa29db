/** An uploaded picture (`/uploads/owners/<owner>/<name>.webp`) has a small copy beside it for cards and lists. */
const UPLOADED_PICTURE = /^(\/uploads\/owners\/\d+\/[0-9a-f-]+)\.webp$/

/** The name the thumbnail of a stored picture ends with, instead of `.webp`. */
export const THUMBNAIL_SUFFIX = '-thumb.webp'

/** The small copy of an uploaded picture; any other address (seeded, another site, inline) is its own thumbnail. */
export function thumbnailUrl(imageUrl: string): string {
  const match = UPLOADED_PICTURE.exec(imageUrl)
  return match ? `${match[1]}${THUMBNAIL_SUFFIX}` : imageUrl
}

/** The longest side, in pixels, of a stored upload and of its thumbnail: the API resizes every upload to these. */
export const PICTURE_MAX_SIDE = 1600
export const THUMBNAIL_MAX_SIDE = 480

/**
 * A srcset for an uploaded picture (its thumbnail and itself), so a small slot on a plain screen fetches the
 * thumbnail; null for any other address, which has no smaller copy.
 */
export function pictureSrcset(imageUrl: string): string | null {
  const small = thumbnailUrl(imageUrl)
  return small === imageUrl ? null : `${small} ${THUMBNAIL_MAX_SIDE}w, ${imageUrl} ${PICTURE_MAX_SIDE}w`
}
