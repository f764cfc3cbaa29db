/*
 * The cluster test's crowd: each connection walks the mix (pages, searches, a real sign-in, a favourite,
 * a review, a chat message; one connection also uploads payment proofs) through the proxy, counting every answer
 * that is not the expected one, and remembering every write the API acknowledged so `lostWrites` can look for
 * each row afterwards.
 */
import { randomUUID } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { Browser } from '@shoplocal/api/testing-browser'
import { tinyPdf, uploadProof } from '@shoplocal/api/testing-billing'

export const CUSTOMER = { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' }
const OWNER = { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }

export interface Target {
  shop: { id: number }
  /** Public products, one per connection that reviews: each connection's review replaces only its own. */
  products: { id: number; shop_id: number }[]
  /** The customer signed in before the crowd starts, asked on every turn whether it still is. */
  customer: Browser
}

/** Acknowledged writes, each as the row it must have left. */
export interface Acknowledged {
  guestSessions: number[]
  favourites: { guestSessionId: number; productId: number }[]
  /** The newest acknowledged review comment of each product (the one the row must now hold). */
  reviews: Map<number, string>
  chatMessages: number[]
  /** The owner's bank-transfer payment and how many proofs it was acknowledged for. */
  proofs: { paymentId: number; uploads: number }
}

export function startCrowd(base: string, target: Target, connections: number, fail: (what: string) => void) {
  const acknowledged: Acknowledged = {
    guestSessions: [],
    favourites: [],
    reviews: new Map(),
    chatMessages: [],
    proofs: { paymentId: 0, uploads: 0 },
  }
  const counts = { requests: 0, failed: 0 }
  let driving = true

  /** One request, counted; `ok` judges the answer and may record what it acknowledged. */
  const request = async <T>(what: string, send: () => Promise<T & { status: number }>, ok: (answer: T & { status: number }) => boolean) => {
    counts.requests++
    try {
      const answer = await send()
      if (ok(answer)) return answer
      counts.failed++
      fail(`${what}: ${answer.status}`)
    } catch (error) {
      counts.failed++
      fail(`${what}: ${(error as Error).message}`)
    }
    return undefined
  }
  const page = (path: string) => () => fetch(`${base}${path}`).then(async (r) => (await r.arrayBuffer(), r))
  const is200 = (answer: { status: number }) => answer.status === 200

  const owner = new Browser(base)
  const proofUpload = async () => {
    if (!owner.sessionCookie) {
      await request('owner sign-in', () => owner.post('/api/shop-owner/login', OWNER), is200)
      const invoice = await request(
        'bank-transfer invoice',
        () => owner.post<{ id: number }>('/api/payments/checkout', { purpose: 'listing', paymentMethod: 'bank_transfer' }),
        (answer) => answer.status === 200 || answer.status === 201,
      )
      if (invoice) acknowledged.proofs.paymentId = invoice.body.id
    }
    const paymentId = acknowledged.proofs.paymentId
    if (!paymentId) return
    const uploaded = await request(
      'payment proof upload',
      () => uploadProof(owner, base, paymentId, tinyPdf(), 'proof.pdf', 'application/pdf'),
      is200,
    )
    if (uploaded) acknowledged.proofs.uploads++
  }

  const connection = async (index: number) => {
    const guest = new Browser(base)
    const member = new Browser(base)
    const product = target.products[index]
    let guestSessionId = 0
    for (let turn = 0; driving; turn++) {
      const step = (index + turn) % 8
      if (step === 0) await request('home page', page('/'), is200)
      else if (step === 1) await request('shop search', () => guest.get('/api/shops?search=cafe'), is200)
      else if (step === 2) await request('product search page', page('/browse-products?search=bread'), is200)
      else if (step === 3)
        await request(
          'signed-in customer still signed in',
          () => target.customer.get<{ authenticated: boolean }>('/api/customer/auth'),
          (answer) => answer.status === 200 && answer.body?.authenticated === true,
        )
      else if (step === 4) await request('shop page', () => guest.get(`/api/shops/${target.shop.id}`), is200)
      else if (step === 5) {
        const session = await request(
          'guest session',
          () => guest.post<{ guestSession: { id: number } }>('/api/guest-session', { email: `cluster.${randomUUID()}@example.ie` }),
          (answer) => answer.status === 200 || answer.status === 201,
        )
        if (session) acknowledged.guestSessions.push((guestSessionId = session.body.guestSession.id))
        if (session && product) {
          const saved = await request(
            'favourite',
            () => guest.post('/api/customer/favorites', { shopId: product.shop_id, productId: product.id }),
            is200,
          )
          if (saved) acknowledged.favourites.push({ guestSessionId, productId: product.id })
        }
      } else if (step === 6) {
        if (await request('customer sign-in', () => member.post('/api/customer/login', CUSTOMER), is200)) {
          const sent = await request(
            'chat message',
            () =>
              member.post<{ message: { id: number } }>('/api/chat/messages', {
                // A conversation per shop, as people write: not fifty tabs into one conversation at once.
                shopId: product?.shop_id ?? target.shop.id,
                message: `Cluster crowd ${index}.${turn}`,
              }),
            (answer) => answer.status === 201,
          )
          if (sent) acknowledged.chatMessages.push(sent.body.message.id)
        }
      } else if (index === 0) await proofUpload()
      else if (product && member.sessionCookie) {
        const comment = `Cluster review ${randomUUID()}`
        const reviewed = await request(
          'review',
          () => member.post(`/api/products/${product.id}/reviews`, { rating: 1 + (turn % 5), comment }),
          (answer) => answer.status === 200 || answer.status === 201,
        )
        if (reviewed) acknowledged.reviews.set(product.id, comment)
      }
    }
  }

  const running = Array.from({ length: connections }, (_, index) => connection(index))
  return {
    counts,
    acknowledged,
    async stop() {
      driving = false
      await Promise.all(running)
    },
  }
}

/** Every acknowledged write looked up row by row: a description of each one missing. */
export async function lostWrites(db: Knex, acknowledged: Acknowledged, customerId: number, uploads: string): Promise<string[]> {
  const lost: string[] = []
  const sessions = new Set((await db('guest_sessions').whereIn('id', acknowledged.guestSessions).pluck('id')).map(Number))
  for (const id of acknowledged.guestSessions) if (!sessions.has(id)) lost.push(`guest session ${id}`)
  for (const { guestSessionId, productId } of acknowledged.favourites) {
    const row = await db('favorites').where({ guest_session_id: guestSessionId, product_id: productId }).first('id')
    if (!row) lost.push(`favourite of product ${productId} by guest session ${guestSessionId}`)
  }
  for (const [productId, comment] of acknowledged.reviews) {
    const row = await db('reviews').where({ product_id: productId, user_id: customerId, comment }).first('id')
    if (!row) lost.push(`review of product ${productId}`)
  }
  const messages = new Set((await db('chat_messages').whereIn('id', acknowledged.chatMessages).pluck('id')).map(Number))
  for (const id of acknowledged.chatMessages) if (!messages.has(id)) lost.push(`chat message ${id}`)
  if (acknowledged.proofs.uploads > 0) {
    const payment = await db('payment_transactions').where('id', acknowledged.proofs.paymentId).first('payment_status', 'payment_proof_url')
    const kept =
      payment?.payment_proof_url &&
      (await stat(join(uploads, payment.payment_proof_url)).then(
        () => true,
        () => false,
      ))
    if (payment?.payment_status !== 'pending_verification' || !kept) lost.push(`payment ${acknowledged.proofs.paymentId}'s proof`)
  }
  return lost
}

/** How many writes of each kind were acknowledged, for the test's report. */
export function writeCounts(acknowledged: Acknowledged): string {
  return [
    `${acknowledged.guestSessions.length} guest sessions`,
    `${acknowledged.favourites.length} favourites`,
    `${acknowledged.reviews.size} reviews (newest of each product)`,
    `${acknowledged.chatMessages.length} chat messages`,
    `${acknowledged.proofs.uploads} payment proofs`,
  ].join(', ')
}
