import type { Conversation, ConversationThread, SentChatMessage } from '@shoplocal/shared/types'
import { browserApi } from '../../lib/api/browser.ts'
import { unwrap } from '../../lib/api/result.ts'

/* The chat's reads answer an ApiResult, as the drawer and launcher keep going (polling) when one fails. */

export const fetchConversations = () => browserApi.get<Conversation[]>('/api/chat/conversations')
export const fetchThread = (conversationId: number) =>
  browserApi.get<ConversationThread>(`/api/chat/conversations/${conversationId}/messages`)

type ChatMessagePayload = ({ conversationId: number } | { shopId: number | null }) & { message: string; clientKey: string }

/**
 * A message in a conversation, or the first one to a shop (which starts the conversation); `clientKey` makes a
 * repeated send of the same message store it once. Throws the ApiError the submit hook shows.
 */
export const sendChatMessage = async (body: ChatMessagePayload): Promise<SentChatMessage> =>
  unwrap(await browserApi.send<SentChatMessage>('POST', '/api/chat/messages', { body })).body
