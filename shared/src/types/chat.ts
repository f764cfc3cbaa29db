import type { IsoDateString } from './common.ts'
import type { ChatSenderType } from './enumerations.ts'

/** GET /api/chat/conversations and GET /api/customer/conversations. */
export interface Conversation {
  /** NEW_CONVERSATION_ID until the first message creates it. */
  id: number
  shopId: number
  shop: { name: string }
  lastMessage: string | null
  updatedAt: IsoDateString
}

/** GET /api/chat/conversations/{id}/messages. */
export interface ChatMessage {
  id: number
  senderType: ChatSenderType
  /** A user id, or a guest id starting with GUEST_SENDER_PREFIX. */
  senderId: string
  message: string
  createdAt: IsoDateString
}

/** POST /api/chat/messages. */
export interface SendChatMessagePayload {
  shopId: number
  message: string
}

/** The contact dialog's message to a shop (messages table). */
export interface ContactMessagePayload {
  senderName: string
  senderPhone?: string
  senderEmail?: string
  content: string
}
