/*
 * One text form for DATETIME values written outside the ORM (seeders, the
 * session store): the same "yyyy-MM-dd HH:mm:ss" in UTC that Lucid writes, so
 * comparisons in SQL behave the same on SQLite and MySQL.
 */
export function toSqlDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

/** Reads a DATETIME back: mysql2 gives a Date (UTC connection), SQLite the text form above. */
export function fromSqlDateTime(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`)
}
