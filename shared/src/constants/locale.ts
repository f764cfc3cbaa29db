/** The platform sells in euro only; every price is formatted from this one setting. */
export const CURRENCY = 'EUR'
export const LOCALE = 'en-IE'
/** Dates render in Irish time on the server and in the browser alike, so SSR and hydration agree. */
export const TIME_ZONE = 'Europe/Dublin'

export const MS_PER_SECOND = 1000
export const MS_PER_MINUTE = 60 * MS_PER_SECOND
const MS_PER_HOUR = 60 * MS_PER_MINUTE
export const MS_PER_DAY = 24 * MS_PER_HOUR
