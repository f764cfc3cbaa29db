/*
 * How the search index reads text, the same way for what it stores and what a
 * visitor types: letters and digits only, case and accents folded ("Siobhán"
 * and "siobhan" are one word), and English plurals reduced to one form
 * ("bakeries" and "bakery", "boxes" and "box"). Pure, so the rules are tested
 * without a database.
 */
import { RANKING } from '@shoplocal/shared/constants'
import { foldText } from '@shoplocal/shared/rules'
import { foldedWords } from '#helpers/text_folding'

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

/** A typed word: the forms it is searched under and its trade's other names. */
export type Word = { forms: string[]; synonyms: string[] }

/** More words add nothing to a marketplace search and only cost time. */
const MAX_SEARCH_WORDS = 8
const MAX_WORD_LENGTH = 40
/** Dropped next to other words (they would match nearly everything); alone they are searched. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with'])
/*
 * Words shoppers use for the same trade: a search for one finds the others as if typed (not as typos). Each group
 * is matched by its words' stems, so plurals need no entry.
 */
const TRADE_SYNONYMS: readonly (readonly string[])[] = [
  // Bread is what a bakery is looked for by.
  ['bakery', 'bakehouse', 'bakers', 'baker', 'bread'],
  ['barber', 'barbershop', 'barbers'],
  ['chemist', 'pharmacy', 'apothecary'],
  ['butcher', 'butchers', 'victualler'],
  ['grocer', 'greengrocer', 'grocery'],
  ['cafe', 'coffee', 'coffeehouse', 'coffeeshop'],
  ['florist', 'flowers', 'flower'],
  ['bookshop', 'bookstore', 'books', 'bookseller'],
  ['hairdresser', 'salon', 'hairdressing'],
  ['hardware', 'ironmonger', 'ironmongers'],
  ['fishmonger', 'fish'],
  ['jeweller', 'jewellery', 'jeweler', 'jewelry'],
  ['optician', 'optometrist', 'opticians'],
  ['deli', 'delicatessen'],
  ['cobbler', 'shoemaker'],
  ['tailor', 'alterations', 'dressmaker'],
]

const synonymsOf = new Map<string, string[]>()
for (const group of TRADE_SYNONYMS) {
  const stems = [...new Set(group.map(indexTerm))]
  for (const stem of stems) synonymsOf.set(stem, stems)
}

/** The words of a typed search; stop words count only when nothing else was typed. */
export function queryWords(input: string | undefined): Word[] {
  if (!input) return []
  const words = [...new Set(foldedWords(input).map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_SEARCH_WORDS)
  const meaningful = words.filter((word) => !STOP_WORDS.has(word))
  return (meaningful.length > 0 ? meaningful : words).map((word) => {
    const forms = termForms(word)
    return { forms, synonyms: (synonymsOf.get(forms[0]) ?? []).filter((stem) => !forms.includes(stem)) }
  })
}
