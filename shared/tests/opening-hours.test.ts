import { describe, expect, it } from 'vitest'
import { OPENING_HOURS_MESSAGES } from '../src/messages/opening-hours.ts'
import { openingHoursProblem, openStateAt } from '../src/rules/opening-hours.ts'
import type { OpeningHoursRow } from '../src/types/catalogue.ts'

const WEEKDAYS_9_TO_6: OpeningHoursRow[] = [
  { day: 'Monday', opens: '09:00', closes: '18:00' },
  { day: 'Tuesday', opens: '09:00', closes: '18:00' },
  { day: 'Wednesday', opens: '09:00', closes: '18:00' },
  { day: 'Thursday', opens: '09:00', closes: '18:00' },
  { day: 'Friday', opens: '09:00', closes: '18:00' },
  { day: 'Saturday', opens: null, closes: null },
  { day: 'Sunday', opens: null, closes: null },
]

describe('openStateAt (Europe/Dublin)', () => {
  it('reads winter time as UTC: Wednesday 25 November 2026', () => {
    expect(openStateAt(WEEKDAYS_9_TO_6, new Date('2026-11-25T08:59:00Z'))).toBe('closed')
    expect(openStateAt(WEEKDAYS_9_TO_6, new Date('2026-11-25T09:00:00Z'))).toBe('open')
    expect(openStateAt(WEEKDAYS_9_TO_6, new Date('2026-11-25T17:59:00Z'))).toBe('open')
    expect(openStateAt(WEEKDAYS_9_TO_6, new Date('2026-11-25T18:00:00Z'))).toBe('closed')
  })

  it('reads summer time an hour ahead of UTC: Wednesday 15 July 2026', () => {
    expect(openStateAt(WEEKDAYS_9_TO_6, new Date('2026-07-15T07:59:00Z'))).toBe('closed')
    expect(openStateAt(WEEKDAYS_9_TO_6, new Date('2026-07-15T08:00:00Z'))).toBe('open')
    expect(openStateAt(WEEKDAYS_9_TO_6, new Date('2026-07-15T16:59:00Z'))).toBe('open')
    expect(openStateAt(WEEKDAYS_9_TO_6, new Date('2026-07-15T17:00:00Z'))).toBe('closed')
  })

  it('follows the clock change itself: Sunday 29 March 2026 (01:00 UTC) and Sunday 25 October 2026 (01:00 UTC)', () => {
    const sundays: OpeningHoursRow[] = [{ day: 'Sunday', opens: '02:30', closes: '12:00' }]
    // 00:30 UTC on 29 March is 00:30 Irish time, still winter; an hour later the clocks read 02:30.
    expect(openStateAt(sundays, new Date('2026-03-29T00:30:00Z'))).toBe('closed')
    expect(openStateAt(sundays, new Date('2026-03-29T01:30:00Z'))).toBe('open')
    // 25 October: 01:30 UTC is back on winter time, 01:30 Irish time.
    expect(openStateAt(sundays, new Date('2026-10-25T00:45:00Z'))).toBe('closed')
    expect(openStateAt(sundays, new Date('2026-10-25T01:30:00Z'))).toBe('closed')
    expect(openStateAt(sundays, new Date('2026-10-25T02:30:00Z'))).toBe('open')
  })

  it('keeps hours past midnight open into the next day, and only that long', () => {
    const lateFriday: OpeningHoursRow[] = [{ day: 'Friday', opens: '18:00', closes: '02:00' }]
    // Friday 27 November 2026, 23:00 and Saturday 28th 01:30 Irish time are open; 02:00 and Friday 17:00 closed.
    expect(openStateAt(lateFriday, new Date('2026-11-27T23:00:00Z'))).toBe('open')
    expect(openStateAt(lateFriday, new Date('2026-11-28T01:30:00Z'))).toBe('open')
    expect(openStateAt(lateFriday, new Date('2026-11-28T02:00:00Z'))).toBe('closed')
    expect(openStateAt(lateFriday, new Date('2026-11-27T17:00:00Z'))).toBe('closed')
    // Sunday's late hours spill into Monday across the week's end.
    const lateSunday: OpeningHoursRow[] = [{ day: 'Sunday', opens: '20:00', closes: '01:00' }]
    expect(openStateAt(lateSunday, new Date('2026-11-30T00:30:00Z'))).toBe('open')
    // In summer Saturday 18 July 01:30 Irish time is 00:30 UTC, still open; 02:30 Irish time (01:30 UTC) is not.
    expect(openStateAt(lateFriday, new Date('2026-07-18T00:30:00Z'))).toBe('open')
    expect(openStateAt(lateFriday, new Date('2026-07-18T01:30:00Z'))).toBe('closed')
  })

  it('treats 00:00–00:00 as open all day and a closing time of 00:00 as midnight', () => {
    expect(openStateAt([{ day: 'Wednesday', opens: '00:00', closes: '00:00' }], new Date('2026-11-25T03:00:00Z'))).toBe('open')
    const toMidnight: OpeningHoursRow[] = [{ day: 'Wednesday', opens: '10:00', closes: '00:00' }]
    expect(openStateAt(toMidnight, new Date('2026-11-25T23:59:00Z'))).toBe('open')
    expect(openStateAt(toMidnight, new Date('2026-11-26T00:00:00Z'))).toBe('closed')
  })

  it('has no answer without hours', () => {
    expect(openStateAt(null, new Date())).toBeNull()
    expect(openStateAt([{ day: 'Monday', opens: null, closes: null }], new Date())).toBeNull()
  })
})

describe('openingHoursProblem', () => {
  it('accepts a week, part of one, or closed days', () => {
    expect(openingHoursProblem(WEEKDAYS_9_TO_6)).toBeNull()
    expect(openingHoursProblem([{ day: 'Friday', opens: '18:00', closes: '02:00' }])).toBeNull()
    expect(openingHoursProblem([])).toBeNull()
  })

  it('names what is wrong', () => {
    expect(openingHoursProblem([{ day: 'Funday', opens: null, closes: null }])).toBe(OPENING_HOURS_MESSAGES.invalid)
    expect(
      openingHoursProblem([
        { day: 'Monday', opens: null, closes: null },
        { day: 'Monday', opens: '09:00', closes: '17:00' },
      ]),
    ).toBe(OPENING_HOURS_MESSAGES.invalid)
    expect(openingHoursProblem([{ day: 'Monday', opens: '09:00', closes: null }])).toBe(OPENING_HOURS_MESSAGES.bothTimes)
    expect(openingHoursProblem([{ day: 'Monday', opens: '9am', closes: '17:00' }])).toBe(OPENING_HOURS_MESSAGES.timeInvalid)
    expect(openingHoursProblem([{ day: 'Monday', opens: '09:00', closes: '24:00' }])).toBe(OPENING_HOURS_MESSAGES.timeInvalid)
  })
})
