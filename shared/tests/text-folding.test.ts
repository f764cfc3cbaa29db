import { describe, expect, it } from 'vitest'
import { foldText } from '../src/rules/index.ts'

describe('foldText', () => {
  it('folds case and accents, so either spelling finds the other', () => {
    expect(foldText('Siobhán')).toBe('siobhan')
    expect(foldText('GRÁINNE')).toBe('grainne')
    expect(foldText('Ó Súilleabháin')).toBe('o suilleabhain')
    expect(foldText('Crème Brûlée')).toBe('creme brulee')
  })

  it('lowers plain ASCII as it is', () => {
    expect(foldText("O'Brien 087-123")).toBe("o'brien 087-123")
  })
})
