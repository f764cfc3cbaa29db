/*
 * Chat between a customer and a shop's owner. A conversation is one shop and
 * one customer (unique), created by the customer's first message; the owner
 * answers in it by id. Reading a thread marks the other side's messages read.
 * Messages are stored and returned exactly as typed (trimmed): plain text the
 * screens show as text, never as HTML. Who may read or write a conversation is
 * EngagementPolicy's decision, taken before these run.
 */
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { FORMER_CUSTOMER } from '#messages/index'
import { fullName } from '@shoplocal/shared/rules'
import type { ChatMessage, ChatSenderType, Conversation, ConversationThread, SentChatMessage } from '@shoplocal/shared/types'
import type User from '#models/user'
import type { SignedInActor } from '#services/actor'
import { isoDate, type Row } from '#helpers/sql_values'
import { wherePublicShop } from '#services/catalogue/public_scope'
import { engagementErrors } from '#services/engagement/engagement_errors'
import { isUniqueViolation } from '#helpers/database_errors'
import { retryingRaces } from '#services/engagement/database_races'
import { toSqlDateTime } from '#helpers/sql_values'
import { publishChatMessage, publishConversationRead, type ConversationSides } from '#services/engagement/chat_live'
import type { ChatMessageInput } from '#validators/engagement'
import { notify } from '#services/notifications/notify'
import { likeSql, prefixPattern } from '#services/like'
import { assertMayPost } from '#services/trust/posting_misuse'

/** The most conversations a list returns, newest activity first; older ones wait for a search feature. */
const CONVERSATIONS_LIMIT = 200
/** The most messages a thread returns: the newest ones, oldest first. */
const THREAD_LIMIT = 500
const GUEST_NAME = 'Guest'

/** The side of a conversation a user is on: its customer, else (as the shop's owner) the shop. */
function sideOf(user: User, customerUserId: number | null): ChatSenderType {
  return customerUserId === user.id ? 'customer' : 'shop_owner'
}

function conversationQuery(client: QueryClientContract, viewer: User) {
  // Unread: messages from the other side. The viewer is the customer of rows where they are the customer.
  const unread = client.raw(
    `(select count(*) from chat_messages m where m.conversation_id = c.id and m.is_read = 0
      and m.sender_type <> case when c.customer_user_id = ? then 'customer' else 'shop_owner' end) as unread_count`,
    [viewer.id],
  )
  return client
    .from('chat_conversations as c')
    .join('shops as s', 's.id', 'c.shop_id')
    .leftJoin('users as u', 'u.id', 'c.customer_user_id')
    .leftJoin('guest_sessions as g', 'g.id', 'c.guest_session_id')
    .select(
      'c.id',
      'c.shop_id',
      'c.customer_user_id',
      'c.guest_session_id',
      'c.updated_at',
      's.name as shop_name',
      's.owner_id as shop_owner_id',
      'u.first_name',
      'u.last_name',
      'g.name as guest_name',
      client.raw('(select m.message from chat_messages m where m.conversation_id = c.id order by m.id desc limit 1) as last_message'),
      client.raw('(select max(m.created_at) from chat_messages m where m.conversation_id = c.id) as last_message_at'),
      unread,
    )
}

function toConversation(row: Row, viewer: User): Conversation {
  const customerId = row.customer_user_id === null ? null : Number(row.customer_user_id)
  // Neither a customer nor a guest: the customer's account was deleted and the shop keeps the chat without the name.
  // A guest shows the name it confirmed, when it has one.
  const guestName = row.guest_name ? String(row.guest_name) : GUEST_NAME
  const anonymous = row.guest_session_id === null || row.guest_session_id === undefined ? FORMER_CUSTOMER : guestName
  const customerName = customerId === null ? anonymous : fullName(row.first_name as string, row.last_name as string) || GUEST_NAME
  const shopName = String(row.shop_name)
  return {
    id: Number(row.id),
    shopId: Number(row.shop_id),
    shop: { name: shopName },
    customer: { id: customerId, name: customerName },
    otherName: customerId === viewer.id ? shopName : customerName,
    viewerSide: customerId === viewer.id ? 'customer' : 'shop_owner',
    lastMessage: row.last_message === null || row.last_message === undefined ? null : String(row.last_message),
    lastMessageAt: row.last_message_at ? isoDate(row.last_message_at) : null,
    unreadCount: Number(row.unread_count ?? 0),
    updatedAt: isoDate(row.updated_at),
  }
}

function toChatMessage(row: Row): ChatMessage {
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    senderType: row.sender_type as ChatSenderType,
    senderId: String(row.sender_id),
    message: String(row.message),
    isRead: Boolean(row.is_read),
    createdAt: isoDate(row.created_at),
  }
}

/** The user's conversations: as a customer, and as the owner of shops. */
export async function listConversations({ user: viewer }: SignedInActor): Promise<Conversation[]> {
  const rows = await conversationQuery(db.connection(), viewer)
    .where((where) => where.where('c.customer_user_id', viewer.id).orWhere('s.owner_id', viewer.id))
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(CONVERSATIONS_LIMIT)
  return rows.map((row) => toConversation(row, viewer))
}

/** Only those where the user is the customer (the customer account page). */
export async function listCustomerConversations({ user: viewer }: SignedInActor): Promise<Conversation[]> {
  const rows = await conversationQuery(db.connection(), viewer)
    .where('c.customer_user_id', viewer.id)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(CONVERSATIONS_LIMIT)
  return rows.map((row) => toConversation(row, viewer))
}

async function conversationFor(client: QueryClientContract, viewer: User, conversationId: number): Promise<Conversation> {
  const row = await conversationQuery(client, viewer).where('c.id', conversationId).first()
  if (!row) throw engagementErrors.conversationForbidden()
  return toConversation(row, viewer)
}

async function sidesOf(conversationId: number): Promise<ConversationSides> {
  const row = await db
    .from('chat_conversations as c')
    .join('shops as s', 's.id', 'c.shop_id')
    .select('c.customer_user_id', 's.owner_id')
    .where('c.id', conversationId)
    .firstOrFail()
  return {
    id: conversationId,
    customerUserId: row.customer_user_id === null ? null : Number(row.customer_user_id),
    shopOwnerId: Number(row.owner_id),
  }
}

/** The thread, oldest first, marking what the other side wrote as read (and telling both sides' open pages). */
export async function readThread(
  { user: viewer }: SignedInActor,
  conversationId: number,
  customerUserId: number | null,
): Promise<ConversationThread> {
  const side = sideOf(viewer, customerUserId)
  const marked = await db
    .from('chat_messages')
    .where('conversation_id', conversationId)
    .whereNot('sender_type', side)
    .where('is_read', false)
    .update({ is_read: true })
  if (Number(marked) > 0) publishConversationRead(await sidesOf(conversationId))
  const newest = await db
    .from('chat_messages')
    .where('conversation_id', conversationId)
    .whereNull('hidden_at')
    .orderBy('id', 'desc')
    .limit(THREAD_LIMIT)
  return { conversation: await conversationFor(db.connection(), viewer, conversationId), messages: newest.reverse().map(toChatMessage) }
}

/** The customer's conversation with a public shop, created on first use; two first messages at once share one. */
async function openConversation(customer: User, shopId: number): Promise<number> {
  const shop = db.from('shops as s').select('s.id').where('s.id', shopId)
  wherePublicShop(shop)
  if (!(await shop.first())) throw engagementErrors.shopNotFound()
  const existing = () => db.from('chat_conversations').select('id').where('shop_id', shopId).where('customer_user_id', customer.id).first()
  const found = await existing()
  if (found) return Number(found.id)
  try {
    const now = toSqlDateTime(new Date())
    const [id] = await db
      .table('chat_conversations')
      .insert({ shop_id: shopId, customer_user_id: customer.id, created_at: now, updated_at: now })
    return Number(id)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return Number((await existing())!.id)
  }
}

/**
 * A shop's reply tells the customer (an account, not a guest) when they are away: one notification per
 * conversation until they have read it; replies while that one waits unread add nothing.
 */
async function notifyCustomerOfReply(trx: TransactionClientContract, conversationId: number, messageId: number, text: string) {
  const conversation = await trx
    .from('chat_conversations as c')
    .join('shops as s', 's.id', 'c.shop_id')
    .where('c.id', conversationId)
    .select('c.customer_user_id', 's.id as shop_id', 's.name as shop_name')
    .first()
  if (!conversation?.customer_user_id) return
  const userId = Number(conversation.customer_user_id)
  const causePrefix = `chat:${conversationId}:`
  const waiting = await trx
    .from('notifications')
    .where({ user_id: userId, kind: 'chat_reply' })
    .whereNull('read_at')
    .whereRaw(likeSql('cause_key'), [prefixPattern(causePrefix)])
    .first()
  if (waiting) return
  await notify(trx, {
    userId,
    kind: 'chat_reply',
    cause: `${causePrefix}message:${messageId}`,
    details: { shopId: Number(conversation.shop_id), shopName: String(conversation.shop_name), message: text },
  })
}

type ChatTarget = { shopId: number } | { conversationId: number; customerUserId: number | null }

export async function sendChatMessage(
  { user: sender }: SignedInActor,
  target: ChatTarget,
  input: Pick<ChatMessageInput, 'message' | 'clientKey'>,
): Promise<SentChatMessage> {
  await assertMayPost(sender.id)
  const conversationId = 'conversationId' in target ? target.conversationId : await openConversation(sender, target.shopId)
  const side: ChatSenderType = 'conversationId' in target ? sideOf(sender, target.customerUserId) : 'customer'
  const clientKey = input.clientKey ?? null
  const earlier = async () => {
    if (clientKey === null) return null
    const row = await db
      .from('chat_messages')
      .where({ conversation_id: conversationId, client_key: clientKey, sender_id: String(sender.id) })
      .first()
    return row ? { conversation: await conversationFor(db.connection(), sender, conversationId), message: toChatMessage(row) } : null
  }
  const repeated = await earlier()
  if (repeated) return repeated
  let sent: SentChatMessage
  try {
    sent = await retryingRaces(() =>
      db.transaction(async (trx) => {
        const now = toSqlDateTime(new Date())
        const [id] = await trx.table('chat_messages').insert({
          conversation_id: conversationId,
          sender_type: side,
          sender_id: String(sender.id),
          message: input.message,
          is_read: false,
          created_at: now,
          client_key: clientKey,
        })
        await trx.from('chat_conversations').where('id', conversationId).update({ updated_at: now })
        const message = toChatMessage(await trx.from('chat_messages').where('id', Number(id)).first())
        if (side === 'shop_owner') await notifyCustomerOfReply(trx, conversationId, Number(id), input.message)
        return { conversation: await conversationFor(trx, sender, conversationId), message }
      }),
    )
  } catch (error) {
    // The same message sent twice at once: the first stored it, the second answers with it.
    const stored = isUniqueViolation(error) ? await earlier() : null
    if (stored) return stored
    throw error
  }
  publishChatMessage(await sidesOf(conversationId), sent.message)
  return sent
}
