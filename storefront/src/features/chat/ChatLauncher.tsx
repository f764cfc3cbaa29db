import { CHAT_CONVERSATIONS_POLL_MS } from '@shoplocal/shared/constants'
import { useEffect, useState } from 'react'
import { fetchConversations } from './chat-api.ts'
import { ChatDrawer } from './ChatDrawer.tsx'
import { totalUnread } from './chat-logic.ts'
import { CHAT_COPY } from './copy.ts'
import { onOpenChat, type ChatStart } from './open-chat.ts'
import { useLiveChannel } from '../../lib/live/live-channel.ts'
import { userChannel } from './live.ts'
import { usePolling } from '../../lib/live/use-polling.ts'

interface Props {
  /** Customers get the header button with the unread count; visitors only the drawer Start Chat opens. */
  signedIn: boolean
  userId?: number
}

/** The header's Messages button and the page's one chat drawer, opened by it or by openChat(). */
export default function ChatLauncher({ signedIn, userId }: Props) {
  const [open, setOpen] = useState(false)
  // The drawer joins the page the first time it opens, so pages that never chat carry none of it.
  const [used, setUsed] = useState(false)
  if (open && !used) setUsed(true)
  const [start, setStart] = useState<ChatStart | undefined>()
  const [unread, setUnread] = useState(0)

  useEffect(
    () =>
      onOpenChat((next) => {
        setStart(next)
        setOpen(true)
      }),
    [],
  )

  // The badge follows the conversations while the drawer is closed (pushed, else polled); the drawer reports them while open.
  const refreshUnread = async () => {
    const result = await fetchConversations()
    if (result.ok) setUnread(totalUnread(result.data))
  }
  const live = useLiveChannel(signedIn && !open && userId !== undefined ? userChannel(userId) : null, () => void refreshUnread())
  usePolling(refreshUnread, CHAT_CONVERSATIONS_POLL_MS, signedIn && !open && !live)

  return (
    <>
      {signedIn && (
        <button
          type="button"
          className="chat-launcher"
          onClick={() => {
            setStart(undefined)
            setOpen(true)
          }}
          aria-haspopup="dialog"
          aria-label={unread > 0 ? `${CHAT_COPY.open}, ${CHAT_COPY.unread(unread)}` : CHAT_COPY.open}
          data-testid="open-chat"
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 5h16v11H8l-4 4z" />
          </svg>
          <span className="chat-launcher__label">{CHAT_COPY.open}</span>
          {/* A space between the words and the count, so the visible text ("Messages 2") is what the label starts with. */}
          {unread > 0 && ' '}
          {unread > 0 && (
            <span className="chat-badge" aria-label={CHAT_COPY.unread(unread)} data-testid="chat-unread">
              {unread}
            </span>
          )}
        </button>
      )}
      {used && (
        <ChatDrawer
          open={open}
          onClose={() => setOpen(false)}
          signedIn={signedIn}
          userId={userId}
          start={start}
          onConversations={(conversations) => setUnread(totalUnread(conversations))}
        />
      )}
    </>
  )
}
