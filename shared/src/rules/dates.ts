import { LOCALE, MS_PER_DAY, TIME_ZONE } from '../constants/locale.ts'
import { CATALOGUE_FALLBACKS } from '../messages/catalogue.ts'

type DateInput = Date | string | number

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value))
const isValid = (date: Date): boolean => !Number.isNaN(date.getTime())

const dateFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const timeFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' })
const monthYearFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'long', year: 'numeric' })

/** Whole days until endDate, rounded up so the last partial day still counts, and never negative. */
export const daysLeft = (endDate: DateInput, now: Date = new Date()): number => {
  const end = toDate(endDate)
  if (!isValid(end)) return 0
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / MS_PER_DAY))
}

/** en-IE day/month/year, e.g. '21/11/2026'; empty for a missing or broken date. */
export const formatDate = (value: DateInput | null | undefined): string => {
  if (value === null || value === undefined) return ''
  const date = toDate(value)
  return isValid(date) ? dateFormat.format(date) : ''
}

/** en-IE date and time, e.g. '21/11/2026, 14:05'. */
export const formatDateTime = (value: DateInput | null | undefined): string => {
  if (value === null || value === undefined) return ''
  const date = toDate(value)
  return isValid(date) ? dateTimeFormat.format(date) : ''
}

/** Irish clock time, e.g. '14:05'. */
export const formatTime = (value: DateInput): string => {
  const date = toDate(value)
  return isValid(date) ? timeFormat.format(date) : ''
}

/** 'Member since' on the shop statistics card: month and year, or 'Unknown'. */
export const memberSince = (createdAt: DateInput | null | undefined): string => {
  if (createdAt === null || createdAt === undefined) return CATALOGUE_FALLBACKS.memberSince
  const date = toDate(createdAt)
  return isValid(date) ? monthYearFormat.format(date) : CATALOGUE_FALLBACKS.memberSince
}

export const addMilliseconds = (date: Date, ms: number): Date => new Date(date.getTime() + ms)
export const addDays = (date: Date, days: number): Date => addMilliseconds(date, days * MS_PER_DAY)

/** Whole days since an account was created (the customers export's Account Age); 0 for a broken date. */
export const accountAgeDays = (createdAt: DateInput, now: Date = new Date()): number => {
  const created = toDate(createdAt)
  if (!isValid(created)) return 0
  return Math.max(0, Math.floor((now.getTime() - created.getTime()) / MS_PER_DAY))
}
