import { describe, expect, it } from 'vitest'
import { hoursFormDays, hoursPayload } from './opening-hours-form.ts'

describe('the shop form opening hours', () => {
  it('fills Monday to Sunday from what the shop has; unnamed days are closed', () => {
    const days = hoursFormDays([{ day: 'Friday', opens: '18:00', closes: '02:00' }])
    expect(days.map((day) => day.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    expect(days[4]).toEqual({ day: 'Friday', open: true, opens: '18:00', closes: '02:00' })
    expect(days[0]).toEqual({ day: 'Monday', open: false, opens: '', closes: '' })
  })

  it('sends every day when one is open, closed days without times, and null when none is', () => {
    const days = hoursFormDays(null)
    expect(hoursPayload(days)).toBeNull()
    const friday = days.map((day) => (day.day === 'Friday' ? { ...day, open: true, opens: '10:00', closes: '17:30' } : day))
    const payload = hoursPayload(friday)!
    expect(payload).toHaveLength(7)
    expect(payload[4]).toEqual({ day: 'Friday', opens: '10:00', closes: '17:30' })
    expect(payload[0]).toEqual({ day: 'Monday', opens: null, closes: null })
    // An unticked day keeps its typed times in the form but sends none.
    expect(hoursPayload(friday.map((day) => (day.day === 'Monday' ? { ...day, opens: '09:00' } : day)))![0]).toEqual({
      day: 'Monday',
      opens: null,
      closes: null,
    })
  })
})
