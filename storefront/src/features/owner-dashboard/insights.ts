import type { OwnerInsights } from '@shoplocal/shared/types'

/** Chart colours for the shops' lines, in order; they repeat after eight shops. */
export const SHOP_COLOURS = ['#0b7a53', '#d9730f', '#1d4ed8', '#7c3aed', '#be123c', '#0d9488', '#a16207', '#334155'] as const

/** One row per day for the views chart: the day label and each shop's views under `shop<id>`. */
export function viewRows(insights: OwnerInsights): Record<string, string | number>[] {
  return insights.days.map((day, index) => {
    const row: Record<string, string | number> = { day: shortDate(day) }
    for (const shop of insights.shops) row[`shop${shop.id}`] = shop.viewsPerDay[index] ?? 0
    return row
  })
}

/** One row per week: its Monday, contact messages and new chats. */
export function weekRows(insights: OwnerInsights): { week: string; messages: number; chats: number }[] {
  return insights.weeks.map((week, index) => ({
    week: shortDate(week),
    messages: insights.messagesPerWeek[index] ?? 0,
    chats: insights.chatsPerWeek[index] ?? 0,
  }))
}

const shortFormat = new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** "2026-11-23" as "23 Nov". */
export const shortDate = (isoDay: string): string => shortFormat.format(new Date(`${isoDay}T00:00:00Z`))

/** Minutes as "45 min", "2 h 5 min" or "1 day 3 h". */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`
  const days = Math.floor(hours / 24)
  return `${days} ${days === 1 ? 'day' : 'days'}${hours % 24 ? ` ${hours % 24} h` : ''}`
}

export const totalViews = (insights: OwnerInsights): number =>
  insights.shops.reduce((sum, shop) => sum + shop.viewsPerDay.reduce((shopSum, views) => shopSum + views, 0), 0)
