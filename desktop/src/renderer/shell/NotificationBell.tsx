import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { NOTIFICATIONS_PER_PAGE, NOTIFICATIONS_POLL_MS, type NotificationKind } from '@shoplocal/shared/constants'
import { NOTIFICATION_SCREEN_LABELS as copy } from '@shoplocal/shared/messages'
import { formatDateTime, mergeNotifications, unreadBadge } from '@shoplocal/shared/rules'
import type { NotificationItem } from '@shoplocal/shared/types'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import {
  fetchNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_QUERY_KEY,
} from '../api/notifications'
import { useBridge } from '../bridge/context'
import type { TabId } from './tabs'
import './notifications.css'

/**
 * The tab where the admin acts on a notification: the queue its kind is about. The API's link is the website's
 * page, which the console does not show; a notification of another kind opens nothing.
 */
const TAB_OF_KIND: Partial<Record<NotificationKind, TabId>> = {
  admin_shop_pending: 'pending',
  admin_proof_uploaded: 'verification',
  admin_spotlight_requested: 'spotlight',
  admin_report_received: 'reports',
  admin_appeal_received: 'appeals',
}

const consolePathOf = (kind: NotificationKind): string | null => {
  const tab = TAB_OF_KIND[kind]
  return tab ? `/${tab}` : null
}

/**
 * The top bar's bell for the signed-in admin: the unread count (read every NOTIFICATIONS_POLL_MS: the
 * console's calls go through the main process, which holds the token, so there is no live stream here)
 * and a disclosure listing the notifications, newest first, a page at a time.
 */
export function NotificationBell() {
  const bridge = useBridge()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [unreadOnly, setUnreadOnly] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const panelId = useId()
  const headingId = useId()

  const unread = useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'unread-count'],
    queryFn: () => fetchUnreadCount(bridge),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  })
  const list = useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list', unreadOnly],
    queryFn: ({ pageParam }) => fetchNotifications(bridge, pageParam, unreadOnly),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === NOTIFICATIONS_PER_PAGE ? pages.length + 1 : undefined),
    enabled: open,
    refetchInterval: open ? NOTIFICATIONS_POLL_MS : false,
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY })
  const markOne = useMutation({
    mutationFn: (item: NotificationItem) => markNotificationRead(bridge, item.id),
    onSuccess: () => {
      headingRef.current?.focus()
      return refresh()
    },
  })
  const markAll = useMutation({ mutationFn: () => markAllNotificationsRead(bridge), onSuccess: refresh })

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const count = unread.data?.count ?? 0
  // Merged, not joined: a page read after new notifications arrived repeats some of the page before it.
  const items = mergeNotifications([], list.data?.pages.flat() ?? [])
  const problem = markOne.isError || markAll.isError ? copy.actionFailed : list.isError ? copy.loadFailed : null

  return (
    <div
      className="notification-bell"
      ref={rootRef}
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
        className="notification-bell-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={copy.bellWithCount(count)}
        onClick={() => setOpen(!open)}
        data-testid="notification-bell"
      >
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
        </svg>
        {count > 0 && (
          <span className="notification-bell-count" aria-hidden="true" data-testid="notification-count">
            {unreadBadge(count)}
          </span>
        )}
      </button>
      <section id={panelId} className="notification-panel" aria-labelledby={headingId} hidden={!open} data-testid="notification-panel">
        {/* Closed, the list is not kept in the page: nothing of it is found or read out until it is opened. */}
        {open && (
          <>
            <div className="notification-panel-head">
              <h2 id={headingId} ref={headingRef} tabIndex={-1}>
                {copy.heading}
              </h2>
              <label className="notification-panel-filter">
                <input type="checkbox" checked={unreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)} />
                {copy.unreadOnly}
              </label>
              <button
                type="button"
                className="button button-secondary"
                disabled={count === 0 || markAll.isPending}
                onClick={() => markAll.mutate()}
              >
                {copy.markAllRead}
              </button>
            </div>
            {problem && (
              <p className="notification-problem" role="alert">
                {problem}
              </p>
            )}
            {items.length > 0 ? (
              <ol className="notification-list" data-testid="notification-list">
                {items.map((item) => {
                  const isUnread = item.readAt === null
                  const path = consolePathOf(item.kind)
                  return (
                    <li
                      key={item.id}
                      className={isUnread ? 'notification is-unread' : 'notification'}
                      data-testid="notification"
                      data-kind={item.kind}
                    >
                      <p className="notification-title">
                        {isUnread && <span className="visually-hidden">{copy.unread}: </span>}
                        {path ? (
                          <Link
                            to={path}
                            onClick={() => {
                              setOpen(false)
                              if (isUnread) markOne.mutate(item)
                            }}
                          >
                            {item.title}
                          </Link>
                        ) : (
                          item.title
                        )}
                      </p>
                      {item.body && <p className="notification-body">{item.body}</p>}
                      <div className="notification-meta">
                        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                        {isUnread && (
                          <button
                            type="button"
                            className="link-button"

                            onClick={() => markOne.mutate(item)}
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
              list.isSuccess && <p className="muted">{unreadOnly ? copy.emptyUnread : copy.empty}</p>
            )}
            {list.hasNextPage && (
              <button
                type="button"
                className="button button-secondary"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
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
