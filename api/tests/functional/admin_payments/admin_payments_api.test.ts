import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { ACCESS_DENIED, ADMIN_PAYMENT_MESSAGES } from '@shoplocal/shared/messages'
import { ADMIN_SERVER_MESSAGES, NOTIFICATION_TEXTS, RECONCILIATION_NOTES, alreadyDecidedMessage } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { mintAccessToken } from '../../support/access_tokens.ts'
import { adminClient } from '../../support/admin_client.ts'
import { Browser } from '../auth/browser.ts'
import { createPayment, PDF_PROOF, PNG_PROOF, sqlNow, type NewPayment } from '../../../../scripts/testing/payments.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const DAY = 24 * 60 * 60 * 1000
const inDays = (days: number) => sqlNow(new Date(Date.now() + days * DAY))
/** A DATETIME as read back: mysql2 gives a Date, SQLite the UTC text. */
const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`))

describe(`admin payments API on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let sink: MailSink
  let db: Knex
  let call: ReturnType<typeof adminClient>
  let token: string
  let ids: Record<'admin' | 'owner1' | 'owner2' | 'customer', number>
  let shops: Record<'owner1' | 'owner2', number[]>

  const userId = async (email: string) => Number((await db('users').where('email', email).first()).id)
  const approvedShopIds = async (ownerId: number) =>
    (await db('shops').where({ owner_id: ownerId, status: 'approved' }).orderBy('id').select('id')).map((row) => Number(row.id))
  const pay = (payment: NewPayment) => createPayment(db, api.env.UPLOADS_DIR, payment)
  const transaction = (id: number) => db('payment_transactions').where('id', id).first()
  const countOf = async (query: Knex.QueryBuilder) => Number((await query.count('* as n').first())?.n ?? 0)
  const logsOf = (action: string) => db('admin_logs').where('action', action).orderBy('id')

  beforeAll(async () => {
    sink = await startMailSink()
    api = await startApi({ env: { ...sink.env, AUTH_SIGN_IN_PER_MINUTE: '1000' } })
    db = api.database.connect()
    call = adminClient(api.url)
    ids = {
      admin: await userId('admin@shoplocal.ie'),
      owner1: await userId('siobhan.murphy@shoplocal.ie'),
      owner2: await userId('ciaran.obrien@shoplocal.ie'),
      customer: await userId('aoife.kelly@shoplocal.ie'),
    }
    shops = { owner1: await approvedShopIds(ids.owner1), owner2: await approvedShopIds(ids.owner2) }
    token = (await call('POST', '/api/admin/auth/token', { body: ADMIN })).body.token
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sink?.stop()
  })

  it('refuses every route to anonymous callers (401) and non-admins (403)', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/payments'],
      ['POST', `/api/admin/payments/${ids.owner1}/mark-paid`],
      ['POST', `/api/admin/payments/${ids.owner1}/suspend`],
      ['GET', '/api/admin/payments/transactions'],
      ['POST', '/api/admin/payments/transactions/1/verify', {}],
      ['POST', '/api/admin/payments/transactions/1/reject', { reason: 'x' }],
      ['POST', '/api/admin/payments/transactions/1/refund', { reason: 'x' }],
      ['POST', '/api/admin/payments/reconciliation/preview', { lines: [] }],
      ['POST', '/api/admin/payments/reconciliation/confirm', { lines: [] }],
    ]
    const nonAdmins = [await mintAccessToken(db, ids.customer), await mintAccessToken(db, ids.owner1)]
    for (const [method, path, body] of routes) {
      expect((await call(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401)
      for (const other of nonAdmins) {
        const reply = await call(method, path, { body, token: other })
        expect(reply.status, `${method} ${path} non-admin`).toBe(403)
        expect(reply.body.message).toBe(ACCESS_DENIED.enhanced)
      }
    }
  })

  describe('payments tab', () => {
    it('lists approved shops with the display status, filters exactly by it, and counts the stat cards from the same rule', async () => {
      await db('shops')
        .whereIn('id', shops.owner1)
        .update({ current_plan: 'pro', payment_status: 'paid', next_payment_due: inDays(40) })
      await db('shops')
        .whereIn('id', shops.owner2)
        .update({ current_plan: 'starter', payment_status: 'paid', next_payment_due: inDays(3) })

      const all = await call('GET', '/api/admin/payments?status=all&limit=100', { token })
      expect(all.status).toBe(200)
      const total = await countOf(db('shops').where('status', 'approved'))
      expect(all.body.totalCount).toBe(total)
      const row = all.body.payments.find((payment: { id: number }) => payment.id === shops.owner2[0])
      expect(row).toMatchObject({ shopOwnerId: ids.owner2, planName: 'starter', status: 'expiring' })
      expect(all.body.bankDetails.iban).toMatch(/^IE/)

      const counts = { active: 0, expiring: 0, suspended: 0, trial: 0 }
      for (const payment of all.body.payments as { status: keyof typeof counts }[]) counts[payment.status]++
      expect(all.body.stats).toMatchObject({ active: counts.active, expiringSoon: counts.expiring, suspended: counts.suspended })
      expect(counts.active).toBeGreaterThan(0)

      for (const status of ['active', 'expiring', 'suspended'] as const) {
        const filtered = await call('GET', `/api/admin/payments?status=${status}&limit=100`, { token })
        expect(filtered.body.totalCount, status).toBe(counts[status])
        expect(filtered.body.payments.every((payment: { status: string }) => payment.status === status)).toBe(true)
      }
      const searched = await call('GET', '/api/admin/payments?search=ciaran.obrien', { token })
      expect(searched.body.payments.map((payment: { shopOwnerId: number }) => payment.shopOwnerId)).toEqual(
        shops.owner2.map(() => ids.owner2),
      )
      expect((await call('GET', '/api/admin/payments?status=paid', { token })).status).toBe(422)
    })

    it('marks an owner paid through a verified payment, and refuses when already active', async () => {
      const before = await countOf(db('payment_transactions').where('user_id', ids.owner2))
      const marked = await call('POST', `/api/admin/payments/${ids.owner2}/mark-paid`, { token })
      expect(marked.status).toBe(200)
      expect(marked.body.message).toBe(ADMIN_PAYMENT_MESSAGES.paymentMarked)
      expect(marked.body.shops.every((shop: { status: string }) => shop.status === 'active')).toBe(true)

      const created = await db('payment_transactions').where('user_id', ids.owner2).orderBy('id', 'desc').first()
      expect(await countOf(db('payment_transactions').where('user_id', ids.owner2))).toBe(before + shops.owner2.length)
      expect(created).toMatchObject({ payment_status: 'verified', verified_by: ids.admin, transaction_type: 'plan_payment' })
      expect(created.payment_reference).toMatch(/^SL-[0-9A-Z]{5}-[0-9A-Z]$/)
      expect(JSON.parse(created.line_items)[0]).toMatchObject({ kind: 'plan', amount: 39 })
      const shop = await db('shops').where('id', shops.owner2[0]).first()
      expect(dateOf(shop.next_payment_due).getTime()).toBeGreaterThan(Date.now() + 29 * DAY)
      expect((await logsOf('mark_paid')).at(-1)).toMatchObject({ admin_id: ids.admin, target_type: 'shop_owner', target_id: ids.owner2 })

      const again = await call('POST', `/api/admin/payments/${ids.owner2}/mark-paid`, { token })
      expect(again.status).toBe(409)
      expect(again.body.message).toBe(ADMIN_PAYMENT_MESSAGES.alreadyActive)
      const customer = await call('POST', `/api/admin/payments/${ids.customer}/mark-paid`, { token })
      expect(customer.status).toBe(404)
      expect(customer.body.message).toBe(ADMIN_SERVER_MESSAGES.notShopOwner)
      expect((await call('POST', '/api/admin/payments/999999/suspend', { token })).status).toBe(404)
    })

    it('suspends an owner for non-payment once, announces it to the catalogue, and Mark Paid brings the shops back with the reactivation fee', async () => {
      const feed = Number((await db('catalogue_changes').max('id as id').first())?.id ?? 0)
      const suspended = await call('POST', `/api/admin/payments/${ids.owner2}/suspend`, { token })
      expect(suspended.status).toBe(200)
      expect(suspended.body.message).toBe(ADMIN_PAYMENT_MESSAGES.shopSuspended)
      expect(suspended.body.shops.every((shop: { status: string }) => shop.status === 'suspended')).toBe(true)
      const changes = await db('catalogue_changes').where('id', '>', feed).select('shop_id')
      expect(changes.map((change) => Number(change.shop_id))).toEqual(expect.arrayContaining(shops.owner2))
      expect((await logsOf('suspend_payment')).at(-1)).toMatchObject({ target_id: ids.owner2 })

      const again = await call('POST', `/api/admin/payments/${ids.owner2}/suspend`, { token })
      expect(again.status).toBe(409)
      expect(again.body.message).toBe(ADMIN_PAYMENT_MESSAGES.alreadySuspended)

      const back = await call('POST', `/api/admin/payments/${ids.owner2}/mark-paid`, { token })
      expect(back.status).toBe(200)
      const shop = await db('shops').where('id', shops.owner2[0]).first()
      expect(shop.payment_status).toBe('paid')
      expect(Boolean(shop.reactivation_fee_required)).toBe(false)
      const payment = await db('payment_transactions').where('shop_id', shops.owner2[0]).orderBy('id', 'desc').first()
      expect(payment.transaction_type).toBe('reactivation')
      expect(JSON.parse(payment.line_items).map((line: { kind: string }) => line.kind)).toEqual(['reactivation', 'plan'])
    })
  })

  describe('verification queue', () => {
    it('lists pending bank transfers with owner, shop, plan and proof type, and serves the proof only to its payer and admins', async () => {
      const pending = await pay({ userId: ids.owner1, shopId: shops.owner1[0], planName: 'pro', amount: 99, proof: 'png' })
      const queue = await call('GET', '/api/admin/payments/transactions', { token })
      expect(queue.status).toBe(200)
      const listed = queue.body.transactions.find((payment: { id: number }) => payment.id === pending.id)
      expect(listed).toMatchObject({
        paymentStatus: 'pending_verification',
        paymentReference: pending.reference,
        amountPaid: 99,
        owner: { id: ids.owner1, email: 'siobhan.murphy@shoplocal.ie' },
        shop: { id: shops.owner1[0] },
        planName: 'Pro',
        proofContentType: 'image/png',
        paymentProofUrl: `/api/payments/${pending.id}/proof`,
      })
      expect(JSON.stringify(queue.body)).not.toContain(pending.proofKey!)

      const asAdmin = await fetch(`${api.url}/api/payments/${pending.id}/proof`, { headers: { authorization: `Bearer ${token}` } })
      expect(asAdmin.status).toBe(200)
      expect(asAdmin.headers.get('content-type')).toBe('image/png')
      expect(asAdmin.headers.get('x-content-type-options')).toBe('nosniff')
      expect(asAdmin.headers.get('content-disposition')).toBe('inline')
      expect(Buffer.from(await asAdmin.arrayBuffer()).equals(PNG_PROOF)).toBe(true)
      const asPayer = await fetch(`${api.url}/api/payments/${pending.id}/proof`, {
        headers: { authorization: `Bearer ${await mintAccessToken(db, ids.owner1)}` },
      })
      expect(asPayer.status).toBe(200)
      // The owner's website session works too: the dashboard shows the proof it uploaded.
      const website = new Browser(api.url)
      expect(
        (await website.post('/api/shop-owner/login', { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' })).status,
      ).toBe(200)
      const cookie = [...website.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
      const viaSession = await fetch(`${api.url}/api/payments/${pending.id}/proof`, { headers: { cookie } })
      expect(viaSession.status).toBe(200)
      expect(viaSession.headers.get('cache-control')).toBe('private, no-store')
      const asOther = await fetch(`${api.url}/api/payments/${pending.id}/proof`, {
        headers: { authorization: `Bearer ${await mintAccessToken(db, ids.owner2)}`, accept: 'application/json' },
      })
      expect(asOther.status).toBe(403)
      expect(((await asOther.json()) as { message: string }).message).toBe(ADMIN_PAYMENT_MESSAGES.notYourPayment)
      expect((await fetch(`${api.url}/api/payments/${pending.id}/proof`)).status).toBe(401)
      expect((await fetch(`${api.url}/api/payments/999999/proof`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404)
      // The upload route never serves a proof, even to someone who learnt its key.
      expect((await fetch(`${api.url}/uploads/${pending.proofKey}`)).status).toBe(404)
    })

    it('serves a PDF proof only as a download, under a policy that allows nothing', async () => {
      const pdf = await pay({ userId: ids.owner1, shopId: shops.owner1[0], amount: 39, proof: 'pdf' })
      const reply = await fetch(`${api.url}/api/payments/${pdf.id}/proof`, { headers: { authorization: `Bearer ${token}` } })
      expect(reply.headers.get('content-type')).toBe('application/pdf')
      expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="payment-${pdf.id}-proof.pdf"`)
      expect(reply.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox")
      expect(Buffer.from(await reply.arrayBuffer()).equals(PDF_PROOF)).toBe(true)
      const listed = await call('GET', '/api/admin/payments/transactions?limit=100', { token })
      expect(listed.body.transactions.find((payment: { id: number }) => payment.id === pdf.id).proofContentType).toBe('application/pdf')
    })

    it('lets exactly one of two concurrent verifies through; the plan is activated once', async () => {
      await db('shops')
        .where('id', shops.owner1[0])
        .update({ current_plan: 'free_trial', payment_status: 'pending', next_payment_due: null })
      const pending = await pay({ userId: ids.owner1, shopId: shops.owner1[0], planName: 'business', amount: 299 })
      const [first, second] = await Promise.all([
        call('POST', `/api/admin/payments/transactions/${pending.id}/verify`, { token, body: { notes: 'Seen on statement' } }),
        call('POST', `/api/admin/payments/transactions/${pending.id}/verify`, { token, body: {} }),
      ])
      expect([first.status, second.status].sort()).toEqual([200, 409])
      const loser = first.status === 409 ? first : second
      expect(loser.body.message).toBe(alreadyDecidedMessage('verified'))
      const winner = first.status === 200 ? first : second
      expect(winner.body.transaction).toMatchObject({ id: pending.id, paymentStatus: 'verified' })
      expect(await transaction(pending.id)).toMatchObject({ payment_status: 'verified', verified_by: ids.admin })
      expect(await db('shops').where('id', shops.owner1[0]).first()).toMatchObject({ current_plan: 'business', payment_status: 'paid' })
      expect((await logsOf('verify_payment')).filter((log) => Number(log.target_id) === pending.id)).toHaveLength(1)
      expect((await call('POST', '/api/admin/payments/transactions/999999/verify', { token, body: {} })).status).toBe(404)
    })

    it('verifies a payment without a proof only when the admin confirms the money arrived with a note, and says who verified it', async () => {
      const unproven = await pay({ userId: ids.owner1, shopId: shops.owner1[0], amount: 6.5, status: 'awaiting_payment', proof: null })
      const verify = (body: object) => call('POST', `/api/admin/payments/transactions/${unproven.id}/verify`, { token, body })
      const bare = await verify({})
      expect(bare.status).toBe(422)
      expect(bare.body.errors).toEqual([
        { field: 'moneyArrived', message: ADMIN_PAYMENT_MESSAGES.confirmMoneyArrived },
        { field: 'notes', message: ADMIN_PAYMENT_MESSAGES.moneyArrivedNoteRequired },
      ])
      const noNote = await verify({ moneyArrived: true, notes: '   ' })
      expect(noNote.status).toBe(422)
      expect(noNote.body.errors).toEqual([{ field: 'notes', message: ADMIN_PAYMENT_MESSAGES.moneyArrivedNoteRequired }])
      expect((await verify({ notes: 'Seen on the statement' })).body.errors).toEqual([
        { field: 'moneyArrived', message: ADMIN_PAYMENT_MESSAGES.confirmMoneyArrived },
      ])
      expect((await transaction(unproven.id)).payment_status).toBe('awaiting_payment')

      const note = 'Credit of 6.50 seen on the 24 November statement'
      const verified = await verify({ moneyArrived: true, notes: note })
      expect(verified.status).toBe(200)
      const admin = await db('users').where('id', ids.admin).first()
      expect(verified.body.transaction).toMatchObject({
        paymentStatus: 'verified',
        verifiedBy: { id: ids.admin, name: `${admin.first_name} ${admin.last_name}`.trim() },
      })
      expect(Date.parse(verified.body.transaction.verifiedAt)).not.toBeNaN()
      const log = (await logsOf('verify_payment_without_proof')).at(-1)
      expect(log).toMatchObject({ admin_id: ids.admin, target_id: unproven.id })
      expect(JSON.parse(log.details).reason).toBe(note)
      expect((await verify({ moneyArrived: true, notes: note })).status).toBe(409)

      const listed = await call('GET', '/api/admin/payments/transactions?status=verified&limit=100', { token })
      const row = listed.body.transactions.find((payment: { id: number }) => payment.id === unproven.id)
      expect(row.verifiedBy).toEqual(verified.body.transaction.verifiedBy)
      const waiting = await call('GET', '/api/admin/payments/transactions?status=pending_verification&limit=100', { token })
      expect(waiting.body.transactions.every((payment: { verifiedBy: unknown }) => payment.verifiedBy === null)).toBe(true)
    })

    it('rejects with a required reason and mails it to the owner; refunds only verified transfers', async () => {
      const pending = await pay({ userId: ids.owner1, shopId: shops.owner1[0], amount: 39 })
      const missing = await call('POST', `/api/admin/payments/transactions/${pending.id}/reject`, { token, body: { reason: '  ' } })
      expect(missing.status).toBe(422)
      expect(missing.body.errors[0]).toMatchObject({ field: 'reason', message: ADMIN_PAYMENT_MESSAGES.reasonRequired })
      expect((await transaction(pending.id)).payment_status).toBe('pending_verification')

      const reason = 'The amount on the screenshot does not match the invoice'
      const rejected = await call('POST', `/api/admin/payments/transactions/${pending.id}/reject`, { token, body: { reason } })
      expect(rejected.status).toBe(200)
      expect(rejected.body.transaction).toMatchObject({ paymentStatus: 'rejected', rejectionReason: reason })
      expect(rejected.body.message).toBe(ADMIN_PAYMENT_MESSAGES.paymentRejected)
      const mail = await sink.waitFor('siobhan.murphy@shoplocal.ie', (sent) => sent.subject.includes(pending.reference))
      expect(mail.text).toContain(reason)
      expect((await logsOf('reject_payment')).at(-1)).toMatchObject({ target_id: pending.id })
      expect(JSON.parse((await logsOf('reject_payment')).at(-1).details).reason).toBe(reason)

      const twice = await call('POST', `/api/admin/payments/transactions/${pending.id}/reject`, { token, body: { reason } })
      expect(twice.status).toBe(409)
      const refundRejected = await call('POST', `/api/admin/payments/transactions/${pending.id}/refund`, { token, body: { reason: 'x' } })
      expect(refundRejected.status).toBe(409)
      expect(refundRejected.body.message).toBe(ADMIN_PAYMENT_MESSAGES.refundOnlyVerified)

      const paid = await pay({ userId: ids.owner1, shopId: shops.owner1[0], amount: 39, status: 'verified' })
      const refunded = await call('POST', `/api/admin/payments/transactions/${paid.id}/refund`, { token, body: { reason: 'Paid twice' } })
      expect(refunded.status).toBe(200)
      expect(await transaction(paid.id)).toMatchObject({ payment_status: 'refunded', admin_notes: 'Paid twice' })
      const card = await pay({ userId: ids.owner1, shopId: shops.owner1[0], amount: 39, method: 'card', proof: null })
      expect((await call('POST', `/api/admin/payments/transactions/${card.id}/verify`, { token, body: {} })).status).toBe(409)
    })

    it('lists bank transfers by default, card payments or both when asked (the export asks for both)', async () => {
      const card = await pay({ userId: ids.owner2, shopId: shops.owner2[0], amount: 149, method: 'card', proof: null, status: 'verified' })
      const ids_ = async (query: string) => {
        const reply = await call('GET', `/api/admin/payments/transactions?status=all&limit=100&${query}`, { token })
        expect(reply.status, query).toBe(200)
        return (reply.body.transactions as { id: number; paymentMethod: string }[]).map((row) => [row.id, row.paymentMethod])
      }
      expect(await ids_('')).not.toContainEqual([card.id, 'card'])
      expect(await ids_('method=card')).toContainEqual([card.id, 'card'])
      expect((await ids_('method=card')).every(([, method]) => method === 'card')).toBe(true)
      const both = await ids_('method=all')
      expect(both).toContainEqual([card.id, 'card'])
      expect(both.some(([, method]) => method === 'bank_transfer')).toBe(true)
      expect((await call('GET', '/api/admin/payments/transactions?method=cash', { token })).status).toBe(422)
    })
  })

  describe("money follows the shop's fate", () => {
    const OWNER = { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }
    const SHOP = { name: 'Fate Test Fabrics', location: 'Ennis, Co. Clare', description: 'Cloth by the metre.' }
    const notice = async (kind: 'shop_rejected' | 'shop_removed') => {
      const row = await db('notifications').where({ user_id: ids.owner1, kind }).orderBy('id', 'desc').first()
      return NOTIFICATION_TEXTS[kind](JSON.parse(row.details)).body
    }
    const statusOf = async (id: number) => (await transaction(id)).payment_status

    it('holds a rejected shop’s unpaid invoices until it is resubmitted, tells the owner in the rejection, and verifies its proofs only with a reason', async () => {
      const owner = new Browser(api.url)
      expect((await owner.post('/api/shop-owner/login', OWNER)).status).toBe(200)
      const created = await owner.post<{ shop: { id: number } }>('/api/shops', SHOP)
      expect(created.status).toBe(201)
      const shopId = created.body.shop.id
      const unpaid = await pay({ userId: ids.owner1, shopId, amount: 39, status: 'awaiting_payment', proof: null })
      const proofed = await pay({ userId: ids.owner1, shopId, amount: 19 })

      const rejected = await call('PUT', `/api/admin/shops/${shopId}/reject`, { token, body: { reason: 'Photos of another shop' } })
      expect(rejected.status).toBe(200)
      expect(await statusOf(unpaid.id)).toBe('on_hold')
      // Money may have been sent with a proof: it stays in the queue for the admin to decide.
      expect(await statusOf(proofed.id)).toBe('pending_verification')
      const body = await notice('shop_rejected')
      expect(body).toContain('Photos of another shop')
      expect(body).toContain(`Your unpaid invoice ${unpaid.reference} is on hold`)
      const mail = await sink.waitFor(OWNER.emailOrPhone, (sent) => sent.text.includes(unpaid.reference))
      expect(mail.text).toContain('on hold')

      const queue = await call('GET', '/api/admin/payments/transactions?status=all&limit=100', { token })
      const row = queue.body.transactions.find((payment: { id: number }) => payment.id === proofed.id)
      expect(row).toMatchObject({ shopStatus: 'rejected', shopName: SHOP.name })
      const refused = await call('POST', `/api/admin/payments/transactions/${proofed.id}/verify`, { token, body: {} })
      expect(refused.status).toBe(422)
      expect(refused.body.errors[0]).toMatchObject({ field: 'reason', message: ADMIN_PAYMENT_MESSAGES.closedShopReasonRequired })
      expect(await statusOf(proofed.id)).toBe('pending_verification')
      const reason = 'Fee received; the owner is fixing the photos'
      const verified = await call('POST', `/api/admin/payments/transactions/${proofed.id}/verify`, { token, body: { reason } })
      expect(verified.status).toBe(200)
      expect(JSON.parse((await logsOf('verify_payment')).at(-1).details).reason).toBe(reason)

      const payAgain = await owner.post('/api/payments/checkout', {
        purpose: 'plan',
        shopId,
        planName: 'starter',
        paymentMethod: 'bank_transfer',
      })
      expect(payAgain.status).toBe(409)
      const resubmitted = await owner.post(`/api/shops/${shopId}/resubmit`, SHOP)
      expect(resubmitted.status).toBe(200)
      expect(await statusOf(unpaid.id)).toBe('awaiting_payment')
    })

    it('cancels a removed shop’s unpaid invoices, keeps its paid ones and their receipts, and says so in the removal', async () => {
      const shopName = 'Fate Test Hardware'
      const [shopId] = await db('shops').insert({
        owner_id: ids.owner1,
        name: shopName,
        location: 'Ennis, Co. Clare',
        status: 'approved',
        is_approved: true,
      })
      const unpaid = await pay({ userId: ids.owner1, shopId, amount: 29, status: 'awaiting_payment', proof: null })
      const proofed = await pay({ userId: ids.owner1, shopId, amount: 49 })
      const paid = await pay({ userId: ids.owner1, shopId, amount: 59 })
      expect((await call('POST', `/api/admin/payments/transactions/${paid.id}/verify`, { token, body: {} })).status).toBe(200)

      const removed = await call('DELETE', `/api/admin/shops/${shopId}`, { token, body: { reason: 'Closed for good' } })
      expect(removed.status).toBe(200)
      expect(await statusOf(unpaid.id)).toBe('cancelled')
      expect(await statusOf(proofed.id)).toBe('pending_verification')
      expect(await statusOf(paid.id)).toBe('verified')
      expect(await countOf(db('payment_receipts').where('payment_transaction_id', paid.id))).toBe(1)
      expect(await notice('shop_removed')).toContain(`Your unpaid invoice ${unpaid.reference} is cancelled`)

      const cancelled = await call('GET', '/api/admin/payments/transactions?status=cancelled', { token })
      expect(cancelled.body.transactions.find((payment: { id: number }) => payment.id === unpaid.id)).toMatchObject({
        shopStatus: 'removed',
        shopName,
        shopId: null,
      })
      const refused = await call('POST', `/api/admin/payments/transactions/${proofed.id}/verify`, { token, body: { reason: ' ' } })
      expect(refused.status).toBe(422)
      expect(refused.body.errors[0].field).toBe('reason')
      expect((await call('POST', `/api/admin/payments/transactions/${unpaid.id}/verify`, { token, body: { reason: 'x' } })).status).toBe(
        409,
      )
    })
    it('never verifies a rejected shop’s payment from a bank statement: the queue asks the reason', async () => {
      const [shopId] = await db('shops').insert({
        owner_id: ids.owner1,
        name: 'Fate Test Frames',
        location: 'Ennis, Co. Clare',
        status: 'rejected',
      })
      const proofed = await pay({ userId: ids.owner1, shopId: Number(shopId), amount: 23 })
      const line = { date: new Date().toISOString().slice(0, 10), amount: 23, description: `Transfer ${proofed.reference}` }
      const preview = await call('POST', '/api/admin/payments/reconciliation/preview', { token, body: { lines: [line] } })
      expect(preview.status).toBe(200)
      expect(preview.body.lines[0]).toMatchObject({ outcome: 'unmatched', transactionId: null, note: RECONCILIATION_NOTES.closedShop })
      const confirmed = await call('POST', '/api/admin/payments/reconciliation/confirm', { token, body: { lines: [line] } })
      expect(confirmed.body.verified).toBe(0)
      expect(await statusOf(proofed.id)).toBe('pending_verification')
    })
  })

  describe('reconciliation', () => {
    it('matches by exact reference, then a rewritten reference, suggests by amount and date, and imports a statement once', async () => {
      await db('payment_transactions')
        .whereIn('payment_status', ['awaiting_payment', 'pending_verification'])
        .update({ payment_status: 'rejected' })
      const shopId = shops.owner1[0]
      const exact = await pay({ userId: ids.owner1, shopId, amount: 39 })
      const rewritten = await pay({ userId: ids.owner1, shopId, planName: 'pro', amount: 99, status: 'awaiting_payment', proof: null })
      const noReference = await pay({ userId: ids.owner2, shopId: shops.owner2[0], amount: 39, createdAt: new Date(Date.now() - 5 * DAY) })
      const wrongAmount = await pay({ userId: ids.owner2, shopId: shops.owner2[0], planName: 'pro', amount: 99 })
      const today = new Date().toISOString().slice(0, 10)
      // How a bank app echoes a typed reference: lower case, spaces, O for 0.
      const messy = rewritten.reference.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o')
      const lines = [
        { date: today, amount: 39, description: `BOI 365 TRANSFER ${exact.reference} S MURPHY` },
        { date: today, amount: 99, description: 'SEPA CREDIT', reference: messy },
        { date: today, amount: 39, description: 'CIARAN OBRIEN' },
        { date: today, amount: 98.5, description: `Payment ${wrongAmount.reference}` },
        { date: today, amount: 12.34, description: 'UNKNOWN LODGEMENT' },
        { date: today, amount: -50, description: 'CARD PURCHASE' },
      ]

      const preview = await call('POST', '/api/admin/payments/reconciliation/preview', { token, body: { lines } })
      expect(preview.status).toBe(200)
      const outcomes = preview.body.lines.map((line: { outcome: string; rule: string | null; transactionId: number | null }) => [
        line.outcome,
        line.rule,
        line.transactionId,
      ])
      expect(outcomes).toEqual([
        ['matched', 'exact_reference', exact.id],
        ['matched', 'normalized_reference', rewritten.id],
        ['ambiguous', 'amount_and_date', null],
        ['ambiguous', 'normalized_reference', null],
        ['unmatched', null, null],
        ['unmatched', null, null],
      ])
      expect(preview.body.lines[2].candidates.map((candidate: { id: number }) => candidate.id)).toEqual([noReference.id])
      expect(preview.body.lines[3].note).toBe(RECONCILIATION_NOTES.amountDiffers(99))
      expect(preview.body.lines[5].note).toBe(RECONCILIATION_NOTES.notCredit)
      expect(preview.body.counts).toEqual({ matched: 2, ambiguous: 2, unmatched: 2, imported: 0 })
      expect((await transaction(exact.id)).payment_status).toBe('pending_verification')

      const notACandidate = await call('POST', '/api/admin/payments/reconciliation/confirm', {
        token,
        body: { lines: lines.map((line, index) => (index === 2 ? { ...line, transactionId: exact.id } : line)) },
      })
      expect(notACandidate.status).toBe(422)
      expect((await transaction(exact.id)).payment_status).toBe('pending_verification')

      const chosen = lines.map((line, index) => (index === 2 ? { ...line, transactionId: noReference.id } : line))
      const confirmed = await call('POST', '/api/admin/payments/reconciliation/confirm', { token, body: { lines: chosen } })
      expect(confirmed.status).toBe(200)
      expect(confirmed.body.verified).toBe(3)
      expect(confirmed.body.counts).toEqual({ matched: 0, ambiguous: 1, unmatched: 2, imported: 3 })
      for (const id of [exact.id, rewritten.id, noReference.id]) expect((await transaction(id)).payment_status).toBe('verified')
      expect((await transaction(wrongAmount.id)).payment_status).toBe('pending_verification')
      expect((await logsOf('reconcile_payment')).length).toBe(3)

      const verifiedAt = (await transaction(exact.id)).verified_at
      const again = await call('POST', '/api/admin/payments/reconciliation/confirm', { token, body: { lines } })
      expect(again.status).toBe(200)
      expect(again.body.verified).toBe(0)
      expect(
        again.body.lines.slice(0, 3).map((line: { outcome: string; transactionId: number }) => [line.outcome, line.transactionId]),
      ).toEqual([
        ['imported', exact.id],
        ['imported', rewritten.id],
        ['imported', noReference.id],
      ])
      expect((await transaction(exact.id)).verified_at).toEqual(verifiedAt)
      expect((await logsOf('reconcile_payment')).length).toBe(3)
      expect(await countOf(db('reconciled_statement_lines'))).toBe(3)
    })

    it('never settles a line against an invoice of another amount in one click: a mismatch needs a note, logged', async () => {
      const invoice = await pay({ userId: ids.owner2, shopId: shops.owner2[0], planName: 'pro', amount: 99 })
      const line = { date: new Date().toISOString().slice(0, 10), amount: 98.5, description: `Transfer ${invoice.reference} less fees` }
      const preview = await call('POST', '/api/admin/payments/reconciliation/preview', { token, body: { lines: [line] } })
      expect(preview.body.lines[0]).toMatchObject({ outcome: 'ambiguous', note: RECONCILIATION_NOTES.amountDiffers(99) })
      expect(preview.body.lines[0].candidates).toEqual([expect.objectContaining({ id: invoice.id, amountMatches: false })])

      const oneClick = await call('POST', '/api/admin/payments/reconciliation/confirm', {
        token,
        body: { lines: [{ ...line, transactionId: invoice.id }] },
      })
      expect(oneClick.status).toBe(422)
      expect(oneClick.body.errors).toEqual([{ field: 'lines.0.mismatchNote', message: ADMIN_PAYMENT_MESSAGES.mismatchNoteRequired }])
      expect((await transaction(invoice.id)).payment_status).toBe('pending_verification')
      expect(await countOf(db('reconciled_statement_lines').where('payment_transaction_id', invoice.id))).toBe(0)

      const mismatchNote = 'The bank kept a 0.50 fee; the owner paid the full invoice'
      const confirmed = await call('POST', '/api/admin/payments/reconciliation/confirm', {
        token,
        body: { lines: [{ ...line, transactionId: invoice.id, mismatchNote }] },
      })
      expect(confirmed.status).toBe(200)
      expect(confirmed.body.verified).toBe(1)
      expect((await transaction(invoice.id)).payment_status).toBe('verified')
      const log = (await logsOf('reconcile_payment_mismatch')).at(-1)
      expect(log).toMatchObject({ admin_id: ids.admin, target_id: invoice.id })
      expect(JSON.parse(log.details).reason).toBe(`${mismatchNote} (statement €98.50, invoice €99.00)`)
    })

    it('refuses an empty statement and malformed lines with field messages', async () => {
      const empty = await call('POST', '/api/admin/payments/reconciliation/preview', { token, body: { lines: [] } })
      expect(empty.status).toBe(422)
      expect(empty.body.message).toBe(ADMIN_PAYMENT_MESSAGES.statementEmpty)
      const malformed = await call('POST', '/api/admin/payments/reconciliation/preview', {
        token,
        body: { lines: [{ date: '23/11/2026', amount: 'ten', description: 'x' }] },
      })
      expect(malformed.status).toBe(422)
      expect(malformed.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['lines.0.amount', 'lines.0.date'])
    })
  })
})
