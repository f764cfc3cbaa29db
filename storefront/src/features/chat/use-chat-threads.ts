import { CHAT_CONVERSATIONS_POLL_MS, CHAT_MESSAGES_POLL_MS } from '@shoplocal/shared/constants'
import type { ChatMessage, Conversation, SentChatMessage } from '@shoplocal/shared/types'
import { useEffect, useState } from 'react'
import { useLiveChannel } from '../../lib/live/live-channel.ts'
import { usePolling } from '../../lib/live/use-polling.ts'
import { NEW_CONVERSATION_ID, conversationWithShop } from './chat-logic.ts'
import { fetchConversations, fetchThread } from './chat-api.ts'
import { conversationChannel, userChannel } from './live.ts'
import type { ChatStart } from './open-chat.ts'

/** The conversation the drawer shows: NEW_CONVERSATION_ID until the first message to a shop starts it. */
export interface Active {
  id: number
  shopId: number | null
  title: string
}

interface Options {
  open: boolean
  signedIn: boolean
  userId?: number
  start?: ChatStart
  onConversations?(conversations: Conversation[]): void
}

/**
 * What the drawer reads: the conversation list and the open thread. New messages and list changes are pushed
 * over the live stream; while it is not available the list is read every 5 s and an open thread every 3 s.
 * Reading a thread marks the other side's messages read.
 */
export function useChatThreads({ open, signedIn, userId, start, onConversations }: Options) {
  const [conversations, setConversations] = useState<Conversation[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [active, setActive] = useState<Active | null>(null)
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [viewerSide, setViewerSide] = useState<Conversation['viewerSide']>('customer')

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

  /** Opens a conversation from the list. */
  function choose(conversation: Conversation) {
    setMessages([])
    setActive({ id: conversation.id, shopId: conversation.shopId, title: conversation.otherName })
  }

  /** The API took a message: its conversation (new or not) is the open one, with the message in it. */
  function sent({ conversation, message }: SentChatMessage) {
    setActive({ id: conversation.id, shopId: conversation.shopId, title: conversation.otherName })
    setViewerSide(conversation.viewerSide)
    setMessages((current) => [...current.filter((line) => line.id !== message.id), message])
    void loadConversations()
  }

  const title = active?.title || conversations?.find((conversation) => conversation.id === active?.id)?.otherName
  return { conversations, failed, active, messages, viewerSide, threadLive, title, choose, sent, back: () => setActive(null) }
}
