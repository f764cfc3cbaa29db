import { describe, expect, it } from 'vitest'
import { editDistance, Vocabulary } from '../../../app/services/catalogue/vocabulary.ts'

describe('editDistance', () => {
  it('counts inserts, deletes, replacements and swaps as one edit each', () => {
    expect(editDistance('bakery', 'bakery', 2)).toBe(0)
    expect(editDistance('bakry', 'bakery', 2)).toBe(1)
    expect(editDistance('bakrey', 'bakery', 2)).toBe(1)
    expect(editDistance('brad', 'bread', 2)).toBe(1)
    expect(editDistance('cheeze', 'cheese', 2)).toBe(1)
  })

  it('stops once every path is past the limit', () => {
    expect(editDistance('pharmacy', 'bakery', 1)).toBe(2)
  })
})

describe('Vocabulary', () => {
  const vocabulary = new Vocabulary(['Murphy’s Bakery', 'Soda Bread', 'Brown Bread', 'Brad’s Bikes', 'Crème Fraîche'])

  it('knows whole words and their beginnings', () => {
    expect(vocabulary.knows('bread')).toBe(true)
    expect(vocabulary.knows('bake')).toBe(true)
    expect(vocabulary.knows('bakry')).toBe(false)
  })

  it('suggests the closest word for each unknown word, the more frequent of equals', () => {
    expect(vocabulary.suggest('bakeyr')).toBe('bakery')
    expect(vocabulary.suggest('brea')).toBeNull()
    expect(vocabulary.suggest('braed')).toBe('bread')
    expect(vocabulary.suggest('soda braed')).toBe('soda bread')
    expect(vocabulary.suggest('creme fraiche')).toBeNull()
  })

  it('suggests nothing when every word is known or none is close', () => {
    expect(vocabulary.suggest('soda bread')).toBeNull()
    expect(vocabulary.suggest('xylophone')).toBeNull()
    expect(vocabulary.suggest('ab')).toBeNull()
  })
})
