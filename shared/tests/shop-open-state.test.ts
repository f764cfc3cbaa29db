import { describe, expect, it } from 'vitest'
import { shopOpenStateAt } from '../src/rules/shop-open-state.ts'
import type { OpeningHoursRow } from '../src/types/catalogue.ts'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const NINE_TO_SIX: OpeningHoursRow[] = DAYS.map((day) => ({ day, opens: '09:00', closes: '18:00' }))
const calendar = { openingHours: NINE_TO_SIX, closures: [], temporarilyClosed: false }
// Friday 24 December 2027, 10:00 in Dublin (winter time is UTC); 30 June 2027 10:00 is 09:00 UTC.
const christmasEveMorning = new Date('2027-12-24T10:00:00Z')

describe('shopOpenStateAt (Europe/Dublin, closures applied)', () => {
  it('is open within the day’s hours and closed outside them, on the Irish clock in summer too', () => {
    expect(shopOpenStateAt(calendar, christmasEveMorning)).toBe('open')
    expect(shopOpenStateAt(calendar, new Date('2027-12-24T18:30:00Z'))).toBe('closed')
    expect(shopOpenStateAt(calendar, new Date('2027-06-30T08:30:00Z'))).toBe('open')
    expect(shopOpenStateAt(calendar, new Date('2027-06-30T07:30:00Z'))).toBe('closed')
  })

  it('is closed today when a closure covers the Dublin day, and temporarily closed whatever the hours', () => {
    const christmas = { ...calendar, closures: [{ startsOn: '2027-12-24', endsOn: '2027-12-27' }] }
    expect(shopOpenStateAt(christmas, christmasEveMorning)).toBe('closedToday')
    expect(shopOpenStateAt(christmas, new Date('2027-12-28T10:00:00Z'))).toBe('open')
    expect(shopOpenStateAt({ ...christmas, temporarilyClosed: true }, new Date('2027-12-28T10:00:00Z'))).toBe('temporarilyClosed')
  })

  it('says nothing for a shop that gave no hours', () => {
    expect(shopOpenStateAt({ ...calendar, openingHours: null }, christmasEveMorning)).toBeNull()
  })
})
