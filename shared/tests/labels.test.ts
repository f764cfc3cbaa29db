import { describe, expect, it } from 'vitest'
import { activeLabel, fullName } from '../src/rules/labels.ts'

describe('badges and names', () => {
  it('labels activity', () => {
    expect(activeLabel(true)).toBe('Active')
    expect(activeLabel(false)).toBe('Inactive')
  })

  it('joins the name parts that exist', () => {
    expect(fullName('Siobhán', 'Ní Bhriain')).toBe('Siobhán Ní Bhriain')
    expect(fullName('Seán', null)).toBe('Seán')
    expect(fullName(null, undefined)).toBe('')
  })
})
