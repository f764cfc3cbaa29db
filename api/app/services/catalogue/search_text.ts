/*
 * How the search index reads text, the same way for what it stores and what a
 * visitor types: letters and digits only, case and accents folded ("Siobhán"
 * and "siobhan" are one word), and English plurals reduced to one form
 * ("bakeries" and "bakery", "boxes" and "box"). Pure, so the rules are tested
 * without a database.
 */
import { RANKING } from '@shoplocal/shared/constants'
import { foldText } from '#helpers/text_folding'

/*
 * Plural and singular to one form, by the common English endings. Light on
 * purpose: it only has to give a plural and its singular the same form, not a
 * dictionary word. A final "y" or "ie" becomes "i", so "bakery", "bakeries",
 * "cookie" and "cookies" meet ("bakeri", "cooki"); "cheeses" → "cheese",
 * "boxes" → "box", "glass" stays.
 */
export function wordStem(word: string): string {
  if (word.length < 3 || /\d/.test(word)) return word
  let stem = word
  if (stem.endsWith('ies') && stem.length >= 4) stem = `${stem.slice(0, -3)}i`
  else if (/(?:ch|sh|x|ss|z)es$/.test(stem)) stem = stem.slice(0, -2)
  else if (stem.endsWith('s') && stem.length >= 4 && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1)
  if (stem.endsWith('ie')) return stem.slice(0, -1)
  if (stem.endsWith('y') && stem.length >= 3) return `${stem.slice(0, -1)}i`
  return stem
}

/** One indexed or searched word in its stored form. */
export function indexTerm(word: string): string {
  return wordStem(foldText(word))
}

/*
 * The forms a word is stored and searched under: its stem, and for a plural
 * in "ves" the singulars in "f" and "fe" too, since no one ending rule joins
 * "loaves" to "loaf", "knives" to "knife" and "olives" to "olive" at once.
 */
export function termForms(word: string): string[] {
  const folded = foldText(word)
  const stem = wordStem(folded)
  if (!folded.endsWith('ves') || folded.length < 5) return [stem]
  const base = folded.slice(0, -3)
  return [stem, `${base}f`, `${base}fe`]
}

/** How many letters may differ in a typed word: one from RANKING.typoFromLetters up (too many short words are one letter apart), none below. */
export function allowedTypos(term: string): number {
  return term.length >= RANKING.typoFromLetters ? 1 : 0
}
