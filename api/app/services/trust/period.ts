import { trustErrors } from '#services/trust/trust_errors'
import type { StatementExportQuery } from '#validators/trust'

/** A period asked without its end runs to today; without its start, from the same day a year before its end. */
const DEFAULT_YEARS = 1

const day = (date: Date) => date.toISOString().slice(0, 10)

interface Period {
  /** The first and last day, as asked or defaulted. */
  from: string
  to: string
  /** As SQL bounds: from the first day's midnight to the midnight after the last. */
  bounds: [string, string]
}

/** The period of an export or of the transparency figures. */
export function periodOf(query: StatementExportQuery, now = new Date()): Period {
  const to = query.to ?? day(now)
  const start = new Date(`${to}T00:00:00Z`)
  start.setUTCFullYear(start.getUTCFullYear() - DEFAULT_YEARS)
  const from = query.from ?? day(start)
  if (from > to) throw trustErrors.exportRangeInvalid()
  const end = new Date(`${to}T00:00:00Z`)
  end.setUTCDate(end.getUTCDate() + 1)
  return { from, to, bounds: [`${from} 00:00:00`, `${day(end)} 00:00:00`] }
}
