import type { Conversation } from '@shoplocal/shared/types'
import { useId, useState } from 'react'
import { useNativeModal } from '../../components/ui/use-native-modal.ts'
import { SignInGate } from '../visitor-gate/index.ts'
import { ChatThread } from './ChatThread.tsx'
import { ConversationList } from './ConversationList.tsx'
import { CHAT_COPY } from './copy.ts'
import type { ChatStart } from './open-chat.ts'
import { useChatSend } from './use-chat-send.ts'
import { useChatThreads } from './use-chat-threads.ts'
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

/**
 * The chat panel: a right-side drawer with the searchable conversation list and a thread, kept fresh by
 * useChatThreads; the composer sends through useChatSend.
 */
export function ChatDrawer({ open, onClose, signedIn: signedInAtFirst, userId, start, onConversations }: Props) {
  // Focus goes back to what opened the drawer when it closes, so keyboard users never lose their place.
  const { ref } = useNativeModal(open, true)
  const titleId = useId()
  const [signedIn, setSignedIn] = useState(signedInAtFirst)
  const [search, setSearch] = useState('')
  const threads = useChatThreads({ open, signedIn, userId, start, onConversations })
  const composer = useChatSend({ active: threads.active, signedIn, onSent: threads.sent })
  const { active } = threads

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
            <button type="button" className="chat-drawer__back" onClick={threads.back} aria-label={CHAT_COPY.back}>
              ←
            </button>
          )}
          <h2 id={titleId} className="chat-drawer__title">
            {active ? threads.title || CHAT_COPY.title : CHAT_COPY.title}
          </h2>
          <button type="button" className="chat-drawer__close" onClick={onClose} aria-label={CHAT_COPY.close}>
            ×
          </button>
        </div>

        {!active ? (
          <ConversationList
            idPrefix={titleId}
            conversations={threads.conversations}
            failed={threads.failed}
            search={search}
            onSearch={setSearch}
            onChoose={threads.choose}
          />
        ) : (
          <ChatThread
            idPrefix={titleId}
            messages={threads.messages}
            viewerSide={threads.viewerSide}
            live={threads.threadLive}
            draft={composer.draft}
            onDraft={composer.setDraft}
            sending={composer.sending}
            onSend={() => void composer.send()}
          />
        )}
      </div>
      <SignInGate
        open={composer.gateOpen}
        onClose={composer.closeGate}
        onPassed={() => {
          composer.closeGate()
          setSignedIn(true)
        }}
      />
    </dialog>
  )
}
