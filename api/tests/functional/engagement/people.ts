/*
 * The people of the engagement suites: the seeded demo accounts signed in on
 * their own cookie jars, fresh customers, guests, and the public shops and
 * products they act on, read from the seeded database.
 */
import type { Knex } from 'knex'
import { Browser } from '../auth/browser.ts'

export const CUSTOMER = { email: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' }
export const OWNER = { email: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }
export const OTHER_OWNER = { email: 'ciaran.obrien@shoplocal.ie', password: 'Owner@2026' }
const STRONG = 'Secret@123'

export async function customer(url: string, account = CUSTOMER, headers: Record<string, string> = {}): Promise<Browser> {
  const browser = new Browser(url, headers)
  const reply = await browser.post('/api/customer/login', { contact: account.email, password: account.password })
  if (reply.status !== 200) throw new Error(`customer sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return browser
}

export async function owner(url: string, account = OWNER): Promise<Browser> {
  const browser = new Browser(url)
  const reply = await browser.post('/api/shop-owner/login', { emailOrPhone: account.email, password: account.password })
  if (reply.status !== 200) throw new Error(`owner sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return browser
}

let phoneCounter = 0
/**
 * A new customer, registered by phone and signed in by the texted code. These suites run without an SMS sink,
 * so the code is read from the database (the auth suites read it from the texts themselves).
 */
export async function newCustomer(url: string, db: Knex, firstName = 'Niamh', browser = new Browser(url)): Promise<Browser> {
  phoneCounter += 1
  const phone = `+3538${String(Date.now()).slice(-6)}${String(phoneCounter).padStart(2, '0')}`
  const reply = await browser.post('/api/customer/register', {
    firstName,
    lastName: 'Byrne',
    contact: phone,
    city: 'Sligo',
    password: STRONG,
  })
  if (reply.status !== 201) throw new Error(`register failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  const { code } = await db('verification_codes as v')
    .join('users as u', 'u.id', 'v.user_id')
    .where({ 'u.phone': phone, 'v.type': 'phone_verification', 'v.is_used': false })
    .orderBy('v.id', 'desc')
    .first('v.code')
  const verified = await browser.post('/api/auth/verify-phone', { phone, code })
  if (verified.status !== 200) throw new Error(`verify-phone failed: ${verified.status} ${JSON.stringify(verified.body)}`)
  return browser
}

/** A browser holding a guest session for `email`. */
export async function guest(url: string, email = 'guest@example.ie', headers: Record<string, string> = {}): Promise<Browser> {
  const browser = new Browser(url, headers)
  const reply = await browser.post('/api/guest-session', { email })
  if (reply.status !== 201) throw new Error(`guest session failed: ${reply.status}`)
  return browser
}

/** A guest session that proved its e-mail with the code (read from the database, as the mailbox would show it). */
export async function confirmedGuest(url: string, db: Knex, email: string, headers: Record<string, string> = {}): Promise<Browser> {
  const browser = await guest(url, email, headers)
  if ((await browser.post('/api/guest-session/code')).status !== 200) throw new Error('guest code failed')
  const session = await db('guest_sessions').where('email', email).orderBy('id', 'desc').first('confirmation_code')
  const confirmed = await browser.post('/api/guest-session/confirm', { code: session.confirmation_code })
  if (confirmed.status !== 200) throw new Error(`guest confirmation failed: ${confirmed.status}`)
  return browser
}

export async function userId(db: Knex, email: string): Promise<number> {
  return Number((await db('users').where('email', email).first('id')).id)
}

export interface PublicProduct {
  id: number
  shopId: number
}

/** Public products of public shops, not owned by `notOwnedBy`, a few per shop at most. */
export async function publicProducts(db: Knex, count: number, notOwnedBy?: number): Promise<PublicProduct[]> {
  const query = db('products as p')
    .join('shops as s', 's.id', 'p.shop_id')
    .where('s.status', 'approved')
    .where('s.is_active', true)
    .whereNot('s.payment_status', 'suspended')
    .where('p.is_active', true)
    .select('p.id', 'p.shop_id')
    .orderBy('p.id')
    .limit(count)
  if (notOwnedBy !== undefined) query.whereNot('s.owner_id', notOwnedBy)
  return (await query).map((row) => ({ id: Number(row.id), shopId: Number(row.shop_id) }))
}

/** The first approved shop of an owner. */
export async function shopOf(db: Knex, ownerId: number): Promise<number> {
  return Number(
    (
      await db('shops')
        .where('owner_id', ownerId)
        .where('status', 'approved')
        .whereNot('payment_status', 'suspended')
        .orderBy('id')
        .first('id')
    ).id,
  )
}
