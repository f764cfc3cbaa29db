/*
 * LIKE patterns built from what a person typed. Their % and _ are escaped so
 * they match themselves, and every LIKE names its escape character with an
 * explicit ESCAPE clause: SQLite has no default escape character, and MySQL's
 * default (a backslash) is also its string-literal escape. '!' means the same
 * to both.
 */
export const LIKE_ESCAPE = '!'

function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (character) => `${LIKE_ESCAPE}${character}`)
}

/** Matches the text anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`
}

/** Matches values that start with the text (can use an index). */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`
}

/** The SQL of `column LIKE ?` with the escape clause; bind a pattern from this file. */
export function likeSql(column: string): string {
  return `${column} LIKE ? ESCAPE '${LIKE_ESCAPE}'`
}
