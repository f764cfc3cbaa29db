/*
 * Private documents people upload for the staff to check (proofs of payment, traders' identity documents):
 * judged by their bytes, never by their name or declared type, and cleaned before they are stored.
 */
import sharp from 'sharp'
import { sniffImageFormat } from '#services/uploads/image_format'

/** A decompression bomb is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000

const PDF_MAGIC = Buffer.from('%PDF-')
const PDF_END = Buffer.from('%%EOF')
/** Writers may append a little after the end marker (a newline, incremental-update padding). */
const PDF_TAIL_BYTES = 2048

/** Bank statements, screenshots and photographed documents stay legible at this size; a larger photo is scaled down. */
const DOCUMENT_MAX_SIDE = 3000
/** Higher than product pictures: small print must survive. */
const DOCUMENT_WEBP_QUALITY = 90

interface CleanDocument {
  bytes: Buffer
  extension: 'pdf' | 'webp'
}

export const PRIVATE_DOCUMENT_TYPES: Readonly<Record<CleanDocument['extension'], string>> = {
  pdf: 'application/pdf',
  webp: 'image/webp',
}

/**
 * What is stored of an upload, or null when the bytes are neither a whole
 * picture nor a PDF. A picture is decoded fully and re-encoded as WebP, like
 * product pictures: turned upright, its metadata (camera, GPS) and anything
 * appended after its end dropped. A PDF is kept as sent; it is only ever
 * served as a download.
 */
export async function cleanPrivateDocument(bytes: Buffer): Promise<CleanDocument | null> {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    return bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES)).includes(PDF_END) ? { bytes, extension: 'pdf' } : null
  }
  if (!sniffImageFormat(bytes)) return null
  try {
    const cleaned = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(DOCUMENT_MAX_SIDE, DOCUMENT_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: DOCUMENT_WEBP_QUALITY })
      .toBuffer()
    return { bytes: cleaned, extension: 'webp' }
  } catch {
    // A truncated or corrupt file is not a document anybody can read.
    return null
  }
}
