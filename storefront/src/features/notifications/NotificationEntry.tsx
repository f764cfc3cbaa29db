import { NOTIFICATION_SCREEN_LABELS as copy } from '@shoplocal/shared/messages'
import { formatDateTime, isUnread } from '@shoplocal/shared/rules'
import type { NotificationItem } from '@shoplocal/shared/types'
import type { MouseEvent } from 'react'

interface Props {
  item: NotificationItem
  /** A click on the notification's own link (it is marked read before the page opens). */
  onFollow: (event: MouseEvent<HTMLAnchorElement>, item: NotificationItem) => void
  onMarkRead: (item: NotificationItem) => void
}

/** One notification of the open list: its title (a link to the page it is about), body, time and "mark read". */
export function NotificationEntry({ item, onFollow, onMarkRead }: Props) {
  const unread = isUnread(item)
  return (
    <li className={unread ? 'notification is-unread' : 'notification'} data-testid="notification" data-kind={item.kind}>
      <p className="notification__title">
        {unread && <span className="visually-hidden">{copy.unread}: </span>}
        {item.link?.startsWith('/') ? (
          <a href={item.link} onClick={(event) => onFollow(event, item)}>
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
          <button type="button" className="notification__read" onClick={() => onMarkRead(item)}>
            {copy.markRead}
            <span className="visually-hidden">: {item.title}</span>
          </button>
        )}
      </div>
    </li>
  )
}
