/*
 * The item a report or a decision names, read as the public sees it: a shop, product, live spotlight,
 * confirmed review or chat message that exists and is public (a hidden or restricted one too for an admin's
 * own-initiative act, which may restrict what a report did not name). A chat message is reportable only by
 * the other party of its conversation.
 */
import db from '@adonisjs/lucid/services/db'
import { productPath, shopPath, spotlightPath, type ReportTargetType } from '@shoplocal/shared/constants'
import type { TrustTarget } from '@shoplocal/shared/types'
import { wherePublicProduct, wherePublicShop } from '#services/catalogue/public_scope'
import { toSqlDateTime, type Row } from '#helpers/sql_values'
import { trustErrors } from '#services/trust/trust_errors'

export interface ResolvedTarget extends TrustTarget {
  /** The account whose item it is: the one a restriction affects (null for a guest's review). */
  ownerUserId: number | null
  /** The shop it belongs to, for "restrict the shop". */
  shopId: number | null
}

/** Who asks: a reporter's account id (null for a visitor), or an admin acting on their own initiative. */
type Asker = number | null | 'admin'

type Reader = (id: number, asker: Asker) => Promise<ResolvedTarget | null>

const shopTarget: Reader = async (id) => {
  const query = db.from('shops as s').where('s.id', id).select('s.id', 's.name', 's.owner_id')
  wherePublicShop(query)
  const row: Row | null = await query.first()
  return row && { type: 'shop', id, name: String(row.name), url: shopPath(id), ownerUserId: Number(row.owner_id), shopId: id }
}

const productTarget: Reader = async (id) => {
  const query = db
    .from('products as p')
    .join('shops as s', 's.id', 'p.shop_id')
    .where('p.id', id)
    .select('p.name', 's.id as shop_id', 's.owner_id')
  wherePublicProduct(query)
  wherePublicShop(query)
  const row: Row | null = await query.first()
  return (
    row && {
      type: 'product',
      id,
      name: String(row.name),
      url: productPath(id),
      ownerUserId: Number(row.owner_id),
      shopId: Number(row.shop_id),
    }
  )
}

const spotlightTarget: Reader = async (id) => {
  const query = db
    .from('spotlight_requests as sr')
    .join('products as p', 'p.id', 'sr.product_id')
    .join('shops as s', 's.id', 'sr.shop_id')
    .where('sr.id', id)
    .where('sr.status', 'approved')
    .where('sr.end_date', '>', toSqlDateTime(new Date()))
    .select('p.name', 's.id as shop_id', 'sr.shop_owner_id')
  wherePublicProduct(query)
  wherePublicShop(query)
  const row: Row | null = await query.first()
  return (
    row && {
      type: 'spotlight',
      id,
      name: String(row.name),
      url: spotlightPath(id),
      ownerUserId: Number(row.shop_owner_id),
      shopId: Number(row.shop_id),
    }
  )
}

const reviewTarget: Reader = async (id, asker) => {
  const query = db
    .from('reviews as r')
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .join('shops as s', 's.id', db.raw('coalesce(r.shop_id, p.shop_id)'))
    .where('r.id', id)
    .where('r.is_confirmed', true)
    .whereNull('r.hidden_at')
    .select('r.user_id', 'r.reviewer_name', 'r.product_id', 's.id as shop_id', 's.name as shop_name', 'p.name as product_name')
  // A review held for moderation is not public; only the console acts on it.
  if (asker !== 'admin') query.whereNull('r.held_at')
  wherePublicShop(query)
  const row: Row | null = await query.first()
  if (!row) return null
  const productId = row.product_id === null ? null : Number(row.product_id)
  const about = productId === null ? String(row.shop_name) : String(row.product_name)
  return {
    type: 'review',
    id,
    name: `Review of ${about}${row.reviewer_name ? ` by ${String(row.reviewer_name)}` : ''}`,
    url: productId === null ? shopPath(Number(row.shop_id)) : productPath(productId),
    ownerUserId: row.user_id === null ? null : Number(row.user_id),
    shopId: Number(row.shop_id),
  }
}

const chatMessageTarget: Reader = async (id, asker) => {
  const row: Row | null = await db
    .from('chat_messages as m')
    .join('chat_conversations as c', 'c.id', 'm.conversation_id')
    .join('shops as s', 's.id', 'c.shop_id')
    .where('m.id', id)
    .whereNull('m.hidden_at')
    .select('m.sender_id', 'm.sender_type', 'c.customer_user_id', 's.owner_id', 's.id as shop_id', 's.name as shop_name')
    .first()
  if (!row) return null
  const parties = [Number(row.customer_user_id), Number(row.owner_id)]
  // Anyone outside the conversation is answered as if it did not exist, so ids cannot be probed.
  if (asker !== 'admin') {
    if (asker === null || !parties.includes(asker)) return null
    if (Number(row.sender_id) === asker) throw trustErrors.chatMessageNotYours()
  }
  return {
    type: 'chat_message',
    id,
    name: `Chat message ${row.sender_type === 'customer' ? 'to' : 'from'} ${String(row.shop_name)}`,
    url: null,
    ownerUserId: Number(row.sender_id),
    shopId: Number(row.shop_id),
  }
}

const READERS: Record<ReportTargetType, Reader> = {
  shop: shopTarget,
  product: productTarget,
  spotlight: spotlightTarget,
  review: reviewTarget,
  chat_message: chatMessageTarget,
}

/** The public item a report names; 404 when there is no such item or the public cannot see it. */
export async function reportableTarget(type: ReportTargetType, id: number, asker: Asker): Promise<ResolvedTarget> {
  const target = await READERS[type](id, asker)
  if (!target) throw trustErrors.targetNotFound()
  return target
}
