import { WEEK_DAYS, type WeekDay } from '@shoplocal/shared/constants'
import type { OpeningHoursRow } from '@shoplocal/shared/types'

/** One day of the form: open or not, and the times typed (kept while the day is unticked, so ticking back restores them). */
export interface HoursFormDay {
  day: WeekDay
  open: boolean
  opens: string
  closes: string
}

/** What a newly ticked day starts with. */
export const DEFAULT_DAY_HOURS = { opens: '09:00', closes: '18:00' } as const

/** The seven days Monday first, filled from what the shop has (a day it does not name is closed). */
export function hoursFormDays(rows: readonly OpeningHoursRow[] | null | undefined): HoursFormDay[] {
  return WEEK_DAYS.map((day) => {
    const row = rows?.find((each) => each.day === day)
    const open = Boolean(row?.opens && row.closes)
    return { day, open, opens: open ? row!.opens! : '', closes: open ? row!.closes! : '' }
  })
}

/**
 * The payload: every day, closed days without times; null when no day is open (the shop gave no hours),
 * so the pages show no badge rather than "Closed" every day.
 */
export function hoursPayload(days: readonly HoursFormDay[]): OpeningHoursRow[] | null {
  if (!days.some((day) => day.open)) return null
  return days.map((day) =>
    day.open ? { day: day.day, opens: day.opens || null, closes: day.closes || null } : { day: day.day, opens: null, closes: null },
  )
}
