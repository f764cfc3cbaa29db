export const IMAGE_MAX_MB = 5
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024
/** Multipart field name of POST /api/upload/image (one file per call). */
export const IMAGE_UPLOAD_FIELD = 'image'
export const IMAGE_MIME_PREFIX = 'image/'
