import type { Conversation, ConversationThread, SentChatMessage } from '@shoplocal/shared/types'
import { browserApi } from '../../lib/api/browser.ts'

/* The chat's calls; each answers an ApiResult, as the drawer and launcher keep going (polling) when one fails. */

export const fetchConversations = () => browserApi.get<Conversation[]>('/api/chat/conversations')
export const fetchThread = (conversationId: number) =>
  browserApi.get<ConversationThread>(`/api/chat/conversations/${conversationId}/messages`)

/**
 * A message in a conversation, or the first one to a shop (which starts the conversation); `clientKey` makes a
 * repeated send of the same message store it once.
 */
export const sendChatMessage = (body: ({ conversationId: number } | { shopId: number | null }) & { message: string; clientKey: string }) =>
  browserApi.send<SentChatMessage>('POST', '/api/chat/messages', { body })
