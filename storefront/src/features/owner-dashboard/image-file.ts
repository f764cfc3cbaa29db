import { ACCEPTED_IMAGE_TYPES, IMAGE_MAX_BYTES } from '@shoplocal/shared/constants'
import { VALIDATION_MESSAGES } from '@shoplocal/shared/messages'

/** The picker's first check of a chosen file (the API judges the bytes again): a message, or null when it may be sent. */
export function imageFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return VALIDATION_MESSAGES.imageWrongType
  if (file.size > IMAGE_MAX_BYTES) return VALIDATION_MESSAGES.imageTooLarge
  return null
}

/** The file input's accept list. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',')

/** An inline picture kept when an upload fails: small enough to travel in the product's JSON. */
const INLINE_MAX_SIDE = 800
const INLINE_QUALITY = 0.8

/**
 * The picture as a small JPEG data URL, drawn by the browser: a product keeps its photo even when
 * the upload failed, without carrying a 5 MB original in every list.
 */
export async function inlineImage(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file)
  const scale = Math.min(1, INLINE_MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  return canvas.toDataURL('image/jpeg', INLINE_QUALITY)
}
