import { describe, expect, it } from 'vitest'
import { markAllShownRead, mergeNotifications, replaceNotification, unreadBadge, visibleNotifications } from '../src/rules/index.ts'
import type { NotificationItem } from '../src/types/index.ts'

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
})
