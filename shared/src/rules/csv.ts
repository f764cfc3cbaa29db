const pad = (value: number): string => String(value).padStart(2, '0')

/** The export's file name by local date and time, e.g. customers-2026-11-21-14-05-09.csv. */
export const csvFileName = (prefix: string, date: Date): string => {
  const day = [date.getFullYear(), pad(date.getMonth() + 1), pad(date.getDate())]
  const time = [pad(date.getHours()), pad(date.getMinutes()), pad(date.getSeconds())]
  return `${prefix}-${[...day, ...time].join('-')}.csv`
}
