import Papa from 'papaparse'

/** One CSV column: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | boolean | null
}

export interface PageOf<Row> {
  rows: Row[]
  /** Pages there are in all, known from the first answer. */
  totalPages: number
}

/** The API's largest page: fewer round trips for a long export. */
export const EXPORT_PAGE_SIZE = 100

export interface ExportProgress {
  done: number
  total: number
}

/**
 * Every row matching the grid's filters, not only the visible page: page 1 tells how many pages
 * there are, then the rest are fetched in order, reporting progress after each.
 */
export async function fetchAllPages<Row>(
  fetchPage: (page: number) => Promise<PageOf<Row>>,
  onProgress: (progress: ExportProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<Row[]> {
  const first = await fetchPage(1)
  const total = Math.max(1, first.totalPages)
  const rows = [...first.rows]
  onProgress({ done: 1, total })
  for (let page = 2; page <= total; page += 1) {
    signal?.throwIfAborted()
    rows.push(...(await fetchPage(page)).rows)
    onProgress({ done: page, total })
  }
  return rows
}

/**
 * The file's text. A leading =, +, - or @ would make a spreadsheet run the cell as a formula
 * (CSV injection), so such text values get a leading apostrophe.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const neutralise = (value: string | number | boolean | null): string | number | boolean =>
    value === null ? '' : typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return Papa.unparse({
    fields: columns.map((column) => column.header),
    data: rows.map((row) => columns.map((column) => neutralise(column.value(row)))),
  })
}
