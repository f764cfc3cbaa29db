import { describe, expect, it } from 'vitest'
import { WEEK_DAYS } from '../src/constants/opening-hours.ts'
import { addCalendarDays, dublinDateOf, isWithinHours, nextOpenDay, pickupDays, type ShopCalendar } from '../src/rules/reservations.ts'

// Wednesday 2 December 2026, 10:00 in Dublin (winter: UTC+0).
const NOW = new Date('2026-12-02T10:00:00Z')
const weekdays = WEEK_DAYS.map((day) => (day === 'Sunday' ? { day, opens: null, closes: null } : { day, opens: '09:00', closes: '18:00' }))
const calendar = (changes: Partial<ShopCalendar> = {}): ShopCalendar => ({
  openingHours: weekdays,
  closures: [],
  temporarilyClosed: false,
  ...changes,
})

describe('reservation days', () => {
  it('offers today and the next six days on which the shop opens, skipping its closed weekday', () => {
    expect(pickupDays(calendar(), NOW)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-07', '2026-12-08'])
  })

  it('leaves out today once the shop has closed, closures and a temporarily closed shop', () => {
    expect(pickupDays(calendar(), new Date('2026-12-02T18:30:00Z'))[0]).toBe('2026-12-03')
    const closed = calendar({ closures: [{ startsOn: '2026-12-03', endsOn: '2026-12-04' }] })
    expect(pickupDays(closed, NOW)).toEqual(['2026-12-02', '2026-12-05', '2026-12-07', '2026-12-08'])
    expect(pickupDays(calendar({ temporarilyClosed: true }), NOW)).toEqual([])
  })

  it('reads the Irish day, not the server’s', () => {
    expect(dublinDateOf(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02')
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01')
  })

  it('checks a ready-by time against the day’s hours and finds the grace day after a closed Sunday', () => {
    expect(isWithinHours(calendar(), '2026-12-02', '17:30')).toBe(true)
    expect(isWithinHours(calendar(), '2026-12-02', '08:59')).toBe(false)
    expect(isWithinHours(calendar(), '2026-12-06', '12:00')).toBe(false)
    expect(nextOpenDay(calendar(), '2026-12-05')).toBe('2026-12-07')
  })
})
