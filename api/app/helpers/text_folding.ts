import { foldText } from '@shoplocal/shared/rules'

/*
 * The words of a text as the search indexes read them, each folded by `foldText` (case and accents,
 * `@shoplocal/shared/rules`).
 */

const WORDS = /[\p{L}\p{N}]+/gu
/** A word that may hold apostrophes between its letters: "o'brien", "mccarthy’s". */
const APOSTROPHE_WORDS = /[\p{L}\p{N}]+(?:['’ʼ][\p{L}\p{N}]+)*/gu
const APOSTROPHE = /['’ʼ]/
/** Written apart from the name it begins ("Mc Carthy"), it is read as part of it. */
const NAME_PREFIX = 'mc'

/*
 * The words of a text, folded, in order (repeats kept), with names joined the
 * way people spell them either way: an apostrophe inside a word joins its
 * parts ("O'Brien" → "obrien", "McCarthy's" → "mccarthys") and "Mc" before a
 * word joins it ("Mc Carthy" → "mccarthy"). A typed search is read so, each
 * joined word one word.
 */
export function foldedWords(text: string): string[] {
  return joinedWords(text, false)
}

/**
 * The words of a text as the search index stores them: as foldedWords, each joined word followed by its parts
 * ("obrien", "o", "brien"), so it is still found by a part alone ("connor" finds "O'Connor").
 */
export function storedWords(text: string): string[] {
  return joinedWords(text, true)
}

function joinedWords(text: string, keepParts: boolean): string[] {
  const folded = foldText(text)
  // Most texts hold neither: one plain split, as fast as before the rule.
  const apostrophes = APOSTROPHE.test(folded)
  if (!apostrophes && !folded.includes(NAME_PREFIX)) return folded.match(WORDS) ?? []
  const tokens = (apostrophes ? folded.match(APOSTROPHE_WORDS) : folded.match(WORDS)) ?? []
  const words: string[] = []
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at]
    const joinsNext = token === NAME_PREFIX && at + 1 < tokens.length
    const parts = joinsNext ? [token, ...(tokens[++at].match(WORDS) ?? [])] : (token.match(WORDS) ?? [])
    words.push(parts.join(''))
    if (keepParts && parts.length > 1) words.push(...parts)
  }
  return words
}
