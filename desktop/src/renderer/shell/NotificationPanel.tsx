import { NOTIFICATION_SCREEN_LABELS as copy } from '@shoplocal/shared/messages'
import { canMarkAllRead, isUnread } from '@shoplocal/shared/rules'
import type { NotificationItem } from '@shoplocal/shared/types'
import type { RefObject } from 'react'
import { NotificationEntry } from './NotificationEntry'
import type { ConsoleNotifications } from './use-console-notifications'

interface Props {
  bell: ConsoleNotifications
  headingId: string
  headingRef: RefObject<HTMLHeadingElement | null>
  onClose: () => void
}

/** The open bell's list: its heading, the unread-only filter, "mark all as read", the notifications and "more". */
export function NotificationPanel({ bell, headingId, headingRef, onClose }: Props) {
  const { count, unreadOnly, list, items, problem, markOne, markAll } = bell
  const markRead = (item: NotificationItem) => markOne.mutate(item)
  const follow = (item: NotificationItem) => {
    onClose()
    if (isUnread(item)) markRead(item)
  }
  return (
    <>
      <div className="notification-panel-head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {copy.heading}
        </h2>
        <label className="notification-panel-filter">
          <input type="checkbox" checked={unreadOnly} onChange={(event) => bell.setUnreadOnly(event.target.checked)} />
          {copy.unreadOnly}
        </label>
        <button
          type="button"
          className="button button-secondary"
          disabled={!canMarkAllRead(count) || markAll.isPending}
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
          {items.map((item) => (
            <NotificationEntry key={item.id} item={item} onFollow={follow} onMarkRead={markRead} />
          ))}
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
  )
}
