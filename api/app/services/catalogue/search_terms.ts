/*
 * Turns what a visitor typed into search words. Only letters and digits
 * survive, so nothing typed can change the meaning of the SQL (every word
 * still travels as a binding) or of MySQL's boolean full-text syntax.
 */

/** More words than this add nothing to a marketplace search and only cost time. */
export const MAX_SEARCH_WORDS = 8
/** A longer "word" is noise (or an attack); it is cut, not refused. */
const MAX_WORD_LENGTH = 40

/** InnoDB's full-text index skips tokens shorter than innodb_ft_min_token_size (3 by default). */
export const FULLTEXT_MIN_WORD = 3

/*
 * InnoDB's default stop words (INFORMATION_SCHEMA.INNODB_FT_DEFAULT_STOPWORD).
 * A required stop word (+the*) would match nothing. Next to other words they
 * are dropped, as a full-text engine does; alone they go through LIKE.
 */
const FULLTEXT_STOPWORDS = new Set([
  'a',
  'about',
  'an',
  'are',
  'as',
  'at',
  'be',
  'by',
  'com',
  'de',
  'en',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'la',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'what',
  'when',
  'where',
  'who',
  'will',
  'with',
  'und',
  'www',
])

export function isStopWord(word: string): boolean {
  return FULLTEXT_STOPWORDS.has(word)
}

/** Lower-cased distinct words of the input, in order, at most MAX_SEARCH_WORDS. */
export function searchWords(input: string | undefined): string[] {
  if (!input) return []
  const words = input.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const distinct = [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))]
  return distinct.slice(0, MAX_SEARCH_WORDS)
}

/**
 * Words a MySQL full-text index can answer, and the rest for LIKE: short words,
 * and stop words when nothing else was typed. A LIKE on its own scans the whole
 * table, so it is kept for what the index cannot do.
 */
export function splitForFulltext(words: string[]): { indexed: string[]; unindexed: string[] } {
  const meaningful = words.filter((word) => !FULLTEXT_STOPWORDS.has(word))
  const kept = meaningful.length > 0 ? meaningful : words
  const indexed = kept.filter((word) => word.length >= FULLTEXT_MIN_WORD && !FULLTEXT_STOPWORDS.has(word))
  const unindexed = kept.filter((word) => !indexed.includes(word))
  return { indexed, unindexed }
}

/** Boolean-mode expression requiring every word as a prefix: "+cheese* +board*". */
export function booleanPrefixQuery(words: string[]): string {
  return words.map((word) => `+${word}*`).join(' ')
}
