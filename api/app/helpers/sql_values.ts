/*
 * Values as the two database drivers hand them over, in one place for every layer. SQLite keeps DATETIME as
 * UTC text, mysql2 gives a Date (UTC connection). One text form for DATETIME values written outside the ORM
 * (seeders, the session store): the same "yyyy-MM-dd HH:mm:ss" in UTC that Lucid writes, so comparisons in
 * SQL behave the same on SQLite and MySQL.
 */

/** A row of a raw query or a query-builder select: snake_case columns and the drivers' raw types. */
export type Row = Record<string, unknown>

/**
 * A COUNT or SUM read from the first row of a query: mysql2 may give it as text, SQLite as a number, and a query
 * that found no row gives none at all (0).
 */
export function countOf(row: Row | null | undefined, column = 'total'): number {
  return Number(row?.[column] ?? 0)
}

export function toSqlDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

/** Reads a DATETIME back: mysql2 gives a Date (UTC connection), SQLite the text form above. */
export function fromSqlDateTime(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`)
}

/** An ISO timestamp from either driver's DATETIME value (or an ISO text already). */
export function isoDate(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  const raw = String(value)
  return raw.includes('T') ? new Date(raw).toISOString() : fromSqlDateTime(raw).toISOString()
}
