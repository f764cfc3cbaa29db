import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { SignedInActor } from '#services/actor'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import type { Row } from '#helpers/sql_values'
import { ownerFolder, urlOfKey } from '#services/uploads/upload_paths'
import { likeSql, prefixPattern } from '#services/like'

/*
 * "Download my data": one JSON document with everything the site holds about
 * the account, written a chunk of rows at a time so an owner with thousands
 * of products and messages never sits in memory whole. What other people
 * wrote to the account's shops is included without their names or contact
 * details: those are someone else's data.
 */
const CHUNK = 500

interface Section {
  name: string
  table: string
  columns: string[]
  /** Narrows the table to the account's rows. */
  scope: (query: DatabaseQueryBuilderContract, userId: number) => void
}

const ownShops = (userId: number) => db.from('shops').select('id').where('owner_id', userId)
const ownConversations = (userId: number) =>
  db
    .from('chat_conversations')
    .select('id')
    .where((mine) => mine.where('customer_user_id', userId).orWhereIn('shop_id', ownShops(userId)))

const SECTIONS: Section[] = [
  {
    name: 'shops',
    table: 'shops',
    columns: ['*'],
    scope: (query, userId) => query.where('owner_id', userId),
  },
  {
    name: 'products',
    table: 'products',
    columns: ['*'],
    scope: (query, userId) => query.whereIn('shop_id', ownShops(userId)),
  },
  {
    name: 'favourites',
    table: 'favorites',
    columns: ['id', 'shop_id', 'product_id', 'created_at'],
    scope: (query, userId) => query.where('user_id', userId),
  },
  {
    name: 'reviews',
    table: 'reviews',
    columns: ['id', 'shop_id', 'product_id', 'rating', 'comment', 'reviewer_name', 'created_at', 'updated_at'],
    scope: (query, userId) => query.where('user_id', userId),
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
    scope: (query, userId) => query.where('user_id', userId),
  },
  {
    name: 'messagesSent',
    table: 'messages',
    columns: ['id', 'shop_id', 'sender_name', 'sender_phone', 'sender_email', 'content', 'created_at'],
    scope: (query, userId) => query.where('customer_user_id', userId),
  },
  {
    name: 'messagesReceived',
    table: 'messages',
    columns: ['id', 'shop_id', 'content', 'is_read', 'created_at'],
    scope: (query, userId) => query.whereIn('shop_id', ownShops(userId)),
  },
  {
    name: 'chats',
    table: 'chat_conversations',
    columns: ['id', 'shop_id', 'created_at', 'updated_at'],
    scope: (query, userId) => query.whereIn('id', ownConversations(userId)),
  },
  {
    name: 'chatMessages',
    table: 'chat_messages',
    columns: ['id', 'conversation_id', 'sender_type', 'message', 'is_read', 'created_at'],
    scope: (query, userId) => query.whereIn('conversation_id', ownConversations(userId)),
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
    scope: (query, userId) => query.where((mine) => mine.where('user_id', userId).orWhereIn('shop_id', ownShops(userId))),
  },
  {
    name: 'subscriptions',
    table: 'subscriptions',
    columns: ['id', 'shop_id', 'status', 'amount', 'currency', 'created_at'],
    scope: (query, userId) => query.where('user_id', userId),
  },
  {
    name: 'spotlightRequests',
    table: 'spotlight_requests',
    columns: ['id', 'product_id', 'shop_id', 'duration_months', 'monthly_fee', 'total_amount', 'status', 'rejection_reason', 'created_at'],
    scope: (query, userId) => query.where('shop_owner_id', userId),
  },
  {
    name: 'signIns',
    table: 'login_sessions',
    columns: ['id', 'ip_address', 'user_agent', 'is_active', 'expires_at', 'last_used_at', 'created_at'],
    scope: (query, userId) => query.where('user_id', userId),
  },
  {
    name: 'auditEntries',
    table: 'audit_logs',
    columns: ['id', 'action', 'resource', 'details', 'ip_address', 'user_agent', 'success', 'created_at'],
    scope: (query, userId) => query.where('user_id', userId),
  },
  {
    name: 'notifications',
    table: 'notifications',
    columns: ['id', 'kind', 'details', 'link', 'read_at', 'created_at', 'mail_state', 'mailed_at', 'mailed_by'],
    scope: (query, userId) => query.where('user_id', userId),
  },
  {
    name: 'notificationPreferences',
    table: 'notification_preferences',
    columns: ['id', 'kind', 'mail', 'updated_at'],
    scope: (query, userId) => query.where('user_id', userId),
  },
  {
    name: 'shopVisits',
    table: 'shop_visits',
    columns: ['id', 'shop_id', 'created_at'],
    scope: (query, userId) => query.where('user_id', userId),
  },
]

/** The account's own columns: everything but secrets (the password hash, the second-factor secret) and payment-provider ids. */
const PROFILE_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'city',
  'role',
  'contact_method',
  'profile_image_url',
  'is_email_verified',
  'is_phone_verified',
  'referral_code',
  'last_login_at',
  'last_login_ip',
  'password_changed_at',
  'created_at',
  'updated_at',
]

/** A section's rows in id order, CHUNK at a time, so memory holds one chunk whatever the account's size. */
async function* sectionRows(section: Section, userId: number): AsyncGenerator<Row[]> {
  let afterId = 0
  for (;;) {
    const query = db.from(section.table)
    section.scope(query, userId)
    const columns = section.columns[0] === '*' ? [`${section.table}.*`] : section.columns.map((column) => `${section.table}.${column}`)
    const rows: Row[] = await query
      .select(columns)
      .where(`${section.table}.id`, '>', afterId)
      .orderBy(`${section.table}.id`, 'asc')
      .limit(CHUNK)
    if (rows.length === 0) return
    yield rows
    if (rows.length < CHUNK) return
    afterId = Number(rows[rows.length - 1].id)
  }
}

export interface ExportedPicture {
  kind: 'profile' | 'shop' | 'product'
  /** The shop's or product's id; the account's own for its profile picture. */
  id: number
  url: string
}

/** Where the account's own uploads are kept: seeded pictures or addresses elsewhere are not the person's data. */
const ownUploads = (userId: number) => prefixPattern(`${urlOfKey(ownerFolder(userId))}/`)

/**
 * The pictures the person uploaded that the account, its shops and products show, CHUNK at a time. An
 * address is listed once per place that shows it.
 */
export async function* ownPictures(userId: number): AsyncGenerator<ExportedPicture[]> {
  const prefix = ownUploads(userId)
  const profile = await db
    .from('users')
    .where('id', userId)
    .whereRaw(likeSql('profile_image_url'), [prefix])
    .select('profile_image_url')
    .first()
  if (profile) yield [{ kind: 'profile', id: userId, url: String(profile.profile_image_url) }]
  const places = [
    { kind: 'shop' as const, section: { name: 'shops', table: 'shops', columns: ['id', 'profile_image_url'], scope: SECTIONS[0].scope } },
    { kind: 'product' as const, section: { name: 'products', table: 'products', columns: ['id', 'image_url'], scope: SECTIONS[1].scope } },
  ]
  for (const { kind, section } of places) {
    const column = section.columns[1]
    const scope = section.scope
    const narrowed: Section = {
      ...section,
      scope: (query, id) => {
        query.whereRaw(likeSql(`${section.table}.${column}`), [prefix])
        scope(query, id)
      },
    }
    for await (const rows of sectionRows(narrowed, userId))
      yield rows.map((row) => ({ kind, id: Number(row.id), url: String(row[column]) }))
  }
}

/**
 * The document as text pieces: the account, then each section as an array written chunk by chunk, then
 * the list of the person's uploaded pictures (their files come in the zip form of the download).
 */
export async function* exportDocument(actor: SignedInActor, format: 'json' | 'zip' = 'json'): AsyncGenerator<string> {
  const userId = actor.user.id
  await recordAudit({ userId, action: AUDIT_ACTIONS.dataExported, success: true, client: actor, details: { format } })
  const profile = await db.from('users').select(PROFILE_COLUMNS).where('id', userId).first()
  yield `{"exportedAt":${JSON.stringify(new Date().toISOString())},"account":${JSON.stringify(profile)}`
  for (const section of SECTIONS) {
    yield `,${JSON.stringify(section.name)}:[`
    let first = true
    for await (const rows of sectionRows(section, userId)) {
      const text = rows.map((row) => JSON.stringify(row)).join(',')
      yield first ? text : `,${text}`
      first = false
    }
    yield ']'
  }
  yield ',"pictures":['
  let first = true
  for await (const pictures of ownPictures(userId)) {
    const text = pictures.map((picture) => JSON.stringify(picture)).join(',')
    yield first ? text : `,${text}`
    first = false
  }
  yield ']}\n'
}
