import { describe, expect, it } from 'vitest'
import { irishPublicHolidays } from '../src/rules/irish-holidays.ts'

const days = (year: number) => Object.fromEntries(irishPublicHolidays(year).map((holiday) => [holiday.name, holiday.day]))

describe('Irish public holidays', () => {
  it('lists the ten holidays of 2026 on their days', () => {
    expect(days(2026)).toEqual({
      'New Year’s Day': '2026-01-01',
      'St Brigid’s Day': '2026-02-02',
      'St Patrick’s Day': '2026-03-17',
      'Easter Monday': '2026-04-06',
      'May Bank Holiday': '2026-05-04',
      'June Bank Holiday': '2026-06-01',
      'August Bank Holiday': '2026-08-03',
      'October Bank Holiday': '2026-10-26',
      'Christmas Day': '2026-12-25',
      'St Stephen’s Day': '2026-12-26',
    })
  })

  it('keeps St Brigid’s Day on 1 February when that is a Friday, and finds Easter Monday across months', () => {
    // 1 February 2030 is a Friday.
    expect(days(2030)['St Brigid’s Day']).toBe('2030-02-01')
    expect(days(2027)['St Brigid’s Day']).toBe('2027-02-01')
    expect(days(2027)['Easter Monday']).toBe('2027-03-29')
    expect(days(2025)['Easter Monday']).toBe('2025-04-21')
  })
})
