import type { StatementLine } from '@shoplocal/shared/types'

/*
 * Reading a bank's CSV export into statement lines. The common Irish exports are recognised by their
 * header row; any other file is read with a column mapping the admin picks once, remembered per header
 * row, so the next export from the same bank maps itself.
 */

/** Which columns hold what. `amount` is a credit column or a signed amount: either way, credits are the positive values. */
export interface ColumnMapping {
  date: string
  amount: string
  description: string[]
  reference: string | null
  /** Keep only rows whose column has this value (Revolut lists pending and declined rows too). */
  onlyWhere?: { column: string; value: string }
}

interface BankLayout {
  id: 'aib' | 'boi' | 'ptsb' | 'revolut'
  name: string
  mapping: ColumnMapping
}

export const BANK_LAYOUTS: readonly BankLayout[] = [
  {
    id: 'aib',
    name: 'AIB',
    mapping: {
      date: 'Posted Transactions Date',
      amount: 'Credit Amount',
      description: ['Description1', 'Description2', 'Description3'],
      reference: null,
    },
  },
  {
    id: 'boi',
    name: 'Bank of Ireland',
    mapping: { date: 'Date', amount: 'Credit', description: ['Details'], reference: null },
  },
  {
    id: 'ptsb',
    name: 'PTSB',
    mapping: { date: 'Date', amount: 'Money In', description: ['Description'], reference: null },
  },
  {
    id: 'revolut',
    name: 'Revolut',
    mapping: {
      date: 'Completed Date',
      amount: 'Amount',
      description: ['Description'],
      reference: null,
      onlyWhere: { column: 'State', value: 'COMPLETED' },
    },
  },
]

/** Headers compared without case, spacing or a currency note: "Money In (€)" is "money in". */
const headerKey = (header: string): string =>
  header
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** The header as the file spells it, for a mapping written with the layout's spelling. */
function findHeader(headers: readonly string[], wanted: string): string | undefined {
  const key = headerKey(wanted)
  return headers.find((header) => headerKey(header) === key)
}

/** The mapping with the file's own header spellings, or null when a column it needs is missing. */
export function resolveMapping(headers: readonly string[], mapping: ColumnMapping): ColumnMapping | null {
  const date = findHeader(headers, mapping.date)
  const amount = findHeader(headers, mapping.amount)
  const description = mapping.description.map((column) => findHeader(headers, column)).filter((column) => column !== undefined)
  if (!date || !amount || description.length === 0) return null
  const reference = mapping.reference ? (findHeader(headers, mapping.reference) ?? null) : null
  const only = mapping.onlyWhere ? findHeader(headers, mapping.onlyWhere.column) : undefined
  return {
    date,
    amount,
    description,
    reference,
    ...(mapping.onlyWhere && only ? { onlyWhere: { column: only, value: mapping.onlyWhere.value } } : {}),
  }
}

/** The known layout whose columns the header row has, if any. */
export function detectLayout(headers: readonly string[]): BankLayout | null {
  return BANK_LAYOUTS.find((layout) => resolveMapping(headers, layout.mapping) !== null) ?? null
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const pad = (value: number) => String(value).padStart(2, '0')

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${year}-${pad(month)}-${pad(day)}`
}

/** A bank's date as YYYY-MM-DD. Irish banks write the day first (15/01/2026); Revolut writes 2026-01-15 10:23:45. */
export function parseStatementDate(text: string): string | null {
  const value = text.trim()
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value)
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]))
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value)
  if (match) {
    const year = Number(match[3]) < 100 ? 2000 + Number(match[3]) : Number(match[3])
    return isoDate(year, Number(match[2]), Number(match[1]))
  }
  match = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s-](\d{4})$/.exec(value)
  if (match) {
    const month = MONTHS.indexOf(match[2].toLowerCase()) + 1
    return month > 0 ? isoDate(Number(match[3]), month, Number(match[1])) : null
  }
  return null
}

/** "€1,234.50", "1234.5", "(12.00)" or "-12.00" as a number of euro; null when blank or unreadable. */
export function parseStatementAmount(text: string): number | null {
  const value = text.trim()
  if (!value) return null
  const negative = /^\(.*\)$/.test(value) || value.includes('-')
  const digits = value.replace(/[^\d.]/g, '')
  if (!/^\d+(\.\d+)?$/.test(digits)) return null
  const amount = Math.round(Number(digits) * 100) / 100
  return negative ? -amount : amount
}

interface ReadStatement {
  lines: StatementLine[]
  /** Rows that are not credits, or whose date or amount could not be read. */
  skipped: number
}

/** The credits of the statement's rows under the mapping. */
export function statementLines(rows: readonly Record<string, string>[], mapping: ColumnMapping): ReadStatement {
  const lines: StatementLine[] = []
  let skipped = 0
  for (const row of rows) {
    if (mapping.onlyWhere && (row[mapping.onlyWhere.column] ?? '').trim().toUpperCase() !== mapping.onlyWhere.value) {
      skipped++
      continue
    }
    const date = parseStatementDate(row[mapping.date] ?? '')
    const amount = parseStatementAmount(row[mapping.amount] ?? '')
    if (!date || amount === null || amount <= 0) {
      skipped++
      continue
    }
    const description = mapping.description
      .map((column) => (row[column] ?? '').trim())
      .filter(Boolean)
      .join(' ')
    const reference = mapping.reference ? (row[mapping.reference] ?? '').trim() || null : null
    lines.push({ date, amount, description, reference })
  }
  return { lines, skipped }
}

const MAPPINGS_KEY = 'shoplocal.reconciliation.mappings'

/** Mappings the admin chose, by the file's header row. */
export function rememberedMapping(storage: Pick<Storage, 'getItem'>, headers: readonly string[]): ColumnMapping | null {
  try {
    const saved = JSON.parse(storage.getItem(MAPPINGS_KEY) ?? '{}') as Record<string, ColumnMapping>
    const mapping = saved[headers.map(headerKey).join('|')]
    return mapping ? resolveMapping(headers, mapping) : null
  } catch {
    return null
  }
}

export function rememberMapping(storage: Pick<Storage, 'getItem' | 'setItem'>, headers: readonly string[], mapping: ColumnMapping): void {
  let saved: Record<string, ColumnMapping> = {}
  try {
    saved = JSON.parse(storage.getItem(MAPPINGS_KEY) ?? '{}') as Record<string, ColumnMapping>
  } catch {
    // A damaged entry is replaced.
  }
  saved[headers.map(headerKey).join('|')] = mapping
  storage.setItem(MAPPINGS_KEY, JSON.stringify(saved))
}
