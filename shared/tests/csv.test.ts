import { describe, expect, it } from 'vitest'
import { csvFileName } from '../src/rules/csv.ts'

describe('csvFileName', () => {
  it('names the file by local date and time with zero padding', () => {
    expect(csvFileName('customers', new Date(2026, 10, 21, 14, 5, 9))).toBe('customers-2026-11-21-14-05-09.csv')
  })

  it('uses the given prefix', () => {
    expect(csvFileName('users', new Date(2027, 0, 2, 3, 4, 5))).toBe('users-2027-01-02-03-04-05.csv')
  })
})
