import type { OwnerMessagesResponse } from '@shoplocal/shared/types'
import Message from '#models/message'
import type User from '#models/user'
import { toOwnerMessage } from '#services/owner/owner_presenters'

/** The panel shows the latest messages; older ones stay in the database. */
export const OWNER_MESSAGES_SHOWN = 100

const ofOwner = (ownerId: number) => Message.query().whereHas('shop', (shops) => shops.where('owner_id', ownerId))

/** GET /api/shop-owner/messages: contact messages sent to the owner's shops, newest first, with the unread count. */
export async function listOwnerMessages(owner: User): Promise<OwnerMessagesResponse> {
  const [messages, unread] = await Promise.all([
    ofOwner(owner.id).preload('shop').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(OWNER_MESSAGES_SHOWN),
    ofOwner(owner.id).where('is_read', false).count('* as total').first(),
  ])
  return { messages: messages.map(toOwnerMessage), unreadCount: Number(unread?.$extras.total ?? 0) }
}

/** PUT /api/shop-owner/messages/{id}/read; reading twice is fine. The message's shop must be loaded. */
export async function markMessageRead(message: Message): Promise<Message> {
  if (!message.isRead) {
    message.isRead = true
    await message.save()
  }
  return message
}
