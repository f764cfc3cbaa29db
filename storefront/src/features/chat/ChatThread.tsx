import { CHAT_MESSAGE_MAX_LENGTH, reportPath } from '@shoplocal/shared/constants'
import type { ChatMessage, Conversation } from '@shoplocal/shared/types'
import { useEffect, useRef } from 'react'
import { relativeTime, sendsOnKey } from './chat-logic.ts'
import { CHAT_COPY } from './copy.ts'

interface Props {
  /** For the composer's ids. */
  idPrefix: string
  messages: ChatMessage[]
  viewerSide: Conversation['viewerSide']
  /** Whether the thread's live channel is open (for the tests that wait for it). */
  live: boolean
  draft: string
  onDraft(text: string): void
  sending: boolean
  onSend(): void
}

/** One conversation: its messages as text (never as HTML), the other side's each with Report, and the composer. */
export function ChatThread({ idPrefix, messages, viewerSide, live, draft, onDraft, sending, onSend }: Props) {
  const threadEnd = useRef<HTMLLIElement>(null)
  useEffect(() => {
    threadEnd.current?.scrollIntoView({ block: 'end' })
  }, [messages.length])

  return (
    <div className="chat-drawer__thread">
      <ol className="thread" aria-live="polite" data-testid="chat-thread" data-live={live}>
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
      <form
        className="composer"
        onSubmit={(event) => {
          event.preventDefault()
          onSend()
        }}
      >
        <label className="visually-hidden" htmlFor={`${idPrefix}-message`}>
          {CHAT_COPY.messageLabel}
        </label>
        <textarea
          id={`${idPrefix}-message`}
          className="field__input composer__input"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={CHAT_COPY.messagePlaceholder}
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          onKeyDown={(event) => {
            if (!sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return
            event.preventDefault()
            onSend()
          }}
          aria-describedby={`${idPrefix}-hint`}
        />
        <p id={`${idPrefix}-hint`} className="visually-hidden">
          {CHAT_COPY.keyHint}
        </p>
        <button type="submit" className="button button--primary composer__send" disabled={sending || !draft.trim()}>
          {sending ? CHAT_COPY.sending : CHAT_COPY.send}
        </button>
      </form>
    </div>
  )
}
