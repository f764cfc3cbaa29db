/**
 * The renderer proposes the export's file name; the main process only accepts a plain name ending
 * in .csv, so a compromised page cannot steer the save dialog into another folder or file type.
 */
export function safeCsvFileName(name: unknown): string | null {
  if (typeof name !== 'string') return null
  if (!/^[\w][\w.-]{0,150}\.csv$/.test(name) || name.includes('..')) return null
  return name
}

/** Exports are text; anything beyond this is not an admin grid. */
export const MAX_CSV_BYTES = 200 * 1024 * 1024
