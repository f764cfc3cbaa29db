import { describe, expect, it } from 'vitest'
import { bytesToMegabytes, hasNextLogsPage, pageCount } from '../src/rules/metrics.ts'

describe('dashboard figures', () => {
  it('converts system metrics', () => {
    expect(bytesToMegabytes(157_286_400)).toBe(150)
  })
})

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(41, 20)).toBe(3)
    expect(pageCount(40, 20)).toBe(2)
    expect(pageCount(0, 20)).toBe(1)
  })

  it('offers Next on the logs only after a full page of 50', () => {
    expect(hasNextLogsPage(50)).toBe(true)
    expect(hasNextLogsPage(49)).toBe(false)
  })
})
