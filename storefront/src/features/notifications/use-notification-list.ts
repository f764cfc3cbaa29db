import { NOTIFICATIONS_POLL_MS, notificationChannel } from '@shoplocal/shared/constants'
import { NOTIFICATION_SCREEN_LABELS as copy } from '@shoplocal/shared/messages'
import { arrivedSince, bellListReducer, EMPTY_BELL_LIST, isUnread } from '@shoplocal/shared/rules'
import type { NotificationItem, NotificationPushed } from '@shoplocal/shared/types'
import { useEffect, useReducer, useRef, useState, type MouseEvent } from 'react'
import { useLiveChannel } from '../../lib/live/live-channel.ts'
import { usePolling } from '../../lib/live/use-polling.ts'
import { isPlainClick } from './notification-list.ts'
import { fetchNotifications, fetchUnreadCount, markAllNotificationsRead, markNotificationRead } from './notifications-api.ts'

type ListState = 'idle' | 'loading' | 'failed'

/**
 * The bell's count and list (their rules are `bellListReducer`'s, shared with the console's bell). New notifications
 * are pushed on the person's channel; while the stream is down the count, and the open list's first page, are read
 * every NOTIFICATIONS_POLL_MS.
 */
export function useNotificationList(userId: number, open: boolean) {
  const [list, dispatch] = useReducer(bellListReducer, EMPTY_BELL_LIST)
  const [unreadOnly, setUnreadOnly] = useState(false)
  const [state, setState] = useState<ListState>('idle')
  const [problem, setProblem] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  // The list's filter as the latest request asked it, so an older answer never replaces a newer one.
  const request = useRef(0)

  // The count shown, so a poll that finds more can say so (the first read is no news).
  const shownCount = useRef(list.count)
  shownCount.current = list.count
  const countRead = useRef(false)
  /**
   * Counts what changed the count here (a push, marking read): a count read while one happened was answered
   * before it, and the count shown is newer.
   */
  const countChanges = useRef(0)
  const refreshCount = async () => {
    const changesBefore = countChanges.current
    const result = await fetchUnreadCount()
    if (!result.ok || countChanges.current !== changesBefore) return
    const more = arrivedSince(shownCount.current, result.data.count)
    if (countRead.current && more > 0) setAnnouncement(copy.arrivedCount(more))
    countRead.current = true
    dispatch({ type: 'countRead', count: result.data.count })
  }

  /**
   * Opening the list or changing its filter reads page 1 afresh; later pages, and the polls while the stream
   * is down, are merged into what is shown, so a poll never takes away the pages already read.
   */
  const load = async (page: number, onlyUnread: boolean, fresh: boolean) => {
    const ticket = ++request.current
    if (fresh) dispatch({ type: 'freshRead' })
    setState('loading')
    // The count is read with a fresh look too, so the badge never lags behind the list it sits on.
    const [result] = await Promise.all([fetchNotifications(page, onlyUnread), fresh ? refreshCount() : undefined])
    if (ticket !== request.current) return
    if (!result.ok) {
      setState('failed')
      return
    }
    dispatch({ type: 'pageRead', page, rows: result.data.rows, total: result.data.total, fresh })
    setState('idle')
  }

  const live = useLiveChannel<NotificationPushed>(notificationChannel(userId), (pushed) => {
    countChanges.current++
    dispatch({ type: 'pushed', pushed })
    setAnnouncement(copy.arrived(pushed.notification.title))
  })

  // Polled while the stream is down; once it is up, read once more what may have come before it was.
  const openRef = useRef(open)
  openRef.current = open
  const poll = async () => {
    await refreshCount()
    if (openRef.current) await load(1, unreadOnly, false)
  }
  usePolling(poll, NOTIFICATIONS_POLL_MS, !live)
  useEffect(() => {
    if (live) void poll()
    // Only the stream coming up asks again; poll itself changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live])

  /** The bell opened or closed: opening reads the list afresh. */
  const toggled = (nowOpen: boolean) => {
    setProblem(null)
    if (nowOpen) void load(1, unreadOnly, true)
  }

  const changeFilter = (onlyUnread: boolean) => {
    setUnreadOnly(onlyUnread)
    void load(1, onlyUnread, true)
  }

  const markOne = async (item: NotificationItem): Promise<boolean> => {
    try {
      const read = await markNotificationRead(item.id)
      countChanges.current++
      dispatch({ type: 'markedRead', item: read, unreadOnly })
      return true
    } catch {
      setProblem(copy.actionFailed)
      return false
    }
  }

  const markAll = async () => {
    try {
      await markAllNotificationsRead()
      countChanges.current++
      dispatch({ type: 'allMarkedRead', at: new Date().toISOString(), unreadOnly })
      setProblem(null)
    } catch {
      setProblem(copy.actionFailed)
    }
  }

  /** Opening an unread notification marks it read first; a new tab or window opens at once. */
  const follow = (event: MouseEvent<HTMLAnchorElement>, item: NotificationItem) => {
    if (!isUnread(item) || !item.link || !isPlainClick(event)) return
    event.preventDefault()
    const link = item.link
    void markOne(item).finally(() => window.location.assign(link))
  }

  const loadMore = () => void load(list.pages + 1, unreadOnly, false)

  return { list, unreadOnly, state, problem, announcement, live, toggled, changeFilter, markOne, markAll, follow, loadMore }
}

export type NotificationListControls = ReturnType<typeof useNotificationList>
