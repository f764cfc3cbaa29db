import type { IsoDateString } from './common.ts'
import type { ChatSenderType } from './enumerations.ts'

/** GET /api/chat/conversations and GET /api/customer/conversations, newest activity first. */
export interface Conversation {
  id: number
  shopId: number
  shop: { name: string }
  /** The customer side; id is null for a conversation a guest session started. */
  customer: { id: number | null; name: string }
  /** Who the caller is talking to: the shop for a customer, the customer for the shop's owner. */
  otherName: string
  /** The caller's side of this conversation: their messages are those with this senderType. */
  viewerSide: ChatSenderType
  lastMessage: string | null
  lastMessageAt: IsoDateString | null
  unreadCount: number
  updatedAt: IsoDateString
}

/** One line of a thread. Plain text: screens must never render it as HTML. */
export interface ChatMessage {
  id: number
  conversationId: number
  senderType: ChatSenderType
  /** A user id, or a guest id starting with "guest_". */
  senderId: string
  message: string
  isRead: boolean
  createdAt: IsoDateString
}

/** POST /api/chat/messages → 201. */
export interface SentChatMessage {
  conversation: Conversation
  message: ChatMessage
}

/** GET /api/chat/conversations/{id}/messages. */
export interface ConversationThread {
  conversation: Conversation
  messages: ChatMessage[]
}

/** POST /api/shops/{id}/messages → 201. */
export interface ContactMessageReceipt {
  id: number
  shopId: number
  createdAt: IsoDateString
}
