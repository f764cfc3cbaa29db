import { NOTIFICATION_SCREEN_LABELS as copy } from '@shoplocal/shared/messages'
import { formatDateTime, isUnread } from '@shoplocal/shared/rules'
import type { NotificationItem } from '@shoplocal/shared/types'
import { Link } from 'react-router'
import { consolePathOf } from './notification-paths'

interface Props {
  item: NotificationItem
  /** Following the notification to its tab: the bell closes, and an unread one is marked read. */
  onFollow: (item: NotificationItem) => void
  onMarkRead: (item: NotificationItem) => void
}

/** One notification of the open bell: its title (a link to the tab it is about), body, time and "mark read". */
export function NotificationEntry({ item, onFollow, onMarkRead }: Props) {
  const unread = isUnread(item)
  const path = consolePathOf(item.kind)
  return (
    <li className={unread ? 'notification is-unread' : 'notification'} data-testid="notification" data-kind={item.kind}>
      <p className="notification-title">
        {unread && <span className="visually-hidden">{copy.unread}: </span>}
        {path ? (
          <Link to={path} onClick={() => onFollow(item)}>
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </p>
      {item.body && <p className="notification-body">{item.body}</p>}
      <div className="notification-meta">
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        {unread && (
          <button type="button" className="link-button" onClick={() => onMarkRead(item)}>
            {copy.markRead}
            <span className="visually-hidden">: {item.title}</span>
          </button>
        )}
      </div>
    </li>
  )
}
