/*
 * Case-insensitive word search over a few columns, ranked by relevance.
 * MySQL/MariaDB use the FULLTEXT index in boolean mode with prefix matching;
 * SQLite (and words a full-text index cannot answer) fall back to LIKE.
 * Every word is required. A match in the "name" column counts far more than a
 * match elsewhere, so a product called "Cheese Board" outranks one that only
 * mentions cheese in its description.
 */
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { booleanPrefixQuery, splitForFulltext } from '#services/catalogue/search_terms'
import { containsPattern, likeSql as like } from '#services/like'

export interface RawSql {
  sql: string
  bindings: (string | number)[]
}

export interface TextColumns {
  /** The column list of a FULLTEXT index, qualified, e.g. ['p.name', 'p.description']. */
  fulltext: string[]
  /** The column whose matches rank first (one of `fulltext`). */
  name: string
}

/** Weight of a word found in the name, against at most a few points of full-text score. */
const NAME_WEIGHT = 10

export const isMysql = (): boolean => db.connection().dialect.name === 'mysql'

/**
 * Adds the WHERE clauses for `words` to `query` and returns the relevance
 * expression to order by; null when there is nothing to match.
 */
export function applyTextMatch(query: DatabaseQueryBuilderContract, columns: TextColumns, words: string[]): RawSql | null {
  if (words.length === 0) return null
  const { indexed, unindexed } = isMysql() ? splitForFulltext(words) : { indexed: [], unindexed: words }
  const parts: string[] = []
  const bindings: (string | number)[] = []

  if (indexed.length > 0) {
    const match = `MATCH(${columns.fulltext.join(', ')}) AGAINST (? IN BOOLEAN MODE)`
    const expression = booleanPrefixQuery(indexed)
    query.whereRaw(match, [expression])
    parts.push(match)
    bindings.push(expression)
  }
  for (const word of unindexed) {
    const pattern = containsPattern(word)
    query.whereRaw(
      `(${columns.fulltext.map(like).join(' OR ')})`,
      columns.fulltext.map(() => pattern),
    )
    // Without a full-text score, a word found anywhere counts one point.
    parts.push(`(${columns.fulltext.map(like).join(' OR ')})`)
    bindings.push(...columns.fulltext.map(() => pattern))
  }
  for (const word of words) {
    parts.push(`${NAME_WEIGHT} * (${like(columns.name)})`)
    bindings.push(containsPattern(word))
  }
  return { sql: parts.join(' + '), bindings }
}

/** Adds "column contains text" (case-insensitive) for a free-text filter such as a town. */
export function whereContains(query: DatabaseQueryBuilderContract, column: string, text: string | undefined) {
  const trimmed = text?.trim()
  if (trimmed) query.whereRaw(like(column), [containsPattern(trimmed)])
}
