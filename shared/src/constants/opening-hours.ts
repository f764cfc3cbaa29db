/** The days of a shop's week, in the order the forms and pages list them (an Irish week starts on Monday). */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type WeekDay = (typeof WEEK_DAYS)[number]

/** A time of day as shops give it, 24-hour "HH:MM". */
export const OPENING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
