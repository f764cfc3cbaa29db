import type { Conversation } from '@shoplocal/shared/types'
import { filterConversations, relativeTime } from './chat-logic.ts'
import { CHAT_COPY } from './copy.ts'

interface Props {
  /** For the search field's id. */
  idPrefix: string
  /** Null until the first read answers. */
  conversations: Conversation[] | null
  failed: boolean
  /** The search, kept by the drawer while a thread is open. */
  search: string
  onSearch(search: string): void
  onChoose(conversation: Conversation): void
}

/** The drawer's searchable list of conversations, each with its last message and unread count. */
export function ConversationList({ idPrefix, conversations, failed, search, onSearch, onChoose }: Props) {
  const shown = conversations ? filterConversations(conversations, search) : []
  return (
    <div className="chat-drawer__list">
      <label className="visually-hidden" htmlFor={`${idPrefix}-search`}>
        {CHAT_COPY.searchLabel}
      </label>
      <input
        id={`${idPrefix}-search`}
        className="field__input chat-drawer__search"
        type="search"
        placeholder={CHAT_COPY.searchPlaceholder}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      {failed && <p className="chat-drawer__note">{CHAT_COPY.loadFailed}</p>}
      {conversations && shown.length === 0 && (
        <p className="chat-drawer__note">{conversations.length === 0 ? CHAT_COPY.noConversations : CHAT_COPY.noMatches}</p>
      )}
      <ul className="conversation-list">
        {shown.map((conversation) => (
          <li key={conversation.id}>
            <button type="button" className="conversation" onClick={() => onChoose(conversation)} data-testid="conversation">
              <span className="conversation__name">{conversation.otherName}</span>
              {conversation.viewerSide === 'shop_owner' && <span className="conversation__shop">{conversation.shop.name}</span>}
              <span className="conversation__last">{conversation.lastMessage}</span>
              {conversation.lastMessageAt && (
                <time className="conversation__time" dateTime={conversation.lastMessageAt}>
                  {relativeTime(conversation.lastMessageAt)}
                </time>
              )}
              {conversation.unreadCount > 0 && (
                <span className="chat-badge" aria-label={CHAT_COPY.unread(conversation.unreadCount)}>
                  {conversation.unreadCount}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
