import db from '@adonisjs/lucid/services/db'
import { CUSTOMER_STORY_ITEMS } from '@shoplocal/shared/constants'
import type { AdminCustomerDetail, ChatSenderType, CustomerStoryChat } from '@shoplocal/shared/types'
import AdminLog from '#models/admin_log'
import type User from '#models/user'
import { AUDIT_ACTIONS } from '#services/auth/audit_trail'
import { toAdminCustomer } from '#services/admin/customer_admin_service'
import { toAdminLog } from '#services/admin/log_service'
import { isoDate, type Row } from '#helpers/sql_values'

/** The audit trail's rows about signing in and out; the rest (profile changes, codes) is the account page's. */
const SIGN_IN_ACTIONS = [
  AUDIT_ACTIONS.login,
  AUDIT_ACTIONS.loginFailed,
  AUDIT_ACTIONS.accountLocked,
  AUDIT_ACTIONS.loginWhileLocked,
  AUDIT_ACTIONS.loginBanned,
  AUDIT_ACTIONS.loginThrottled,
  AUDIT_ACTIONS.logout,
  AUDIT_ACTIONS.sessionEnded,
]

/** The log's words for an action on a customer's account: from the Customers tab, or from Users. */
const CUSTOMER_TARGETS = ['customer', 'user']

const total = async (table: string, column: string, id: number) =>
  Number((await db.from(table).where(column, id).count('* as total').first())?.total ?? 0)

type LastMessage = CustomerStoryChat['lastMessage']

/** The newest message of each chat (the highest id: messages are only ever appended), by chat id. */
async function lastMessages(chatIds: number[]): Promise<Map<number, LastMessage>> {
  if (chatIds.length === 0) return new Map()
  const rows = await db
    .from('chat_messages')
    .whereIn('id', db.from('chat_messages').whereIn('conversation_id', chatIds).groupBy('conversation_id').max('id as id'))
    .select('conversation_id', 'sender_type', 'message', 'created_at')
  return new Map(
    rows.map((row: Row) => [
      Number(row.conversation_id),
      { text: String(row.message), from: String(row.sender_type) as ChatSenderType, createdAt: isoDate(row.created_at) },
    ]),
  )
}

/**
 * A customer's whole story for the console: the account, how many favourites, follows, reviews, chats,
 * messages and shop visits they have, the newest of each (a chat with its last message), their sign-ins,
 * and what admins did to them.
 */
export async function customerStory(customer: User): Promise<AdminCustomerDetail> {
  const id = customer.id
  const [favourites, follows, reviewCount, chatCount, messageCount, visitCount] = await Promise.all([
    total('favorites', 'user_id', id),
    total('shop_follows', 'user_id', id),
    total('reviews', 'user_id', id),
    total('chat_conversations', 'customer_user_id', id),
    total('messages', 'customer_user_id', id),
    total('shop_visits', 'user_id', id),
  ])
  const [signIns, reviews, chats, favouriteRows, messages, visits, actions] = await Promise.all([
    db
      .from('audit_logs')
      .where('user_id', id)
      .whereIn('action', SIGN_IN_ACTIONS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CUSTOMER_STORY_ITEMS)
      .select('action', 'success', 'ip_address', 'created_at'),
    db
      .from('reviews')
      .leftJoin('shops', 'shops.id', 'reviews.shop_id')
      .leftJoin('products', 'products.id', 'reviews.product_id')
      .where('reviews.user_id', id)
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(CUSTOMER_STORY_ITEMS)
      .select(
        'reviews.id',
        'reviews.rating',
        'reviews.comment',
        'reviews.created_at',
        'shops.id as shop_id',
        'shops.name as shop_name',
        'products.name as product_name',
      ),
    db
      .from('chat_conversations')
      .join('shops', 'shops.id', 'chat_conversations.shop_id')
      .where('chat_conversations.customer_user_id', id)
      .orderBy('chat_conversations.updated_at', 'desc')
      .orderBy('chat_conversations.id', 'desc')
      .limit(CUSTOMER_STORY_ITEMS)
      .select(
        'chat_conversations.id',
        'chat_conversations.updated_at',
        'shops.id as shop_id',
        'shops.name as shop_name',
        db.from('chat_messages').whereColumn('chat_messages.conversation_id', 'chat_conversations.id').count('*').as('message_count'),
      ),
    db
      .from('favorites')
      .join('shops', 'shops.id', 'favorites.shop_id')
      .leftJoin('products', 'products.id', 'favorites.product_id')
      .where('favorites.user_id', id)
      .orderBy('favorites.created_at', 'desc')
      .orderBy('favorites.id', 'desc')
      .limit(CUSTOMER_STORY_ITEMS)
      .select(
        'favorites.created_at',
        'shops.id as shop_id',
        'shops.name as shop_name',
        'products.id as product_id',
        'products.name as product_name',
      ),
    db
      .from('messages')
      .join('shops', 'shops.id', 'messages.shop_id')
      .where('messages.customer_user_id', id)
      .orderBy('messages.created_at', 'desc')
      .orderBy('messages.id', 'desc')
      .limit(CUSTOMER_STORY_ITEMS)
      .select('messages.id', 'messages.content', 'messages.created_at', 'shops.id as shop_id', 'shops.name as shop_name'),
    db
      .from('shop_visits')
      .join('shops', 'shops.id', 'shop_visits.shop_id')
      .where('shop_visits.user_id', id)
      .orderBy('shop_visits.visited_at', 'desc')
      .orderBy('shop_visits.id', 'desc')
      .limit(CUSTOMER_STORY_ITEMS)
      .select('shop_visits.visited_at', 'shops.id as shop_id', 'shops.name as shop_name'),
    AdminLog.query()
      .whereIn('target_type', CUSTOMER_TARGETS)
      .where('target_id', id)
      .preload('admin')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CUSTOMER_STORY_ITEMS),
  ])
  const lastOfChat = await lastMessages(chats.map((row: Row) => Number(row.id)))
  return {
    customer: toAdminCustomer(customer),
    counts: { favourites, follows, reviews: reviewCount, chats: chatCount, messages: messageCount, visits: visitCount },
    signIns: signIns.map((row: Row) => ({
      action: String(row.action),
      success: Boolean(row.success),
      ipAddress: row.ip_address === null ? null : String(row.ip_address),
      createdAt: isoDate(row.created_at),
    })),
    reviews: reviews.map((row: Row) => ({
      id: Number(row.id),
      rating: Number(row.rating),
      comment: row.comment === null ? null : String(row.comment),
      shopId: row.shop_id === null ? null : Number(row.shop_id),
      shopName: row.shop_name === null ? null : String(row.shop_name),
      productName: row.product_name === null ? null : String(row.product_name),
      createdAt: isoDate(row.created_at),
    })),
    chats: chats.map((row: Row) => ({
      id: Number(row.id),
      shopId: Number(row.shop_id),
      shopName: String(row.shop_name),
      messageCount: Number(row.message_count),
      updatedAt: isoDate(row.updated_at),
      lastMessage: lastOfChat.get(Number(row.id)) ?? null,
    })),
    favourites: favouriteRows.map((row: Row) => ({
      shopId: Number(row.shop_id),
      shopName: String(row.shop_name),
      productId: row.product_id === null ? null : Number(row.product_id),
      productName: row.product_name === null ? null : String(row.product_name),
      createdAt: isoDate(row.created_at),
    })),
    messages: messages.map((row: Row) => ({
      id: Number(row.id),
      shopId: Number(row.shop_id),
      shopName: String(row.shop_name),
      content: String(row.content),
      createdAt: isoDate(row.created_at),
    })),
    visits: visits.map((row: Row) => ({
      shopId: Number(row.shop_id),
      shopName: String(row.shop_name),
      visitedAt: isoDate(row.visited_at),
    })),
    adminActions: actions.map(toAdminLog),
  }
}
