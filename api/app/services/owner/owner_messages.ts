import db from '@adonisjs/lucid/services/db'
import type { OwnerMessagesResponse } from '@shoplocal/shared/types'
import Message from '#models/message'
import type User from '#models/user'
import { toOwnerMessage } from '#services/owner/owner_presenters'

/** The panel shows the latest messages; older ones stay in the database. */
const OWNER_MESSAGES_SHOWN = 100

const ofOwner = (ownerId: number) => Message.query().whereHas('shop', (shops) => shops.where('owner_id', ownerId))

/** Chat messages customers and guests sent to the owner's shops that the shop has not read yet. */
const unreadChatMessages = (ownerId: number) =>
  db
    .from('chat_messages as m')
    .join('chat_conversations as c', 'c.id', 'm.conversation_id')
    .join('shops as s', 's.id', 'c.shop_id')
    .where('s.owner_id', ownerId)
    .where('m.is_read', false)
    .whereNot('m.sender_type', 'shop_owner')
    .count('* as total')
    .first()

/**
 * GET /api/shop-owner/messages: contact messages sent to the owner's shops, newest first, with the unread count,
 * and the unread chat messages (the chats themselves are in the chat drawer), so the card counts both.
 */
export async function listOwnerMessages(owner: User): Promise<OwnerMessagesResponse> {
  const [messages, unread, unreadChats] = await Promise.all([
    ofOwner(owner.id).preload('shop').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(OWNER_MESSAGES_SHOWN),
    ofOwner(owner.id).where('is_read', false).count('* as total').first(),
    unreadChatMessages(owner.id),
  ])
  return {
    messages: messages.map(toOwnerMessage),
    unreadCount: Number(unread?.$extras.total ?? 0),
    unreadChatCount: Number(unreadChats?.total ?? 0),
  }
}

/** PUT /api/shop-owner/messages/{id}/read; reading twice is fine. The message's shop must be loaded. */
export async function markMessageRead(message: Message): Promise<Message> {
  if (!message.isRead) {
    message.isRead = true
    await message.save()
  }
  return message
}
