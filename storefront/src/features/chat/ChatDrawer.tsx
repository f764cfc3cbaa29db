import { CHAT_CONVERSATIONS_POLL_MS, CHAT_MESSAGES_POLL_MS, CHAT_MESSAGE_MAX_LENGTH, reportPath } from '@shoplocal/shared/constants'
import type { ChatMessage, Conversation } from '@shoplocal/shared/types'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { showToast } from '../../components/ui/toast-store.ts'
import { SignInGate } from '../visitor-gate/index.ts'
import { NEW_CONVERSATION_ID, conversationWithShop, filterConversations, relativeTime, sendsOnKey } from './chat-logic.ts'
import { CHAT_COPY } from './copy.ts'
import { fetchConversations, fetchThread, sendChatMessage } from './chat-api.ts'
import { pendingSend, type PendingSend } from './client-key.ts'
import type { ChatStart } from './open-chat.ts'
import { useLiveChannel } from '../../lib/live/live-channel.ts'
import { conversationChannel, userChannel } from './live.ts'
import { usePolling } from '../../lib/live/use-polling.ts'
import './chat.css'

interface Props {
  open: boolean
  onClose(): void
  /** Who is looking: a signed-out visitor may type, and is asked to sign in when they send. */
  signedIn: boolean
  /** The signed-in user, for their live channel (list and unread counts pushed instead of polled). */
  userId?: number
  /** A shop to start with (Start Chat) or a conversation to open; none shows the list. */
  start?: ChatStart
  /** Tells the opener the conversations changed (unread badge). */
  onConversations?(conversations: Conversation[]): void
}

interface Active {
  id: number
  shopId: number | null
  title: string
}

/**
 * The chat panel: a right-side drawer with the searchable conversation list and a thread. New messages
 * and list changes are pushed over the live stream; while it is not available the list is read every
 * 5 s and an open thread every 3 s. Reading a thread marks the other side's messages read. Messages are
 * shown as text, never as HTML. A failed send keeps the typed text.
 */
export function ChatDrawer({ open, onClose, signedIn: signedInAtFirst, userId, start, onConversations }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [signedIn, setSignedIn] = useState(signedInAtFirst)
  const [conversations, setConversations] = useState<Conversation[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [search, setSearch] = useState('')
  const [active, setActive] = useState<Active | null>(null)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [viewerSide, setViewerSide] = useState<Conversation['viewerSide']>('customer')
  const [draft, setDraft] = useState('')
  const [sending, setSending] = useState(false)
  const [gateOpen, setGateOpen] = useState(false)
  /** The visitor sent before signing in: the typed message goes as soon as they are signed in. */
  const [sendAfterSignIn, setSendAfterSignIn] = useState(false)
  const threadEnd = useRef<HTMLLIElement>(null)
  // The message being sent and its client key, kept until a send of it succeeds.
  const pending = useRef<PendingSend | null>(null)

  // Focus goes into the modal dialog when it opens and back to what opened it when it closes (Escape
  // closes it natively), so keyboard users never lose their place.
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    }
    if (!open && dialog.open) dialog.close()
    if (!open && opener.current) {
      opener.current.focus()
      opener.current = null
    }
  }, [open])

  async function loadConversations(): Promise<Conversation[] | null> {
    if (!signedIn) return null
    const result = await fetchConversations()
    if (!result.ok) {
      setFailed(true)
      return null
    }
    setFailed(false)
    setConversations(result.data)
    onConversations?.(result.data)
    return result.data
  }

  async function loadThread() {
    if (!active || active.id === NEW_CONVERSATION_ID || !signedIn) return
    const result = await fetchThread(active.id)
    if (!result.ok) return
    setMessages(result.data.messages)
    setViewerSide(result.data.conversation.viewerSide)
  }

  const threadOpen = open && signedIn && active !== null && active.id !== NEW_CONVERSATION_ID
  const listLive = useLiveChannel(open && signedIn && userId !== undefined ? userChannel(userId) : null, () => void loadConversations())
  const threadLive = useLiveChannel<{ type: string; message?: ChatMessage }>(
    threadOpen && active ? conversationChannel(active.id) : null,
    (payload) => {
      const pushed = payload.message
      if (payload.type !== 'message' || !pushed) return
      setMessages((current) => (current.some((line) => line.id === pushed.id) ? current : [...current, pushed]))
      // Reading the thread marks the pushed message read, as the open drawer shows it.
      if (pushed.senderType !== viewerSide) void loadThread()
    },
  )
  usePolling(loadConversations, CHAT_CONVERSATIONS_POLL_MS, open && signedIn && !listLive)
  usePolling(loadThread, CHAT_MESSAGES_POLL_MS, threadOpen && !threadLive)

  // Where the drawer opens: the asked-for conversation, the customer's chat with a shop (new if none), or the list.
  useEffect(() => {
    if (!open) return
    setMessages([])
    if (!start) return setActive(null)
    if ('conversationId' in start) return setActive({ id: start.conversationId, shopId: null, title: '' })
    setActive({ id: NEW_CONVERSATION_ID, shopId: start.shopId, title: start.shopName })
    void loadConversations().then((list) => {
      const existing = list && conversationWithShop(list, start.shopId)
      if (existing) setActive({ id: existing.id, shopId: existing.shopId, title: existing.otherName })
    })
    // Only a new opening decides where to start; polling keeps the rest fresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, start])

  useEffect(() => {
    if (!signedIn || !sendAfterSignIn) return
    setSendAfterSignIn(false)
    void send()
    // Runs once when signing in completes; send reads the current draft and conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, sendAfterSignIn])

  useEffect(() => {
    threadEnd.current?.scrollIntoView({ block: 'end' })
  }, [messages.length])

  const title = active?.title || conversations?.find((conversation) => conversation.id === active?.id)?.otherName || CHAT_COPY.title

  async function send(text = draft) {
    const message = text.trim()
    if (!message || !active || sending) return
    if (!signedIn) {
      setSendAfterSignIn(true)
      setGateOpen(true)
      return
    }
    setSending(true)
    const attempt = (pending.current = pendingSend(pending.current, message))
    const target = active.id === NEW_CONVERSATION_ID ? { shopId: active.shopId } : { conversationId: active.id }
    const result = await sendChatMessage({ ...target, message, clientKey: attempt.key })
    setSending(false)
    if (!result.ok) {
      showToast({ ...CHAT_COPY.sendFailed, variant: 'destructive' })
      return
    }
    pending.current = null
    const sent = result.data.body
    setDraft('')
    setActive({ id: sent.conversation.id, shopId: sent.conversation.shopId, title: sent.conversation.otherName })
    setViewerSide(sent.conversation.viewerSide)
    setMessages((current) => [...current.filter((line) => line.id !== sent.message.id), sent.message])
    void loadConversations()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void send()
  }

  const shown = conversations ? filterConversations(conversations, search) : []

  return (
    <dialog
      ref={ref}
      className="chat-drawer"
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={(event) => {
        // The sign-in dialog inside the drawer reports its own closing here too; only the drawer's counts.
        if (event.target === ref.current) onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
      data-testid="chat-drawer"
    >
      <div className="chat-drawer__panel">
        {/* A div, not a header: inside the dialog a header would read as a second banner landmark. */}
        <div className="chat-drawer__header">
          {active && (
            <button type="button" className="chat-drawer__back" onClick={() => setActive(null)} aria-label={CHAT_COPY.back}>
              ←
            </button>
          )}
          <h2 id={titleId} className="chat-drawer__title">
            {active ? title : CHAT_COPY.title}
          </h2>
          <button type="button" className="chat-drawer__close" onClick={onClose} aria-label={CHAT_COPY.close}>
            ×
          </button>
        </div>

        {!active ? (
          <div className="chat-drawer__list">
            <label className="visually-hidden" htmlFor={`${titleId}-search`}>
              {CHAT_COPY.searchLabel}
            </label>
            <input
              id={`${titleId}-search`}
              className="field__input chat-drawer__search"
              type="search"
              placeholder={CHAT_COPY.searchPlaceholder}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            {failed && <p className="chat-drawer__note">{CHAT_COPY.loadFailed}</p>}
            {conversations && shown.length === 0 && (
              <p className="chat-drawer__note">{conversations.length === 0 ? CHAT_COPY.noConversations : CHAT_COPY.noMatches}</p>
            )}
            <ul className="conversation-list">
              {shown.map((conversation) => (
                <li key={conversation.id}>
                  <button
                    type="button"
                    className="conversation"
                    onClick={() => {
                      setMessages([])
                      setActive({ id: conversation.id, shopId: conversation.shopId, title: conversation.otherName })
                    }}
                    data-testid="conversation"
                  >
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
        ) : (
          <div className="chat-drawer__thread">
            <ol className="thread" aria-live="polite" data-testid="chat-thread" data-live={threadLive}>
              {messages.length === 0 && <li className="chat-drawer__note">{CHAT_COPY.noMessages}</li>}
              {messages.map((line) => (
                <li key={line.id} className={`bubble${line.senderType === viewerSide ? ' bubble--mine' : ''}`} data-testid="chat-message">
                  <p className="bubble__text">{line.message}</p>
                  <time className="bubble__time" dateTime={line.createdAt}>
                    {relativeTime(line.createdAt)}
                  </time>
                  {line.senderType !== viewerSide && (
                    <a className="bubble__report" href={reportPath('chat_message', line.id)} aria-label={CHAT_COPY.reportMessage}>
                      {CHAT_COPY.report}
                    </a>
                  )}
                </li>
              ))}
              <li ref={threadEnd} aria-hidden="true" />
            </ol>
            <form className="composer" onSubmit={submit}>
              <label className="visually-hidden" htmlFor={`${titleId}-message`}>
                {CHAT_COPY.messageLabel}
              </label>
              <textarea
                id={`${titleId}-message`}
                className="field__input composer__input"
                rows={2}
                maxLength={CHAT_MESSAGE_MAX_LENGTH}
                placeholder={CHAT_COPY.messagePlaceholder}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (!sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return
                  event.preventDefault()
                  void send()
                }}
                aria-describedby={`${titleId}-hint`}
              />
              <p id={`${titleId}-hint`} className="visually-hidden">
                {CHAT_COPY.keyHint}
              </p>
              <button type="submit" className="button button--primary composer__send" disabled={sending || !draft.trim()}>
                {sending ? CHAT_COPY.sending : CHAT_COPY.send}
              </button>
            </form>
          </div>
        )}
      </div>
      <SignInGate
        open={gateOpen}
        onClose={() => setGateOpen(false)}
        onPassed={() => {
          setGateOpen(false)
          setSignedIn(true)
        }}
      />
    </dialog>
  )
}
