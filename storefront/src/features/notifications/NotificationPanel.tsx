import { NOTIFICATION_SCREEN_LABELS as copy } from '@shoplocal/shared/messages'
import { canMarkAllRead, hasMoreNotifications, visibleNotifications } from '@shoplocal/shared/rules'
import type { RefObject } from 'react'
import { NotificationEntry } from './NotificationEntry.tsx'
import type { NotificationListControls } from './use-notification-list.ts'

interface Props {
  bell: NotificationListControls
  headingId: string
  headingRef: RefObject<HTMLHeadingElement | null>
  onClose: () => void
}

/** The open bell's list: its heading, the unread-only filter, "mark all as read", the notifications and "more". */
export function NotificationPanel({ bell, headingId, headingRef, onClose }: Props) {
  const { list, unreadOnly, state } = bell
  const shown = visibleNotifications(list.items, unreadOnly)
  const markRead = (item: Parameters<typeof bell.markOne>[0]) =>
    void bell.markOne(item).then((done) => {
      // The button goes away with the unread mark: focus stays in the list.
      if (done) headingRef.current?.focus()
    })
  return (
    <>
      <div className="notification-panel__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {copy.heading}
        </h2>
        <button type="button" className="notification-panel__close" aria-label={copy.close} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="notification-panel__tools">
        <label className="notification-panel__filter">
          <input type="checkbox" checked={unreadOnly} onChange={(event) => bell.changeFilter(event.target.checked)} />
          {copy.unreadOnly}
        </label>
        <button
          type="button"
          className="notification-panel__action"
          onClick={() => void bell.markAll()}
          disabled={!canMarkAllRead(list.count)}
        >
          {copy.markAllRead}
        </button>
      </div>
      {bell.problem && (
        <p className="notification-panel__problem" role="alert">
          {bell.problem}
        </p>
      )}
      {state === 'failed' && (
        <p className="notification-panel__problem" role="alert">
          {copy.loadFailed}
        </p>
      )}
      {shown.length > 0 ? (
        <ol className="notification-list" data-testid="notification-list">
          {shown.map((item) => (
            <NotificationEntry key={item.id} item={item} onFollow={bell.follow} onMarkRead={markRead} />
          ))}
        </ol>
      ) : (
        state === 'idle' && list.pages > 0 && <p className="notification-panel__empty">{unreadOnly ? copy.emptyUnread : copy.empty}</p>
      )}
      {hasMoreNotifications(list) && state !== 'failed' && (
        <button type="button" className="notification-panel__more" disabled={state === 'loading'} onClick={bell.loadMore}>
          {copy.more}
        </button>
      )}
    </>
  )
}
