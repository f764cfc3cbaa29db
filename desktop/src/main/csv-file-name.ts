/**
 * The renderer proposes the export's file name; the main process only accepts a plain name ending
 * in .csv, so a compromised page cannot steer the save dialog into another folder or file type.
 */
export function safeCsvFileName(name: unknown): string | null {
  if (typeof name !== 'string') return null
  if (!/^[\w][\w.-]{0,150}\.csv$/.test(name) || name.includes('..')) return null
  return name
}

/** The same rule for a PDF the console saves (a receipt): a plain name ending in .pdf. */
export function safePdfFileName(name: unknown): string | null {
  if (typeof name !== 'string') return null
  if (!/^[\w][\w.-]{0,150}\.pdf$/.test(name) || name.includes('..')) return null
  return name
}

/** A receipt is a page or two; a PDF beyond this did not come from the API's receipts. */
const MAX_PDF_BYTES = 20 * 1024 * 1024

/** Whether the bytes are a PDF at all (its header), so the dialog never writes something else under a .pdf name. */
export const isPdf = (bytes: unknown): bytes is Uint8Array =>
  bytes instanceof Uint8Array &&
  bytes.length > 4 &&
  bytes.length <= MAX_PDF_BYTES &&
  String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3], bytes[4]) === '%PDF-'

/** Exports are text; anything beyond this is not an admin grid. */
export const MAX_CSV_BYTES = 200 * 1024 * 1024
