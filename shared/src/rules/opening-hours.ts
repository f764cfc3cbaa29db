import { TIME_ZONE } from '../constants/locale.ts'
import { OPENING_TIME_PATTERN, WEEK_DAYS, type WeekDay } from '../constants/opening-hours.ts'
import { OPENING_HOURS_MESSAGES } from '../messages/opening-hours.ts'
import type { OpeningHoursRow } from '../types/catalogue.ts'

type OpenState = 'open' | 'closed'

// Weekday and wall-clock time in Ireland, whatever the zone of the server or browser that asks.
const dublinClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

function dublinNow(now: Date): { day: number; minutes: number } {
  const parts = Object.fromEntries(dublinClock.formatToParts(now).map((part) => [part.type, part.value]))
  return { day: WEEK_DAYS.indexOf(parts.weekday as WeekDay), minutes: Number(parts.hour) * 60 + Number(parts.minute) }
}

/**
 * Whether a shop is open at `now`, read on the Irish clock (Europe/Dublin, summer time included). A closing
 * time at or before the opening time means the day's hours run past midnight into the next day (so
 * 00:00–00:00 is open all day). `null` when the shop gave no hours at all.
 */
export function openStateAt(rows: readonly OpeningHoursRow[] | null | undefined, now: Date = new Date()): OpenState | null {
  const open = (rows ?? []).filter((row) => row.opens && row.closes)
  if (open.length === 0) return null
  const { day, minutes } = dublinNow(now)
  const rowOf = (index: number) => open.find((row) => row.day === WEEK_DAYS[(index + 7) % 7])
  const today = rowOf(day)
  if (today) {
    const [opens, closes] = [minutesOf(today.opens!), minutesOf(today.closes!)]
    if (closes > opens ? minutes >= opens && minutes < closes : minutes >= opens) return 'open'
  }
  const yesterday = rowOf(day - 1)
  if (yesterday) {
    const [opens, closes] = [minutesOf(yesterday.opens!), minutesOf(yesterday.closes!)]
    if (closes <= opens && minutes < closes) return 'open'
  }
  return 'closed'
}

/**
 * What is wrong with a shop's opening hours, or null: each day of the week at most once, and on each day
 * either both times (24-hour HH:MM) or neither (closed). Shared so the form says what the API will say.
 */
export function openingHoursProblem(rows: readonly OpeningHoursRow[]): string | null {
  const days = rows.map((row) => row.day)
  if (days.some((day) => !WEEK_DAYS.includes(day as WeekDay)) || new Set(days).size !== days.length) return OPENING_HOURS_MESSAGES.invalid
  for (const row of rows) {
    if (Boolean(row.opens) !== Boolean(row.closes)) return OPENING_HOURS_MESSAGES.bothTimes
    if (row.opens && (!OPENING_TIME_PATTERN.test(row.opens) || !OPENING_TIME_PATTERN.test(row.closes ?? ''))) {
      return OPENING_HOURS_MESSAGES.timeInvalid
    }
  }
  return null
}
