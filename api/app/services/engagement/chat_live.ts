/*
 * Live chat: each conversation has a channel its two sides may subscribe to, and each user a channel
 * that says "your conversations changed" (list and unread badge). Broadcasting never fails a send: a
 * page that misses an event still catches up by polling.
 */
import logger from '@adonisjs/core/services/logger'
import transmit from '@adonisjs/transmit/services/main'
import type { ChatMessage } from '@shoplocal/shared/types'

export const conversationChannel = (conversationId: number) => `chat/conversations/${conversationId}`
export const userChannel = (userId: number) => `chat/users/${userId}`

export interface ConversationSides {
  id: number
  customerUserId: number | null
  shopOwnerId: number
}

export function publishChatMessage(conversation: ConversationSides, message: ChatMessage): void {
  try {
    transmit.broadcast(conversationChannel(conversation.id), { type: 'message', message: { ...message } })
    const users = [conversation.customerUserId, conversation.shopOwnerId].filter((id): id is number => id !== null)
    for (const userId of new Set(users)) transmit.broadcast(userChannel(userId), { type: 'conversations', conversationId: conversation.id })
  } catch (error) {
    logger.warn({ err: error, conversationId: conversation.id }, 'could not broadcast a chat message')
  }
}

/** Someone read a conversation: both sides' lists and badges change. */
export function publishConversationRead(conversation: ConversationSides): void {
  try {
    const users = [conversation.customerUserId, conversation.shopOwnerId].filter((id): id is number => id !== null)
    for (const userId of new Set(users)) transmit.broadcast(userChannel(userId), { type: 'conversations', conversationId: conversation.id })
  } catch (error) {
    logger.warn({ err: error, conversationId: conversation.id }, 'could not broadcast a read conversation')
  }
}
