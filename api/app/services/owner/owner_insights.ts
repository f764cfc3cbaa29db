import db from '@adonisjs/lucid/services/db'
import { reservationInsights } from '#services/reservations/reservation_insights'
import type { OwnerInsights } from '@shoplocal/shared/types'
import type User from '#models/user'
import { isoDate } from '#helpers/sql_values'
import { toSqlDateTime } from '#helpers/sql_values'

const INSIGHT_DAYS = 30
const INSIGHT_WEEKS = 12
/** Reply times are measured over this many recent days, so an old backlog does not hide today's pace. */
const REPLY_WINDOW_DAYS = 90
/** The favourites chart shows this many products. */
const TOP_FAVOURITES = 10
const DAY_MS = 86_400_000

const dayKey = (date: Date) => date.toISOString().slice(0, 10)

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

/** Monday 00:00 UTC of the week holding the date. */
function startOfWeek(date: Date): Date {
  const day = startOfUtcDay(date)
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS)
}

/** How many of the dates fall in each bucket starting at `starts` (each `length` ms long). */
function bucket(dates: Date[], starts: Date[], length: number): number[] {
  return starts.map((start) => dates.filter((date) => date >= start && date.getTime() < start.getTime() + length).length)
}

async function viewsPerDay(shopIds: number[], days: Date[]): Promise<Map<number, number[]>> {
  const rows: { shop_id: number; year: number; month: number; day: number; total: number | string }[] = await db
    .from('shop_visits')
    .whereIn('shop_id', shopIds)
    .where('visited_at', '>=', toSqlDateTime(days[0]))
    .groupBy('shop_id', 'year', 'month', 'day')
    .select('shop_id', 'year', 'month', 'day')
    .count('* as total')
  const index = new Map(days.map((day, position) => [dayKey(day), position]))
  const result = new Map(shopIds.map((id) => [id, days.map(() => 0)]))
  for (const row of rows) {
    const key = `${row.year}-${String(row.month).padStart(2, '0')}-${String(row.day).padStart(2, '0')}`
    const position = index.get(key)
    if (position !== undefined) result.get(Number(row.shop_id))![position] = Number(row.total)
  }
  return result
}

async function topFavourites(shopIds: number[]): Promise<OwnerInsights['favourites']> {
  const rows: { product_id: number; name: string; shop_name: string; total: number | string }[] = await db
    .from('favorites as f')
    .join('products as p', 'p.id', 'f.product_id')
    .join('shops as s', 's.id', 'p.shop_id')
    .whereIn('p.shop_id', shopIds)
    .groupBy('f.product_id', 'p.name', 's.name')
    .select('f.product_id', 'p.name', 's.name as shop_name')
    .count('* as total')
    .orderBy('total', 'desc')
    .orderBy('f.product_id', 'asc')
    .limit(TOP_FAVOURITES)
  return rows.map((row) => ({ productId: Number(row.product_id), name: row.name, shopName: row.shop_name, favourites: Number(row.total) }))
}

/** The first customer message and the first owner answer after it, per conversation. */
async function firstReplies(shopIds: number[], since: Date): Promise<number[]> {
  const rows: { conversation_id: number; sender_type: string; created_at: unknown }[] = await db
    .from('chat_messages as m')
    .join('chat_conversations as c', 'c.id', 'm.conversation_id')
    .whereIn('c.shop_id', shopIds)
    .where('c.created_at', '>=', toSqlDateTime(since))
    .select('m.conversation_id', 'm.sender_type', 'm.created_at')
    .orderBy('m.created_at', 'asc')
    .orderBy('m.id', 'asc')
  const asked = new Map<number, number>()
  const minutes = new Map<number, number>()
  for (const row of rows) {
    const conversation = Number(row.conversation_id)
    const at = new Date(isoDate(row.created_at)).getTime()
    if (row.sender_type === 'customer' && !asked.has(conversation)) asked.set(conversation, at)
    const question = asked.get(conversation)
    if (row.sender_type === 'shop_owner' && question !== undefined && !minutes.has(conversation)) {
      minutes.set(conversation, (at - question) / 60_000)
    }
  }
  return [...minutes.values()]
}

async function createdSince(table: 'messages' | 'chat_conversations', shopIds: number[], since: Date): Promise<Date[]> {
  const rows: { created_at: unknown }[] = await db
    .from(table)
    .whereIn('shop_id', shopIds)
    .where('created_at', '>=', toSqlDateTime(since))
    .select('created_at')
  return rows.map((row) => new Date(isoDate(row.created_at)))
}

/** GET /api/shop-owner/insights: views per day, favourites per product, messages and chats per week, reply time. */
export async function ownerInsights(owner: User, now: Date = new Date()): Promise<OwnerInsights> {
  const today = startOfUtcDay(now)
  const days = Array.from({ length: INSIGHT_DAYS }, (_, index) => new Date(today.getTime() - (INSIGHT_DAYS - 1 - index) * DAY_MS))
  const thisWeek = startOfWeek(now)
  const weeks = Array.from({ length: INSIGHT_WEEKS }, (_, index) => new Date(thisWeek.getTime() - (INSIGHT_WEEKS - 1 - index) * 7 * DAY_MS))

  const shops: { id: number; name: string }[] = await db
    .from('shops')
    .where('owner_id', owner.id)
    .whereNull('removed_at')
    .select('id', 'name')
    .orderBy('id')
  const shopIds = shops.map((shop) => Number(shop.id))
  const empty: OwnerInsights = {
    days: days.map(dayKey),
    shops: [],
    favourites: [],
    weeks: weeks.map(dayKey),
    messagesPerWeek: weeks.map(() => 0),
    chatsPerWeek: weeks.map(() => 0),
    averageFirstReplyMinutes: null,
    repliedConversations: 0,
    reservations: { collected: 0, uncollected: 0, collectionRate: null, perProduct: [] },
  }
  if (shopIds.length === 0) return empty

  const [views, favourites, messages, chats, replies, reservations] = await Promise.all([
    viewsPerDay(shopIds, days),
    topFavourites(shopIds),
    createdSince('messages', shopIds, weeks[0]),
    createdSince('chat_conversations', shopIds, weeks[0]),
    firstReplies(shopIds, new Date(now.getTime() - REPLY_WINDOW_DAYS * DAY_MS)),
    reservationInsights(shopIds, now),
  ])
  const week = 7 * DAY_MS
  return {
    ...empty,
    shops: shops.map((shop) => ({ id: Number(shop.id), name: shop.name, viewsPerDay: views.get(Number(shop.id))! })),
    favourites,
    reservations,
    messagesPerWeek: bucket(messages, weeks, week),
    chatsPerWeek: bucket(chats, weeks, week),
    averageFirstReplyMinutes: replies.length === 0 ? null : Math.round(replies.reduce((sum, value) => sum + value, 0) / replies.length),
    repliedConversations: replies.length,
  }
}
