import ChatConversation from '#models/chat_conversation'
import Shop from '#models/shop'

/** Who takes part in a conversation, for EngagementPolicy; null when there is no such conversation. */
export async function participantsOf(conversationId: number) {
  const conversation = Number.isInteger(conversationId) ? await ChatConversation.find(conversationId) : null
  const shop = conversation ? await Shop.find(conversation.shopId) : null
  return conversation && shop ? { customerUserId: conversation.customerUserId, shopOwnerId: shop.ownerId } : null
}
