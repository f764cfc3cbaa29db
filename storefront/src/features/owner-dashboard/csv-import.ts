import Papa from 'papaparse'
import { PRODUCT_IMPORT_MAX_ROWS } from '@shoplocal/shared/constants'
import { VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import type { ProductPayload } from '@shoplocal/shared/types'
import { parsePrice } from './form-rules.ts'

/** The columns of an import file, in the template's order; only name and price are required. */
const CSV_COLUMNS = ['name', 'description', 'price', 'imageUrl', 'inStock'] as const

/** The downloadable template: the header and two example rows. */
export const CSV_TEMPLATE = [
  CSV_COLUMNS.join(','),
  'Irish Linen Tea Towel,"Woven in Co. Down, 50 x 70 cm",14.50,,yes',
  'Connemara Marble Keyring,Hand-polished green marble,9,https://example.ie/keyring.jpg,no',
].join('\r\n')

interface ImportRow {
  /** The row's line in the file (the header is line 1), as a spreadsheet shows it. */
  line: number
  payload: ProductPayload
}

interface ImportProblem {
  line: number
  message: string
}

export interface ParsedImport {
  rows: ImportRow[]
  problems: ImportProblem[]
}

const YES = new Set(['', 'yes', 'y', 'true', '1', 'in stock'])
const NO = new Set(['no', 'n', 'false', '0', 'out of stock'])

export const IMPORT_MESSAGES = {
  missingColumns: `The first line must name the columns: ${CSV_COLUMNS.join(', ')} (name and price are required).`,
  stockUnknown: 'In stock must be yes or no',
  tooManyRows: VALIDATION_MESSAGES.importTooLarge,
  empty: VALIDATION_MESSAGES.importEmpty,
  line: (line: number, message: string) => `Line ${line}: ${message}`,
} as const

function rowProblem(record: Record<string, string | undefined>): string | null {
  if (!record.name?.trim()) return VALIDATION_MESSAGES.productNameMissing
  if (!(parsePrice(record.price ?? '') > 0)) return VALIDATION_MESSAGES.priceNotPositive
  const stock = (record.inStock ?? '').trim().toLowerCase()
  if (!YES.has(stock) && !NO.has(stock)) return IMPORT_MESSAGES.stockUnknown
  return null
}

/**
 * Reads an import file: the rows ready to send and, for every other row, its line and what is wrong
 * with it. The API checks the rows again and adds them all or none.
 */
export function parseProductCsv(text: string): ParsedImport {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    // Blank lines are kept here and skipped below, so every row keeps its own line number.
    skipEmptyLines: false,
    transformHeader: (header) => header.trim(),
  })
  const fields = parsed.meta.fields ?? []
  if (!fields.includes('name') || !fields.includes('price'))
    return { rows: [], problems: [{ line: 1, message: IMPORT_MESSAGES.missingColumns }] }

  const rows: ImportRow[] = []
  const problems: ImportProblem[] = []
  parsed.data.forEach((record, index) => {
    const line = index + 2
    if (Object.values(record).every((value) => !value?.trim())) return
    const problem = rowProblem(record)
    if (problem) {
      problems.push({ line, message: problem })
      return
    }
    rows.push({
      line,
      payload: {
        name: record.name!.trim(),
        description: record.description?.trim() || null,
        price: parsePrice(record.price!),
        imageUrl: record.imageUrl?.trim() || null,
        inStock: !NO.has((record.inStock ?? '').trim().toLowerCase()),
      },
    })
  })
  if (rows.length > PRODUCT_IMPORT_MAX_ROWS)
    problems.push({ line: rows[PRODUCT_IMPORT_MAX_ROWS].line, message: IMPORT_MESSAGES.tooManyRows })
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 1, message: IMPORT_MESSAGES.empty })
  return { rows, problems }
}

/** The API names a bad row by its place in the list sent (products.3.price); this gives its line in the file. */
export function serverProblems(rows: readonly ImportRow[], fieldErrors: Readonly<Record<string, string>>): ImportProblem[] {
  return Object.entries(fieldErrors).flatMap(([field, message]) => {
    const match = /^products\.(\d+)\./.exec(field)
    const row = match ? rows[Number(match[1])] : undefined
    return row ? [{ line: row.line, message }] : []
  })
}
