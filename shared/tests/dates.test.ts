import { describe, expect, it } from 'vitest'
import { addDays, daysLeft, formatDate, formatDateTime, formatTime, memberSince } from '../src/rules/dates.ts'

const now = new Date('2026-11-21T12:00:00Z')

describe('daysLeft', () => {
  it('rounds a partial day up', () => {
    expect(daysLeft('2026-11-21T12:00:01Z', now)).toBe(1)
    expect(daysLeft('2026-11-22T11:00:00Z', now)).toBe(1)
    expect(daysLeft('2026-11-22T13:00:00Z', now)).toBe(2)
  })

  it('counts whole days exactly', () => {
    expect(daysLeft('2026-12-21T12:00:00Z', now)).toBe(30)
  })

  it('is 0 at the end instant and never negative afterwards', () => {
    expect(daysLeft(now, now)).toBe(0)
    expect(daysLeft('2026-11-01T00:00:00Z', now)).toBe(0)
  })

  it('treats a broken date as no days left', () => {
    expect(daysLeft('not a date', now)).toBe(0)
  })

  it('defaults now to the current time', () => {
    expect(daysLeft(addDays(new Date(), 3))).toBe(3)
  })
})

describe('en-IE date formatting in Irish time', () => {
  it('formats day/month/year', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21/11/2026')
  })

  it('formats date and time', () => {
    expect(formatDateTime('2026-11-21T14:05:09Z')).toBe('21/11/2026, 14:05')
  })

  it('uses Irish summer time', () => {
    expect(formatTime('2026-07-01T10:00:00Z')).toBe('11:00')
  })

  it('returns an empty string for missing or broken dates', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('nope')).toBe('')
    expect(formatDateTime(undefined)).toBe('')
  })
})

describe('memberSince', () => {
  it('gives month and year', () => {
    expect(memberSince('2025-03-04T09:00:00Z')).toBe('March 2025')
  })

  it("falls back to 'Unknown'", () => {
    expect(memberSince(null)).toBe('Unknown')
    expect(memberSince(undefined)).toBe('Unknown')
    expect(memberSince('garbage')).toBe('Unknown')
  })
})
