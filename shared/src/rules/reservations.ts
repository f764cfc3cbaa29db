import { LOCALE, TIME_ZONE } from '../constants/locale.ts'
import { WEEK_DAYS } from '../constants/opening-hours.ts'
import { RESERVATION_PICKUP_DAYS } from '../constants/reservations.ts'
import type { OpeningHoursRow } from '../types/catalogue.ts'

/** What decides whether a shop opens on a day: its weekly hours, its closures and its "temporarily closed" switch. */
export interface ShopCalendar {
  openingHours: readonly OpeningHoursRow[] | null
  closures: readonly { startsOn: string; endsOn: string }[]
  temporarilyClosed: boolean
}

const dublinDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
const dublinTime = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** Today's calendar day in Ireland, 'YYYY-MM-DD'. */
export const dublinDateOf = (now: Date): string => dublinDay.format(now)

/** The moment a 'YYYY-MM-DD' day begins in Ireland (midnight Irish time, one hour before midnight UTC in summer). */
export function dublinMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`)
  const irishHour = Number(dublinTime.format(utcMidnight).slice(0, 2))
  return new Date(utcMidnight.getTime() - irishHour * 3_600_000)
}

/** The calendar day `days` after a 'YYYY-MM-DD' day. */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const weekDayOf = (day: string) => WEEK_DAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]
const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The day's opening hours, or null when the shop does not open that weekday (every day counts as open when no hours are given). */
function hoursOn(calendar: ShopCalendar, day: string): { opens: string; closes: string } | null {
  const rows = (calendar.openingHours ?? []).filter((row) => row.opens && row.closes)
  if (rows.length === 0) return { opens: '00:00', closes: '00:00' }
  const row = rows.find((candidate) => candidate.day === weekDayOf(day))
  return row ? { opens: row.opens!, closes: row.closes! } : null
}

/** Whether the shop opens on a calendar day: its weekday has hours, no closure covers it, and it is not temporarily closed. */
function isOpenDay(calendar: ShopCalendar, day: string): boolean {
  if (calendar.temporarilyClosed) return false
  if (calendar.closures.some((closure) => closure.startsOn <= day && day <= closure.endsOn)) return false
  return hoursOn(calendar, day) !== null
}

/**
 * The days a reservation may be collected on: today and the following days (RESERVATION_PICKUP_DAYS in all) on
 * which the shop opens, today only while it has not yet closed.
 */
export function pickupDays(calendar: ShopCalendar, now: Date = new Date()): string[] {
  const today = dublinDateOf(now)
  const days: string[] = []
  for (let offset = 0; offset < RESERVATION_PICKUP_DAYS; offset++) {
    const day = addCalendarDays(today, offset)
    if (!isOpenDay(calendar, day)) continue
    if (offset === 0) {
      const hours = hoursOn(calendar, day)!
      const closes = minutesOf(hours.closes)
      if (closes > minutesOf(hours.opens) && minutesOf(dublinTime.format(now)) >= closes) continue
    }
    days.push(day)
  }
  return days
}

/** Whether a 'HH:MM' time falls inside the shop's hours on that day (a closing at or before the opening runs past midnight). */
export function isWithinHours(calendar: ShopCalendar, day: string, time: string): boolean {
  const hours = hoursOn(calendar, day)
  if (!hours) return false
  const [opens, closes, at] = [minutesOf(hours.opens), minutesOf(hours.closes), minutesOf(time)]
  return closes > opens ? at >= opens && at <= closes : at >= opens || at <= closes
}

/** The first day after `day` on which the shop opens (within a year), for the uncollected grace day. */
export function nextOpenDay(calendar: ShopCalendar, day: string): string {
  for (let offset = 1; offset <= 366; offset++) {
    const next = addCalendarDays(day, offset)
    if (isOpenDay(calendar, next)) return next
  }
  return addCalendarDays(day, 1)
}

/** A link that opens directions to the shop in a map. */
export function directionsUrl(shop: { name: string; address: string | null; location: string }): string {
  const destination = [shop.name, shop.address, shop.location].filter(Boolean).join(', ')
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}

const pickupDayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })

/** A calendar day as people read it, e.g. 'Monday 30 November' (the day itself, whatever the reader's zone). */
export const formatPickupDay = (day: string): string => pickupDayFormat.format(new Date(`${day}T12:00:00Z`))
