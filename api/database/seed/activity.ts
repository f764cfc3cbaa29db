import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { toSqlDateTime } from '#helpers/sql_values'
import { REVIEW_COMMENTS } from '#database/data/catalogue'
import type { SeededRandom } from '#database/seed/random_source'
import type { ProductDraft, ShopDraft } from '#database/seed/shop_factory'
import { insertRows, type Row } from '#database/seed/writer'

const DAY = 24 * 60 * 60 * 1000

function isoWeek(date: Date): number {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  const dayNumber = target.getUTCDay() || 7
  target.setUTCDate(target.getUTCDate() + 4 - dayNumber)
  const yearStart = new Date(Date.UTC(target.getUTCFullYear(), 0, 1))
  return Math.ceil(((target.getTime() - yearStart.getTime()) / DAY + 1) / 7)
}

function round2(value: number): number {
  return Math.round(value * 100) / 100
}

/** Reviews of shops and products, with the rating and review count written back. */
export async function seedReviews(
  trx: TransactionClientContract,
  shops: ShopDraft[],
  products: ProductDraft[],
  customers: Row[],
  rng: SeededRandom,
  now: Date,
) {
  const reviews: Row[] = []
  const review = (target: { shop_id: number; product_id: number | null }) => {
    const customer = rng.pick(customers)
    const rating = rng.pick([5, 5, 5, 4, 4, 4, 3, 2])
    const created = toSqlDateTime(new Date(now.getTime() - rng.int(1, 330) * DAY))
    reviews.push({
      ...target,
      user_id: Number(customer.id),
      guest_session_id: null,
      rating,
      comment: rng.pick(REVIEW_COMMENTS),
      reviewer_name: `${customer.first_name} ${String(customer.last_name).charAt(0)}.`,
      reviewer_email: customer.email,
      created_at: created,
      updated_at: created,
    })
    return rating
  }

  for (const shop of shops.filter((draft) => draft.status === 'approved')) {
    const ratings = Array.from({ length: rng.int(1, 6) }, () => review({ shop_id: shop.id, product_id: null }))
    await trx
      .from('shops')
      .where('id', shop.id)
      .update({ rating: round2(ratings.reduce((a, b) => a + b, 0) / ratings.length), review_count: ratings.length })
  }
  const approved = new Set(shops.filter((draft) => draft.status === 'approved').map((draft) => draft.id))
  for (const product of products.filter((draft) => approved.has(draft.shopId))) {
    const ratings = Array.from({ length: rng.int(0, 4) }, () => review({ shop_id: product.shopId, product_id: product.id }))
    if (ratings.length === 0) continue
    await trx
      .from('products')
      .where('id', product.id)
      .update({ rating: round2(ratings.reduce((a, b) => a + b, 0) / ratings.length), review_count: ratings.length })
  }
  await insertRows(trx, 'reviews', reviews)
  return reviews.length
}

/** Visits spread over the last 12 months; each shop's view count is its number of visits. */
export async function seedVisits(trx: TransactionClientContract, shops: ShopDraft[], customers: Row[], rng: SeededRandom, now: Date) {
  const visits: Row[] = []
  const referrers = [null, 'https://www.google.ie/', 'https://www.facebook.com/', 'https://www.instagram.com/', null]
  const agents = [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/142.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/142.0 Mobile Safari/537.36',
  ]
  for (const shop of shops.filter((draft) => draft.status === 'approved')) {
    const count = rng.int(15, 90)
    for (let index = 0; index < count; index++) {
      // Recent days are busier, so the day and week figures are never empty.
      const daysAgo = index < 3 ? 0 : index < 8 ? rng.int(0, 6) : rng.int(0, 364)
      const visitedAt = new Date(now.getTime() - daysAgo * DAY - rng.int(0, 20) * 60 * 60 * 1000)
      const customer = rng.chance(0.3) ? rng.pick(customers) : null
      visits.push({
        shop_id: shop.id,
        user_id: customer ? Number(customer.id) : null,
        guest_session_id: null,
        ip_address: `${rng.pick([37, 46, 78, 86, 89, 109, 176])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
        user_agent: rng.pick(agents),
        referrer: rng.pick(referrers),
        visited_at: toSqlDateTime(visitedAt),
        year: visitedAt.getUTCFullYear(),
        month: visitedAt.getUTCMonth() + 1,
        week: isoWeek(visitedAt),
        day: visitedAt.getUTCDate(),
        created_at: toSqlDateTime(visitedAt),
      })
    }
    await trx.from('shops').where('id', shop.id).update({ view_count: count })
  }
  await insertRows(trx, 'shop_visits', visits)
  return visits.length
}

/** Favourites, a guest session, contact messages and a chat with the demo owner's shop. */
export async function seedConversations(
  trx: TransactionClientContract,
  options: {
    customers: Row[]
    demoCustomerId: number
    demoOwnerId: number
    demoShopId: number
    products: ProductDraft[]
    approvedShopIds: Set<number>
    rng: SeededRandom
    now: Date
  },
) {
  const { customers, demoCustomerId, demoOwnerId, demoShopId, products, approvedShopIds, rng, now } = options
  const publicProducts = products.filter((draft) => approvedShopIds.has(draft.shopId))
  const favourites = new Map<string, Row>()
  const favourite = (userId: number, product: ProductDraft) =>
    favourites.set(`${userId}:${product.id}`, {
      shop_id: product.shopId,
      product_id: product.id,
      user_id: userId,
      guest_session_id: null,
      created_at: toSqlDateTime(new Date(now.getTime() - rng.int(1, 90) * DAY)),
    })
  for (let index = 0; index < 6; index++) favourite(demoCustomerId, publicProducts[index * 7])
  for (let index = 0; index < 80; index++) favourite(Number(rng.pick(customers).id), rng.pick(publicProducts))
  await insertRows(trx, 'favorites', [...favourites.values()])

  const guestExpires = toSqlDateTime(new Date(now.getTime() + 30 * DAY))
  await insertRows(trx, 'guest_sessions', [
    { email: 'visitor@example.ie', phone: null, data: null, expires_at: guestExpires, created_at: toSqlDateTime(now) },
    { email: null, phone: '0851234567', data: null, expires_at: guestExpires, created_at: toSqlDateTime(now) },
  ])

  const contactMessages = [
    'Hi, do you have this in stock for collection on Saturday?',
    'Could you tell me your opening hours over the bank holiday?',
    'Do you deliver to the surrounding villages?',
  ]
  await insertRows(
    trx,
    'messages',
    contactMessages.map((content, index) => ({
      shop_id: demoShopId,
      sender_name: index === 0 ? 'Aoife Kelly' : `Customer ${index + 1}`,
      sender_phone: index === 2 ? '0861234567' : null,
      sender_email: index === 2 ? null : `customer${index + 1}@example.ie`,
      customer_user_id: index === 0 ? demoCustomerId : null,
      content,
      is_read: index > 0,
      email_sent: true,
      created_at: toSqlDateTime(new Date(now.getTime() - (index + 1) * DAY)),
    })),
  )

  const started = new Date(now.getTime() - 2 * DAY)
  const [conversationId] = await trx
    .insertQuery()
    .table('chat_conversations')
    .insert({
      shop_id: demoShopId,
      customer_user_id: demoCustomerId,
      guest_session_id: null,
      created_at: toSqlDateTime(started),
      updated_at: toSqlDateTime(new Date(now.getTime() - 60 * 60 * 1000)),
    })
  const lines: [string, number, string][] = [
    ['customer', demoCustomerId, 'Hello! Is the Aran sweater available in medium?'],
    ['shop_owner', demoOwnerId, 'Hi Aoife, yes we have two in medium. Would you like us to hold one?'],
    ['customer', demoCustomerId, 'Yes please, I can call in tomorrow afternoon.'],
    ['shop_owner', demoOwnerId, "Perfect, it'll be behind the counter with your name on it."],
  ]
  await insertRows(
    trx,
    'chat_messages',
    lines.map(([senderType, senderId, message], index) => ({
      conversation_id: Number(conversationId),
      sender_type: senderType,
      sender_id: String(senderId),
      message,
      is_read: index < 3,
      created_at: toSqlDateTime(new Date(started.getTime() + index * 3 * 60 * 60 * 1000)),
    })),
  )
}
