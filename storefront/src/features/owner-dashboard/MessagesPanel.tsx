import { useState } from 'react'
import { OWNER_DASHBOARD_LABELS } from '../../messages/index.ts'
import { formatDateTime } from '@shoplocal/shared/rules'
import type { OwnerMessagesResponse } from '@shoplocal/shared/types'
import { OWNER_DASHBOARD_COPY as COPY } from './copy.ts'
import { markMessageRead } from './dashboard-api.ts'
import { ownerFailure, useOwnerSubmit } from './owner-submit.ts'
import { accept } from '../../components/ui/use-submit.ts'
import { openChat } from '../chat/index.ts'

interface Props {
  /** Null when the first read failed. */
  initial: OwnerMessagesResponse | null
}

/**
 * The contact messages customers sent to the owner's shops, newest first, unread ones marked; the badge counts the
 * unread chat messages too; and the way into their chats.
 */
export function MessagesPanel({ initial }: Props) {
  const [inbox, setInbox] = useState(initial)
  const { submit } = useOwnerSubmit()
  const read = async (id: number) => {
    const done = await submit(
      accept(id),
      markMessageRead,
      ownerFailure((message) => message ?? COPY.loadMessagesFailed),
    )
    if (!done) return
    setInbox((current) =>
      current
        ? {
            ...current,
            unreadCount: Math.max(0, current.unreadCount - 1),
            messages: current.messages.map((message) => (message.id === id ? { ...message, isRead: true } : message)),
          }
        : current,
    )
  }

  return (
    <section className="owner-panel owner-messages" aria-labelledby="owner-messages-heading" data-testid="messages-panel">
      <div className="owner-panel__head">
        <h2 id="owner-messages-heading" className="owner-panel__title">
          {COPY.messages}
        </h2>
        {inbox && inbox.unreadCount + inbox.unreadChatCount > 0 && (
          <span className="owner-badge owner-badge--unread" data-testid="messages-unread">
            {COPY.unreadCount(inbox.unreadCount, inbox.unreadChatCount)}
          </span>
        )}
        {/* Chats with customers live in the site's chat drawer; contact messages are listed here. */}
        <button
          type="button"
          className="owner-link-button"
          onClick={() => openChat()}
          aria-haspopup="dialog"
          data-testid="owner-open-chats"
        >
          {COPY.openChats}
        </button>
      </div>
      {!inbox && <p className="owner-empty">{COPY.loadMessagesFailed}</p>}
      {inbox && inbox.messages.length === 0 && <p className="owner-empty">{OWNER_DASHBOARD_LABELS.messagesPlaceholder}</p>}
      {inbox && inbox.messages.length > 0 && (
        <ul className="owner-messages__list">
          {inbox.messages.map((message) => (
            <li key={message.id} className={`owner-message${message.isRead ? '' : ' owner-message--unread'}`} data-testid="owner-message">
              <div className="owner-message__head">
                <p className="owner-message__from">
                  {COPY.messageFrom(message.senderName ?? COPY.anonymousSender)}{' '}
                  <span className="owner-message__shop">{COPY.sentTo(message.shopName)}</span>
                </p>
                {!message.isRead && <span className="owner-badge owner-badge--unread">{COPY.unread}</span>}
              </div>
              <p className="owner-message__meta">
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                {message.senderEmail && <a href={`mailto:${message.senderEmail}`}>{message.senderEmail}</a>}
                {message.senderPhone && <a href={`tel:${message.senderPhone}`}>{message.senderPhone}</a>}
              </p>
              <p className="owner-message__content">{message.content}</p>
              {!message.isRead && (
                <button type="button" className="owner-link-button" onClick={() => void read(message.id)}>
                  {COPY.markRead}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
