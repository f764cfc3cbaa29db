import Papa from 'papaparse'

/**
 * The UTF-8 byte-order mark every export starts with: without it Excel reads the file in the system's
 * code page and "Siobhán" or "Ó Briain" come out garbled.
 */
export const CSV_BOM = '\uFEFF'

/**
 * Every date in every export: the full ISO 8601 timestamp in UTC ("2026-03-04T10:00:00.000Z"), which a
 * spreadsheet reads as a date in any locale and sorts as text; a missing date is an empty cell.
 */
export function csvDate(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}

/** One CSV column: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | boolean | null
}

/** One answer while exporting: its rows, how many rows match in all, and where the next chunk starts (null: done). */
interface ExportChunk<Row> {
  rows: Row[]
  total: number
  next: number | null
}

/**
 * Where an export reads its rows, one chunk per request: pages of a list (`pagedSource`), or a
 * cursor the API gives back, such as the customers' id-ordered chunks.
 */
export interface ExportSource<Row> {
  first: number
  fetch(cursor: number): Promise<ExportChunk<Row>>
}

/** The API's largest page: fewer round trips for a long export of a list that only pages. */
export const EXPORT_PAGE_SIZE = 100

/** An export through page numbers: page 1 first, then each next page until the last one the API reports. */
export function pagedSource<Row>(
  fetchPage: (page: number) => Promise<{ rows: Row[]; totalPages: number; totalCount: number }>,
): ExportSource<Row> {
  return {
    first: 1,
    fetch: async (page) => {
      const answer = await fetchPage(page)
      return { rows: answer.rows, total: answer.totalCount, next: page < answer.totalPages ? page + 1 : null }
    },
  }
}

export interface ExportProgress {
  done: number
  total: number
}

/**
 * A leading =, +, - or @ would make a spreadsheet run the cell as a formula (CSV injection), so such
 * text values get a leading apostrophe.
 */
const neutralise = (value: string | number | boolean | null): string | number | boolean =>
  value === null ? '' : typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value

/** The lines of some rows, without a header and without a final line break. */
function csvLines<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return Papa.unparse(
    rows.map((row) => columns.map((column) => neutralise(column.value(row)))),
    { header: false },
  )
}

/**
 * Lets the page paint and handle input between chunks. A message-channel task is not throttled like
 * a timer in a window that is not in front, so a long export keeps its pace in the background.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * Every row the source has, as CSV text built chunk by chunk: each answer is turned into lines at
 * once and only the text is kept (after the byte-order mark), progress is reported in rows, and the event loop gets a turn after
 * every chunk, so a 100,000-row export never freezes the window.
 */
export async function streamCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  source: ExportSource<Row>,
  onProgress: (progress: ExportProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<{ csv: string; rows: number }> {
  const parts = [CSV_BOM + Papa.unparse([columns.map((column) => column.header)])]
  let done = 0
  let cursor: number | null = source.first
  while (cursor !== null) {
    signal?.throwIfAborted()
    const chunk: ExportChunk<Row> = await source.fetch(cursor)
    if (chunk.rows.length > 0) parts.push(csvLines(columns, chunk.rows))
    done += chunk.rows.length
    onProgress({ done, total: Math.max(chunk.total, done) })
    // A cursor that does not move would never end: stop rather than loop.
    cursor = chunk.next !== null && chunk.next !== cursor ? chunk.next : null
    await yieldToEventLoop()
  }
  return { csv: parts.join('\r\n'), rows: done }
}
