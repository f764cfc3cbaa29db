export const IMAGE_MAX_MB = 5
/** The largest upload the API accepts, in bytes. */
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024
/** The multipart field of POST /api/upload/image. */
export const IMAGE_UPLOAD_FIELD = 'image'
/** The formats an upload may be; the API checks the bytes, the picker offers only these. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
