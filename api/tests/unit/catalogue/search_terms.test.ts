import { describe, expect, it } from 'vitest'
import { containsPattern } from '../../../app/services/like.ts'
import { booleanPrefixQuery, MAX_SEARCH_WORDS, searchWords, splitForFulltext } from '../../../app/services/catalogue/search_terms.ts'

describe('searchWords', () => {
  it('keeps only letters and digits, lower-cased, without repeats', () => {
    expect(searchWords('  Brown SODA bread, brown!  ')).toEqual(['brown', 'soda', 'bread'])
    expect(searchWords("'; DROP TABLE shops; --")).toEqual(['drop', 'table', 'shops'])
    expect(searchWords('+cheese* -board ~"x" @2 (y)')).toEqual(['cheese', 'board', 'x', '2', 'y'])
  })

  it('keeps Irish and other accented letters', () => {
    expect(searchWords('Ó Súilleabháin Café')).toEqual(['ó', 'súilleabháin', 'café'])
  })

  it('gives nothing for empty or symbol-only input', () => {
    expect(searchWords(undefined)).toEqual([])
    expect(searchWords('')).toEqual([])
    expect(searchWords('%_\\*"🧀')).toEqual([])
  })

  it('caps the number and length of words', () => {
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_WORDS)
    expect(searchWords('x'.repeat(500))[0]).toHaveLength(40)
  })
})

describe('splitForFulltext', () => {
  it('sends short words to LIKE and drops stop words next to other words', () => {
    expect(splitForFulltext(['the', 'galway', 'bakery', 'co'])).toEqual({ indexed: ['galway', 'bakery'], unindexed: ['co'] })
  })

  it('keeps stop words for LIKE when nothing else was typed', () => {
    expect(splitForFulltext(['the', 'with'])).toEqual({ indexed: [], unindexed: ['the', 'with'] })
  })
})

describe('SQL fragments', () => {
  it('requires every word as a prefix in boolean mode', () => {
    expect(booleanPrefixQuery(['aran', 'sweater'])).toBe('+aran* +sweater*')
  })

  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_off!')).toBe('%50!%!_off!!%')
  })
})
