/**
 * Ireland's public holidays of a year, as suggestions for a shop's closures (never applied by themselves):
 * 'YYYY-MM-DD' days with their names. St Brigid's Day is the first Monday in February, or 1 February when
 * that falls on a Friday; Easter Monday follows Easter Sunday (Gregorian computus).
 */
interface PublicHoliday {
  day: string
  name: string
}

const iso = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10)
const weekday = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date)).getUTCDay()

/** The first Monday on or after the given day of the month. */
const firstMonday = (year: number, month: number, from = 1) => from + ((8 - weekday(year, month, from)) % 7)

function lastMonday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return last - ((weekday(year, month, last) + 6) % 7)
}

/** Easter Sunday (anonymous Gregorian algorithm): [month, date]. */
function easterSunday(year: number): [number, number] {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  return [month, ((h + l - 7 * m + 114) % 31) + 1]
}

export function irishPublicHolidays(year: number): PublicHoliday[] {
  const [easterMonth, easterDate] = easterSunday(year)
  const brigid = weekday(year, 2, 1) === 5 ? 1 : firstMonday(year, 2)
  return [
    { day: iso(year, 1, 1), name: 'New Year’s Day' },
    { day: iso(year, 2, brigid), name: 'St Brigid’s Day' },
    { day: iso(year, 3, 17), name: 'St Patrick’s Day' },
    { day: iso(year, easterMonth, easterDate + 1), name: 'Easter Monday' },
    { day: iso(year, 5, firstMonday(year, 5)), name: 'May Bank Holiday' },
    { day: iso(year, 6, firstMonday(year, 6)), name: 'June Bank Holiday' },
    { day: iso(year, 8, firstMonday(year, 8)), name: 'August Bank Holiday' },
    { day: iso(year, 10, lastMonday(year, 10)), name: 'October Bank Holiday' },
    { day: iso(year, 12, 25), name: 'Christmas Day' },
    { day: iso(year, 12, 26), name: 'St Stephen’s Day' },
  ]
}
