import { NOTIFICATION_SCREEN_LABELS as copy } from '@shoplocal/shared/messages'
import { unreadBadge } from '@shoplocal/shared/rules'
import { useBellDisclosure } from '@shoplocal/shared/react'
import { useId, useRef } from 'react'
import { NotificationPanel } from './NotificationPanel'
import { useConsoleNotifications } from './use-console-notifications'
import './notifications.css'

/**
 * The top bar's bell for the signed-in admin: the unread count (polled, `useConsoleNotifications`) and a
 * disclosure listing the notifications, newest first, a page at a time.
 */
export function NotificationBell() {
  const { open, rootRef, buttonRef, send, onKeyDown } = useBellDisclosure()
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The mark-read button goes away with the unread mark: focus stays in the panel.
  const bell = useConsoleNotifications(open, () => headingRef.current?.focus())
  const panelId = useId()
  const headingId = useId()
  const { count } = bell

  return (
    <div className="notification-bell" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={copy.bellWithCount(count)}
        onClick={() => send({ type: 'toggle' })}
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
        {open && <NotificationPanel bell={bell} headingId={headingId} headingRef={headingRef} onClose={() => send({ type: 'followed' })} />}
      </section>
    </div>
  )
}
