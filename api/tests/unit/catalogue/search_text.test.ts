import { describe, expect, it } from 'vitest'
import { foldedWords, storedWords } from '../../../app/helpers/text_folding.ts'
import { allowedTypos, indexTerm, queryWords, termForms, wordStem } from '../../../app/services/catalogue/search_text.ts'

describe('foldedWords', () => {
  it('keeps letters and digits only, in order', () => {
    expect(foldedWords('  Brown SODA-bread, 2 loaves!  ')).toEqual(['brown', 'soda', 'bread', '2', 'loaves'])
    expect(foldedWords('%_%')).toEqual([])
  })

  it('joins names spelt apart or with an apostrophe, as typed and as stored', () => {
    for (const typed of ['mc carthy', 'Mc Carthy', 'mccarthy', 'McCarthy', 'MC CARTHY']) expect(foldedWords(typed)).toEqual(['mccarthy'])
    expect(foldedWords("McCarthy's Bakery")).toEqual(['mccarthys', 'bakery'])
    expect(foldedWords('McCarthy’s')).toEqual(['mccarthys'])
    expect(foldedWords("O'Brien's Mc Donagh")).toEqual(['obriens', 'mcdonagh'])
    // "Mc" alone, or last, is a word of its own; apostrophes outside a word only separate.
    expect(foldedWords('mc')).toEqual(['mc'])
    expect(foldedWords('fresh bread mc')).toEqual(['fresh', 'bread', 'mc'])
    expect(foldedWords("'quoted' words")).toEqual(['quoted', 'words'])
  })

  it('stores a joined word with its parts, so a part alone still finds it', () => {
    expect(storedWords("O'Connor & Daughters")).toEqual(['oconnor', 'o', 'connor', 'daughters'])
    expect(storedWords('Mc Carthy Solicitors')).toEqual(['mccarthy', 'mc', 'carthy', 'solicitors'])
    expect(storedWords('Brown soda bread')).toEqual(foldedWords('Brown soda bread'))
  })
})

describe('wordStem', () => {
  it('gives a plural and its singular one form', () => {
    for (const [plural, single] of [
      ['bakeries', 'bakery'],
      ['cookies', 'cookie'],
      ['cheeses', 'cheese'],
      ['boxes', 'box'],
      ['dishes', 'dish'],
      ['glasses', 'glass'],
      ['pens', 'pen'],
      ['toys', 'toy'],
    ]) {
      expect(wordStem(plural), plural).toBe(wordStem(single))
    }
  })

  it('leaves short words, words with digits and words ending in ss, us or is alone', () => {
    expect(wordStem('gas')).toBe('gas')
    expect(wordStem('glass')).toBe('glass')
    expect(wordStem('citrus')).toBe('citrus')
    expect(wordStem('tennis')).toBe('tennis')
    expect(wordStem('4kgs')).toBe('4kgs')
  })

  it('is stable: a stem stems to itself', () => {
    for (const word of ['bakeries', 'cookies', 'boxes', 'toys', 'dresses', 'series']) {
      expect(wordStem(wordStem(word)), word).toBe(wordStem(word))
    }
  })
})

describe('indexTerm and allowedTypos', () => {
  it('folds then stems', () => {
    expect(indexTerm('Bakeries')).toBe(indexTerm('bakery'))
    expect(indexTerm('Cafés')).toBe('cafe')
  })

  it('stores a plural in "ves" under its singulars in "f" and "fe" too', () => {
    expect(termForms('Loaves')).toEqual(['loave', 'loaf', 'loafe'])
    expect(termForms('knives')).toContain('knife')
    expect(termForms('olives')).toContain(indexTerm('olive'))
    expect(termForms('bread')).toEqual(['bread'])
  })

  it('allows one typo from five letters, none below', () => {
    expect(allowedTypos('bread')).toBe(1)
    expect(allowedTypos('bakri')).toBe(1)
    expect(allowedTypos('cake')).toBe(0)
  })
})

describe('queryWords', () => {
  it('drops stop words next to other words and keeps them alone', () => {
    expect(queryWords('the bakery')).toEqual([{ forms: ['bakeri'], synonyms: ['bakehouse', 'baker', 'bread'] }])
    expect(queryWords('the')).toEqual([{ forms: ['the'], synonyms: [] }])
    expect(queryWords('loaves')).toEqual([{ forms: ['loave', 'loaf', 'loafe'], synonyms: [] }])
    expect(queryWords('%_%')).toEqual([])
  })
})
