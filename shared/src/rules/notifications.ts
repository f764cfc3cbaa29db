import type { NotificationItem, NotificationPushed } from '../types/notifications.ts'

/*
 * The notification list both bells show (the website's and the console's) and the disclosure that shows it: the
 * React parts differ per app (shared/ holds no React), the rules are these.
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

/** A notification the person has not read yet. */
export const isUnread = (item: NotificationItem): boolean => item.readAt === null

/** The unread count once one notification was marked read here (never below zero, whatever was shown). */
export const countAfterMarkedRead = (count: number): number => Math.max(0, count - 1)

/** "Mark all as read" does something only while something is unread. */
export const canMarkAllRead = (count: number): boolean => count > 0

/** How many arrived since the count shown, as a read of the count finds them (none when it went down). */
export const arrivedSince = (shownCount: number, readCount: number): number => Math.max(0, readCount - shownCount)

/**
 * What a bell with a live stream holds: the unread count, the notifications read or pushed so far, how many
 * its list has (with its filter) and how many pages were read.
 */
interface BellList {
  count: number
  items: NotificationItem[]
  total: number
  pages: number
  /** Pushed since the latest fresh read began: that read may have been answered before they existed. */
  pushedSinceRead: NotificationItem[]
}

export const EMPTY_BELL_LIST: BellList = { count: 0, items: [], total: 0, pages: 0, pushedSinceRead: [] }

type BellEvent =
  /** Page 1 is read afresh (the list opened, or its filter changed). */
  | { type: 'freshRead' }
  /** A page answered: a fresh page 1 replaces the list (keeping what was pushed meanwhile), others merge. */
  | { type: 'pageRead'; page: number; rows: readonly NotificationItem[]; total: number; fresh: boolean }
  | { type: 'countRead'; count: number }
  | { type: 'pushed'; pushed: NotificationPushed }
  /** The API's answer to marking one read; the unread-only list has one fewer. */
  | { type: 'markedRead'; item: NotificationItem; unreadOnly: boolean }
  | { type: 'allMarkedRead'; at: string; unreadOnly: boolean }

export function bellListReducer(state: BellList, event: BellEvent): BellList {
  switch (event.type) {
    case 'freshRead':
      return { ...state, pushedSinceRead: [] }
    case 'pageRead':
      return {
        ...state,
        items: mergeNotifications(event.fresh ? state.pushedSinceRead : state.items, event.rows),
        total: event.total,
        pages: event.fresh ? event.page : Math.max(state.pages, event.page),
      }
    case 'countRead':
      return { ...state, count: event.count }
    case 'pushed': {
      const { notification, unreadCount } = event.pushed
      const isNew = !state.items.some((item) => item.id === notification.id)
      return {
        count: unreadCount,
        items: mergeNotifications(state.items, [notification]),
        total: isNew ? state.total + 1 : state.total,
        pages: state.pages,
        pushedSinceRead: [...state.pushedSinceRead, notification],
      }
    }
    case 'markedRead':
      return {
        count: countAfterMarkedRead(state.count),
        items: replaceNotification(state.items, event.item),
        total: event.unreadOnly ? Math.max(0, state.total - 1) : state.total,
        pages: state.pages,
        pushedSinceRead: replaceNotification(state.pushedSinceRead, event.item),
      }
    case 'allMarkedRead':
      return {
        count: 0,
        items: markAllShownRead(state.items, event.at),
        total: event.unreadOnly ? 0 : state.total,
        pages: state.pages,
        pushedSinceRead: markAllShownRead(state.pushedSinceRead, event.at),
      }
  }
}

/** Whether the list has more than it shows: another page to read. */
export const hasMoreNotifications = (state: BellList): boolean => state.items.length < state.total

/** What reaches either bell's disclosure (the list that opens below the bell). */
export type BellDisclosureEvent =
  /** The bell's own button. */
  | { type: 'toggle' }
  /** A pointer pressed anywhere on the page, in the bell and its list or outside them. */
  | { type: 'pointerDown'; insideBell: boolean }
  /** A key pressed in the bell or its list. */
  | { type: 'keyDown'; key: string }
  /** The list's close button. */
  | { type: 'closeButton' }
  /** A notification followed: the screen it opens takes the focus. */
  | { type: 'followed' }

/**
 * The disclosure after an event: whether it is open, and whether focus goes back to the bell (the control it was
 * on leaves with the list). Null when the event is not the bell's, so a key goes on to the page. A press outside
 * closes the list and leaves focus where the press put it; Escape and the close button close it onto the bell.
 */
export function bellDisclosureStep(open: boolean, event: BellDisclosureEvent): { open: boolean; focusBell: boolean } | null {
  switch (event.type) {
    case 'toggle':
      return { open: !open, focusBell: false }
    case 'pointerDown':
      return open && !event.insideBell ? { open: false, focusBell: false } : null
    case 'keyDown':
      return open && event.key === 'Escape' ? { open: false, focusBell: true } : null
    case 'closeButton':
      return { open: false, focusBell: true }
    case 'followed':
      return { open: false, focusBell: false }
  }
}
