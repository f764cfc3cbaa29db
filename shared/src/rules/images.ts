/** An uploaded picture (`/uploads/owners/<owner>/<name>.webp`) has a small copy beside it for cards and lists. */
const UPLOADED_PICTURE = /^(\/uploads\/owners\/\d+\/[0-9a-f-]+)\.webp$/

/** The name the thumbnail of a stored picture ends with, instead of `.webp`. */
export const THUMBNAIL_SUFFIX = '-thumb.webp'

/** The small copy of an uploaded picture; any other address (seeded, another site, inline) is its own thumbnail. */
export function thumbnailUrl(imageUrl: string): string {
  const match = UPLOADED_PICTURE.exec(imageUrl)
  return match ? `${match[1]}${THUMBNAIL_SUFFIX}` : imageUrl
}
