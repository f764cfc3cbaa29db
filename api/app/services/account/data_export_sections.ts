import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { Row } from '#helpers/sql_values'
import { detailsForExport } from '#services/notifications/customer_notices'

/*
 * The sections of "Download my data" (data_export.ts streams them): which rows of which table are the
 * account's, which of their columns are given, the names shown beside their ids (a shop's and a product's
 * name, not only `shop_id: 3`), and the columns that keep JSON as text (given out as JSON, never as a string
 * of JSON). docs/privacy.md and the website's privacy page say what the download holds; keep them together.
 */

/** A name read beside an id: `table` joined as `alias` on `on` (a column of the section, or of an earlier alias). */
interface NameJoin {
  table: string
  alias: string
  on: string
  /** The joined table's columns, and the names they get in the row. */
  select: Record<string, string>
}

export interface Section {
  name: string
  table: string
  columns: string[]
  /** Narrows the table to the account's rows; columns are written with their table, as names are joined in. */
  scope: (query: DatabaseQueryBuilderContract, userId: number) => void
  names?: NameJoin[]
  /** Columns that keep JSON as text. */
  json?: string[]
  /** Leaves out what in a row is someone else's data. */
  present?: (row: Row) => Row
}

const shopName = (on = 'shop_id'): NameJoin => ({ table: 'shops', alias: 'named_shop', on, select: { name: 'shop_name' } })
const productName = (on = 'product_id'): NameJoin => ({ table: 'products', alias: 'named_product', on, select: { name: 'product_name' } })

const ownShops = (userId: number) => db.from('shops').select('id').where('owner_id', userId)
const ownConversations = (userId: number) =>
  db
    .from('chat_conversations')
    .select('id')
    .where((mine) => mine.where('customer_user_id', userId).orWhereIn('shop_id', ownShops(userId)))
const ownPayments = (query: DatabaseQueryBuilderContract, userId: number, table = 'payment_transactions') =>
  query.where((mine) => mine.where(`${table}.user_id`, userId).orWhereIn(`${table}.shop_id`, ownShops(userId)))

export const SECTIONS: Section[] = [
  {
    name: 'shops',
    table: 'shops',
    columns: ['*'],
    scope: (query, userId) => query.where('shops.owner_id', userId),
  },
  {
    name: 'products',
    table: 'products',
    columns: ['*'],
    scope: (query, userId) => query.whereIn('products.shop_id', ownShops(userId)),
    names: [shopName()],
  },
  {
    // What the owner gave as the trader behind each shop (the identity document itself is not in the download;
    // the admins' checklist names admins and is left out).
    name: 'traderDetails',
    table: 'shop_traders',
    columns: [
      'id',
      'shop_id',
      'shop_name',
      'legal_name',
      'address',
      'phone',
      'email',
      'register',
      'register_number',
      'vat_number',
      'iban',
      'identity_uploaded_at',
      'self_certified_at',
      'shop_ended_at',
      'created_at',
      'updated_at',
    ],
    scope: (query, userId) => query.where('shop_traders.owner_id', userId),
  },
  {
    name: 'favourites',
    table: 'favorites',
    columns: ['id', 'shop_id', 'product_id', 'created_at'],
    scope: (query, userId) => query.where('favorites.user_id', userId),
    names: [shopName(), productName()],
  },
  {
    name: 'followedShops',
    table: 'shop_follows',
    columns: ['id', 'shop_id', 'created_at'],
    scope: (query, userId) => query.where('shop_follows.user_id', userId),
    names: [shopName()],
  },
  {
    name: 'reviews',
    table: 'reviews',
    columns: ['id', 'shop_id', 'product_id', 'rating', 'comment', 'reviewer_name', 'created_at', 'updated_at'],
    scope: (query, userId) => query.where('reviews.user_id', userId),
    names: [shopName(), productName()],
  },
  {
    // An owner's answers to reviews of their shops and products, named by what was reviewed (not by whom).
    name: 'reviewReplies',
    table: 'review_replies',
    columns: ['id', 'review_id', 'body', 'created_at', 'updated_at'],
    scope: (query, userId) => query.where('review_replies.user_id', userId),
    names: [
      { table: 'reviews', alias: 'replied_review', on: 'review_id', select: { rating: 'review_rating' } },
      shopName('replied_review.shop_id'),
      productName('replied_review.product_id'),
    ],
  },
  {
    name: 'reservations',
    table: 'reservations',
    columns: [
      'id',
      'reference',
      'shop_id',
      'product_id',
      'quantity',
      'pickup_date',
      'note',
      'status',
      'ready_by',
      'decline_reason',
      'created_at',
      'closed_at',
    ],
    scope: (query, userId) => query.where('reservations.user_id', userId),
    names: [shopName(), productName()],
  },
  {
    name: 'messagesSent',
    table: 'messages',
    columns: ['id', 'shop_id', 'sender_name', 'sender_phone', 'sender_email', 'content', 'created_at'],
    scope: (query, userId) => query.where('messages.customer_user_id', userId),
    names: [shopName()],
  },
  {
    name: 'messagesReceived',
    table: 'messages',
    columns: ['id', 'shop_id', 'content', 'is_read', 'created_at'],
    scope: (query, userId) => query.whereIn('messages.shop_id', ownShops(userId)),
    names: [shopName()],
  },
  {
    name: 'chats',
    table: 'chat_conversations',
    columns: ['id', 'shop_id', 'created_at', 'updated_at'],
    scope: (query, userId) => query.whereIn('chat_conversations.id', ownConversations(userId)),
    names: [shopName()],
  },
  {
    name: 'chatMessages',
    table: 'chat_messages',
    columns: ['id', 'conversation_id', 'sender_type', 'message', 'is_read', 'created_at'],
    scope: (query, userId) => query.whereIn('chat_messages.conversation_id', ownConversations(userId)),
    names: [{ table: 'chat_conversations', alias: 'in_chat', on: 'conversation_id', select: {} }, shopName('in_chat.shop_id')],
  },
  {
    name: 'payments',
    table: 'payment_transactions',
    columns: [
      'id',
      'shop_id',
      'transaction_type',
      'payment_method',
      'amount_paid',
      'currency',
      'payment_reference',
      'payment_status',
      'line_items',
      'payment_proof_url',
      'rejection_reason',
      'verified_at',
      'created_at',
    ],
    scope: (query, userId) => ownPayments(query, userId),
    names: [shopName()],
    json: ['line_items'],
  },
  {
    name: 'receipts',
    table: 'payment_receipts',
    columns: ['id', 'payment_transaction_id', 'kind', 'number', 'total', 'details', 'issued_at'],
    scope: (query, userId) =>
      query.whereIn('payment_receipts.payment_transaction_id', ownPayments(db.from('payment_transactions').select('id'), userId)),
    json: ['details'],
  },
  {
    name: 'subscriptions',
    table: 'subscriptions',
    columns: ['id', 'shop_id', 'status', 'amount', 'currency', 'created_at'],
    scope: (query, userId) => query.where('subscriptions.user_id', userId),
    names: [shopName()],
  },
  {
    name: 'spotlightRequests',
    table: 'spotlight_requests',
    columns: ['id', 'product_id', 'shop_id', 'duration_months', 'monthly_fee', 'total_amount', 'status', 'rejection_reason', 'created_at'],
    scope: (query, userId) => query.where('spotlight_requests.shop_owner_id', userId),
    names: [shopName(), productName()],
  },
  {
    name: 'signIns',
    table: 'login_sessions',
    columns: ['id', 'ip_address', 'user_agent', 'is_active', 'expires_at', 'last_used_at', 'created_at'],
    scope: (query, userId) => query.where('login_sessions.user_id', userId),
  },
  {
    name: 'auditEntries',
    table: 'audit_logs',
    columns: ['id', 'action', 'resource', 'details', 'ip_address', 'user_agent', 'success', 'created_at'],
    scope: (query, userId) => query.where('audit_logs.user_id', userId),
    json: ['details'],
  },
  {
    name: 'notifications',
    table: 'notifications',
    columns: ['id', 'kind', 'details', 'link', 'read_at', 'created_at', 'mail_state', 'mailed_at', 'mailed_by'],
    scope: (query, userId) => query.where('notifications.user_id', userId),
    json: ['details'],
    // A customer's name and contact details stay inside the messages they sent, not in the owner's notices.
    present: (row) => ({ ...row, details: detailsForExport(String(row.kind), row.details) }),
  },
  {
    name: 'notificationPreferences',
    table: 'notification_preferences',
    columns: ['id', 'kind', 'mail', 'updated_at'],
    scope: (query, userId) => query.where('notification_preferences.user_id', userId),
  },
  {
    name: 'shopVisits',
    table: 'shop_visits',
    columns: ['id', 'shop_id', 'created_at'],
    scope: (query, userId) => query.where('shop_visits.user_id', userId),
    names: [shopName()],
  },
]
