import { createHmac } from 'node:crypto'
import { DateTime } from 'luxon'
import { appKey } from '#config/app'

/*
 * How an anonymous visitor is recognised for the once-an-hour visit rule, the way privacy-first analytics do
 * it: a keyed hash (HMAC-SHA256) of the full address and the browser, under a key that changes every day.
 * The day's key is derived from the app key and the date in Dublin, and never stored, so a stored hash cannot
 * be turned back into an address, nor linked to the same visitor's hash of another day.
 */
const DAY_ZONE = 'Europe/Dublin'

function keyOfDay(day: string): Buffer {
  return createHmac('sha256', appKey.release()).update(`shop-visitor-day:${day}`).digest()
}

/** The visitor's hash for the day `at` falls on in Dublin. */
export function visitorHash(fullAddress: string, userAgent: string | null, at: Date = new Date()): string {
  const day = DateTime.fromJSDate(at, { zone: DAY_ZONE }).toISODate() ?? ''
  return createHmac('sha256', keyOfDay(day))
    .update(`${fullAddress}\n${userAgent ?? ''}`)
    .digest('hex')
}
