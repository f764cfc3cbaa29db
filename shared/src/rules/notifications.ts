import type { NotificationItem } from '../types/notifications.ts'

/*
 * The notification list both bells show (the website's and the console's): the React parts differ per app, the
 * list's rules are these.
 */

/** Newest first, as the API lists them; the id breaks ties between notifications of the same second. */
const newestFirst = (a: NotificationItem, b: NotificationItem): number => b.createdAt.localeCompare(a.createdAt) || b.id - a.id

/**
 * Adds notifications (a pushed one, or the next page) to those shown, once each, newest first. A page read after
 * new notifications arrived starts with some of the previous page's, so pages are merged, never just joined.
 */
export function mergeNotifications(shown: readonly NotificationItem[], incoming: readonly NotificationItem[]): NotificationItem[] {
  const byId = new Map(shown.map((item) => [item.id, item]))
  for (const item of incoming) byId.set(item.id, item)
  return [...byId.values()].sort(newestFirst)
}

/** The list after one notification was marked read (the API's answer replaces it). */
export const replaceNotification = (shown: readonly NotificationItem[], item: NotificationItem): NotificationItem[] =>
  shown.map((current) => (current.id === item.id ? item : current))

/** The list after "mark all as read": every unread one read now (the API keeps its own time). */
export const markAllShownRead = (shown: readonly NotificationItem[], at: string): NotificationItem[] =>
  shown.map((item) => (item.readAt === null ? { ...item, readAt: at } : item))

/** What the list shows when it shows only the unread ones: a notification read meanwhile leaves it. */
export const visibleNotifications = (shown: readonly NotificationItem[], unreadOnly: boolean): NotificationItem[] =>
  unreadOnly ? shown.filter((item) => item.readAt === null) : [...shown]

/** The bell's badge: the unread count, capped so it fits. */
export const unreadBadge = (count: number): string => (count > 99 ? '99+' : String(count))
