import { NOTIFICATIONS_POLL_MS, notificationChannel } from '@shoplocal/shared/constants'
import { NOTIFICATION_SCREEN_LABELS as copy } from '@shoplocal/shared/messages'
import {
  formatDateTime,
  markAllShownRead,
  mergeNotifications,
  replaceNotification,
  unreadBadge,
  visibleNotifications,
} from '@shoplocal/shared/rules'
import type { NotificationItem, NotificationPushed } from '@shoplocal/shared/types'
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { useLiveChannel } from '../../lib/live/live-channel.ts'
import { usePolling } from '../../lib/live/use-polling.ts'
import { isPlainClick } from './notification-list.ts'
import { fetchNotifications, fetchUnreadCount, markAllNotificationsRead, markNotificationRead } from './notifications-api.ts'
import './notifications.css'

interface Props {
  /** The signed-in person, for their live channel. */
  userId: number
}

type ListState = 'idle' | 'loading' | 'failed'

/**
 * The header's bell: the unread count on a button that opens the list below it (a disclosure: Escape or
 * a click elsewhere closes it and focus stays with the bell). New notifications are pushed on the person's
 * channel; while the stream is down the count, and the open list's first page, are read every
 * NOTIFICATIONS_POLL_MS.
 */
export default function NotificationBell({ userId }: Props) {
  const [count, setCount] = useState(0)
  const [open, setOpen] = useState(false)
  const [unreadOnly, setUnreadOnly] = useState(false)
  const [items, setItems] = useState<NotificationItem[]>([])
  const [total, setTotal] = useState(0)
  const [pages, setPages] = useState(0)
  const [state, setState] = useState<ListState>('idle')
  const [problem, setProblem] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const panelId = useId()
  const headingId = useId()
  // The list's filter as the latest request asked it, so an older answer never replaces a newer one.
  const request = useRef(0)
  const itemsRef = useRef(items)
  itemsRef.current = items
  // Pushed since the latest fresh read began: that read may have been answered before they existed.
  const pushedSinceRead = useRef<NotificationItem[]>([])

  // The count shown, so a poll that finds more can say so (the first read is no news).
  const shownCount = useRef(count)
  shownCount.current = count
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
    const more = result.data.count - shownCount.current
    if (countRead.current && more > 0) setAnnouncement(copy.arrivedCount(more))
    countRead.current = true
    setCount(result.data.count)
  }

  /**
   * Opening the list or changing its filter reads page 1 afresh; later pages, and the polls while the stream
   * is down, are merged into what is shown, so a poll never takes away the pages already read.
   */
  const load = async (page: number, onlyUnread: boolean, fresh: boolean) => {
    const ticket = ++request.current
    if (fresh) pushedSinceRead.current = []
    setState('loading')
    // The count is read with a fresh look too, so the badge never lags behind the list it sits on.
    const [result] = await Promise.all([fetchNotifications(page, onlyUnread), fresh ? refreshCount() : undefined])
    if (ticket !== request.current) return
    if (!result.ok) {
      setState('failed')
      return
    }
    const pushed = pushedSinceRead.current
    setItems((shown) => (fresh ? mergeNotifications(pushed, result.data.rows) : mergeNotifications(shown, result.data.rows)))
    setTotal(result.data.total)
    setPages((current) => (fresh ? page : Math.max(current, page)))
    setState('idle')
  }

  const live = useLiveChannel<NotificationPushed>(notificationChannel(userId), (pushed) => {
    countChanges.current++
    setCount(pushed.unreadCount)
    if (!itemsRef.current.some((item) => item.id === pushed.notification.id)) setTotal((current) => current + 1)
    pushedSinceRead.current = [...pushedSinceRead.current, pushed.notification]
    setItems((shown) => mergeNotifications(shown, [pushed.notification]))
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

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const toggle = () => {
    const next = !open
    setOpen(next)
    setProblem(null)
    if (next) void load(1, unreadOnly, true)
  }

  const changeFilter = (onlyUnread: boolean) => {
    setUnreadOnly(onlyUnread)
    void load(1, onlyUnread, true)
  }

  const markOne = async (item: NotificationItem): Promise<boolean> => {
    try {
      const read = await markNotificationRead(item.id)
      pushedSinceRead.current = replaceNotification(pushedSinceRead.current, read)
      setItems((shown) => replaceNotification(shown, read))
      if (unreadOnly) setTotal((current) => Math.max(0, current - 1))
      countChanges.current++
      setCount((current) => Math.max(0, current - 1))
      return true
    } catch {
      setProblem(copy.actionFailed)
      return false
    }
  }

  const markAll = async () => {
    try {
      await markAllNotificationsRead()
      const readAt = new Date().toISOString()
      pushedSinceRead.current = markAllShownRead(pushedSinceRead.current, readAt)
      setItems((shown) => markAllShownRead(shown, readAt))
      if (unreadOnly) setTotal(0)
      countChanges.current++
      setCount(0)
      setProblem(null)
    } catch {
      setProblem(copy.actionFailed)
    }
  }

  /** Opening an unread notification marks it read first; a new tab or window opens at once. */
  const follow = (event: MouseEvent<HTMLAnchorElement>, item: NotificationItem) => {
    if (item.readAt !== null || !item.link || !isPlainClick(event)) return
    event.preventDefault()
    const link = item.link
    void markOne(item).finally(() => window.location.assign(link))
  }

  const shown = visibleNotifications(items, unreadOnly)
  const badge = unreadBadge(count)

  return (
    <div
      className="notification-bell"
      ref={rootRef}
      data-live={live}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        title={copy.bell}
        data-testid="notification-bell"
      >
        {/* The name is the words shown plus what a glance at the badge tells: "Notifications 3 unread". */}
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
        </svg>{' '}
        <span className="notification-bell__label">{copy.bell}</span>
        {count > 0 ? (
          <>
            {' '}
            <span className="notification-bell__count" data-testid="notification-count">
              {badge}
              <span className="visually-hidden"> {copy.unreadAfterCount}</span>
            </span>
          </>
        ) : (
          <span className="visually-hidden">{copy.noneUnread}</span>
        )}
      </button>
      <p className="visually-hidden" aria-live="polite" data-testid="notification-announcer">
        {announcement}
      </p>
      <section id={panelId} className="notification-panel" aria-labelledby={headingId} hidden={!open} data-testid="notification-panel">
        {/* Closed, the list is not kept in the page: nothing of it is found or read out until it is opened. */}
        {open && (
          <>
            <div className="notification-panel__head">
              <h2 id={headingId} ref={headingRef} tabIndex={-1}>
                {copy.heading}
              </h2>
              <button
                type="button"
                className="notification-panel__close"
                aria-label={copy.close}
                onClick={() => {
                  setOpen(false)
                  buttonRef.current?.focus()
                }}
              >
                ×
              </button>
            </div>
            <div className="notification-panel__tools">
              <label className="notification-panel__filter">
                <input type="checkbox" checked={unreadOnly} onChange={(event) => changeFilter(event.target.checked)} />
                {copy.unreadOnly}
              </label>
              <button type="button" className="notification-panel__action" onClick={() => void markAll()} disabled={count === 0}>
                {copy.markAllRead}
              </button>
            </div>
            {problem && (
              <p className="notification-panel__problem" role="alert">
                {problem}
              </p>
            )}
            {state === 'failed' && (
              <p className="notification-panel__problem" role="alert">
                {copy.loadFailed}
              </p>
            )}
            {shown.length > 0 ? (
              <ol className="notification-list" data-testid="notification-list">
                {shown.map((item) => {
                  const unread = item.readAt === null
                  return (
                    <li
                      key={item.id}
                      className={unread ? 'notification is-unread' : 'notification'}
                      data-testid="notification"
                      data-kind={item.kind}
                    >
                      <p className="notification__title">
                        {unread && <span className="visually-hidden">{copy.unread}: </span>}
                        {item.link?.startsWith('/') ? (
                          <a href={item.link} onClick={(event) => follow(event, item)}>
                            {item.title}
                          </a>
                        ) : (
                          item.title
                        )}
                      </p>
                      {item.body && <p className="notification__body">{item.body}</p>}
                      <div className="notification__meta">
                        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                        {unread && (
                          <button
                            type="button"
                            className="notification__read"
                            onClick={() =>
                              void markOne(item).then((done) => {
                                // The button goes away with the unread mark: focus stays in the list.
                                if (done) headingRef.current?.focus()
                              })
                            }
                          >
                            {copy.markRead}
                            <span className="visually-hidden">: {item.title}</span>
                          </button>
                        )}
                      </div>
                    </li>
                  )
                })}
              </ol>
            ) : (
              state === 'idle' && pages > 0 && <p className="notification-panel__empty">{unreadOnly ? copy.emptyUnread : copy.empty}</p>
            )}
            {items.length < total && state !== 'failed' && (
              <button
                type="button"
                className="notification-panel__more"
                disabled={state === 'loading'}
                onClick={() => void load(pages + 1, unreadOnly, false)}
              >
                {copy.more}
              </button>
            )}
          </>
        )}
      </section>
    </div>
  )
}
