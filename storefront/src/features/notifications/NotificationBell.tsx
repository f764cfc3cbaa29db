import { NOTIFICATION_SCREEN_LABELS as copy } from '@shoplocal/shared/messages'
import { unreadBadge } from '@shoplocal/shared/rules'
import { useBellDisclosure } from '@shoplocal/shared/react'
import { useId, useRef } from 'react'
import { NotificationPanel } from './NotificationPanel.tsx'
import { useNotificationList } from './use-notification-list.ts'
import './notifications.css'

interface Props {
  /** The signed-in person, for their live channel. */
  userId: number
}

/**
 * The header's bell: the unread count on a button that opens the list below it (a disclosure: Escape or
 * a click elsewhere closes it and focus stays with the bell). The count and list keep themselves fresh
 * (`useNotificationList`: pushed live, polled while the stream is down).
 */
export default function NotificationBell({ userId }: Props) {
  const { open, rootRef, buttonRef, send, onKeyDown } = useBellDisclosure()
  const bell = useNotificationList(userId, open)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const panelId = useId()
  const headingId = useId()
  const count = bell.list.count

  const toggle = () => {
    send({ type: 'toggle' })
    bell.toggled(!open)
  }

  return (
    <div className="notification-bell" ref={rootRef} data-live={bell.live} onKeyDown={onKeyDown}>
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
              {unreadBadge(count)}
              <span className="visually-hidden"> {copy.unreadAfterCount}</span>
            </span>
          </>
        ) : (
          <span className="visually-hidden">{copy.noneUnread}</span>
        )}
      </button>
      <p className="visually-hidden" aria-live="polite" data-testid="notification-announcer">
        {bell.announcement}
      </p>
      <section id={panelId} className="notification-panel" aria-labelledby={headingId} hidden={!open} data-testid="notification-panel">
        {/* Closed, the list is not kept in the page: nothing of it is found or read out until it is opened. */}
        {open && (
          <NotificationPanel bell={bell} headingId={headingId} headingRef={headingRef} onClose={() => send({ type: 'closeButton' })} />
        )}
      </section>
    </div>
  )
}
