import { openStateAt } from './opening-hours.ts'
import { dublinDateOf, type ShopCalendar } from './reservations.ts'

/**
 * What a shop is at a moment, read on the Irish clock: open, closed (outside its weekly hours), closed today
 * (a closure covers the day), temporarily closed (the owner's switch), or null when it gave no hours (nobody can
 * say). The "Open now" search filter keeps only 'open'; pages and cards label the others.
 */
export type ShopOpenState = 'open' | 'closed' | 'closedToday' | 'temporarilyClosed'

export function shopOpenStateAt(calendar: ShopCalendar, now: Date = new Date()): ShopOpenState | null {
  if (calendar.temporarilyClosed) return 'temporarilyClosed'
  if (closureToday(calendar.closures, now)) return 'closedToday'
  return openStateAt(calendar.openingHours, now)
}

/** The closure covering today, if any (its note says why: "Closed for Christmas"). */
export function closureToday<T extends { startsOn: string; endsOn: string }>(closures: readonly T[], now: Date = new Date()): T | null {
  const today = dublinDateOf(now)
  return closures.find((closure) => closure.startsOn <= today && today <= closure.endsOn) ?? null
}
