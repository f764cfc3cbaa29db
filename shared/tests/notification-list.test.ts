import { describe, expect, it } from 'vitest'
import {
  arrivedSince,
  bellListReducer,
  canMarkAllRead,
  countAfterMarkedRead,
  EMPTY_BELL_LIST,
  hasMoreNotifications,
  isUnread,
  markAllShownRead,
  mergeNotifications,
  replaceNotification,
  unreadBadge,
  visibleNotifications,
} from '../src/rules/index.ts'
import type { NotificationItem } from '../src/types/index.ts'

type BellEvent = Parameters<typeof bellListReducer>[1]

const item = (id: number, createdAt: string, readAt: string | null = null): NotificationItem => ({
  id,
  kind: 'shop_approved',
  title: `Notification ${id}`,
  body: '',
  link: null,
  createdAt,
  readAt,
})

describe('notification list', () => {
  it('adds a pushed notification on top once, even if the page already brought it', () => {
    const shown = [item(2, '2026-11-25T10:00:00.000Z'), item(1, '2026-11-25T09:00:00.000Z')]
    const pushed = item(3, '2026-11-25T11:00:00.000Z')
    const once = mergeNotifications(shown, [pushed])
    expect(mergeNotifications(once, [pushed]).map((entry) => entry.id)).toEqual([3, 2, 1])
  })

  it('keeps newest first when an older page is appended, breaking ties by id', () => {
    const shown = [item(5, '2026-11-25T10:00:00.000Z'), item(4, '2026-11-25T10:00:00.000Z')]
    const next = [item(3, '2026-11-25T10:00:00.000Z'), item(2, '2026-11-24T10:00:00.000Z')]
    expect(mergeNotifications(shown, next).map((entry) => entry.id)).toEqual([5, 4, 3, 2])
  })

  it('marks one or all read and hides read ones from the unread view', () => {
    const shown = [item(2, '2026-11-25T10:00:00.000Z'), item(1, '2026-11-25T09:00:00.000Z', '2026-11-25T09:30:00.000Z')]
    const one = replaceNotification(shown, { ...shown[0], readAt: '2026-11-25T12:00:00.000Z' })
    expect(one[0].readAt).toBe('2026-11-25T12:00:00.000Z')
    expect(visibleNotifications(shown, true).map((entry) => entry.id)).toEqual([2])
    const all = markAllShownRead(shown, '2026-11-25T13:00:00.000Z')
    expect(all.map((entry) => entry.readAt)).toEqual(['2026-11-25T13:00:00.000Z', '2026-11-25T09:30:00.000Z'])
    expect(visibleNotifications(all, true)).toEqual([])
  })

  it('caps the badge at 99+', () => {
    expect([0, 7, 99, 100].map(unreadBadge)).toEqual(['0', '7', '99', '99+'])
  })

  it('counts down once per notification marked read, never below zero, and offers "mark all" only while some are unread', () => {
    expect([3, 1, 0].map(countAfterMarkedRead)).toEqual([2, 0, 0])
    expect([0, 1].map(canMarkAllRead)).toEqual([false, true])
    expect(isUnread(item(1, '2026-11-25T09:00:00.000Z'))).toBe(true)
  })

  it('tells how many arrived since the count shown, none when it went down', () => {
    expect(arrivedSince(2, 5)).toBe(3)
    expect(arrivedSince(5, 2)).toBe(0)
  })
})

describe('a bell with a live stream', () => {
  const run = (events: BellEvent[]) => events.reduce(bellListReducer, EMPTY_BELL_LIST)
  const older = [item(2, '2026-11-25T10:00:00.000Z'), item(1, '2026-11-25T09:00:00.000Z')]
  const pushed = item(3, '2026-11-25T11:00:00.000Z')

  it('keeps a notification pushed while a fresh read was on its way, and counts it once', () => {
    const state = run([
      { type: 'freshRead' },
      { type: 'pushed', pushed: { notification: pushed, unreadCount: 3 } },
      { type: 'pageRead', page: 1, rows: older, total: 2, fresh: true },
    ])
    expect(state.items.map((entry) => entry.id)).toEqual([3, 2, 1])
    expect(state.count).toBe(3)
    const again = bellListReducer(state, { type: 'pushed', pushed: { notification: pushed, unreadCount: 3 } })
    expect(again.total).toBe(state.total)
  })

  it('adds a pushed notification to the total, and the next page to what is shown', () => {
    const state = run([
      { type: 'pageRead', page: 1, rows: older, total: 3, fresh: true },
      { type: 'pushed', pushed: { notification: pushed, unreadCount: 1 } },
    ])
    expect(state.total).toBe(4)
    expect(hasMoreNotifications(state)).toBe(true)
    const next = bellListReducer(state, { type: 'pageRead', page: 2, rows: [item(0, '2026-11-24T09:00:00.000Z')], total: 4, fresh: false })
    expect(next.items.map((entry) => entry.id)).toEqual([3, 2, 1, 0])
    expect([next.pages, hasMoreNotifications(next)]).toEqual([2, false])
  })

  it('marks one or all read, and the unread-only list shrinks with them', () => {
    const state = run([
      { type: 'pageRead', page: 1, rows: older, total: 2, fresh: true },
      { type: 'countRead', count: 2 },
    ])
    const one = bellListReducer(state, { type: 'markedRead', item: { ...older[0], readAt: '2026-11-25T12:00:00.000Z' }, unreadOnly: true })
    expect([one.count, one.total, one.items[0].readAt]).toEqual([1, 1, '2026-11-25T12:00:00.000Z'])
    const all = bellListReducer(state, { type: 'allMarkedRead', at: '2026-11-25T13:00:00.000Z', unreadOnly: false })
    expect([all.count, all.total, all.items.every((entry) => !isUnread(entry))]).toEqual([0, 2, true])
  })
})
