/*
 * What a failed query says, read the same way on MySQL/MariaDB and SQLite.
 */

/** Database drivers' codes for a violated unique constraint (MySQL/MariaDB, SQLite). */
const UNIQUE_VIOLATIONS = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE'])

/** The driver's error code of a thrown value, or undefined. */
export function databaseErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/** Whether a query failed on a unique index: someone else wrote the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  return UNIQUE_VIOLATIONS.has(String(databaseErrorCode(error)))
}
