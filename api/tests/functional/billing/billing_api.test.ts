import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { BILLING_ERRORS, UNAUTHORIZED } from '@shoplocal/shared/messages'
import { makePaymentReference, normalizePaymentReference } from '@shoplocal/shared/rules'
import type { BillingOverview, OwnerPayment, PaymentQuote, Plan } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { Browser, UNTHROTTLED } from '../auth/browser.ts'
import { OWNER_A, OWNER_B, signInEveryone, type Clients } from '../owner/owner_clients.ts'
import { confirmPaymentInApp, tinyPdf, uploadProof } from './billing_clients.ts'

/** Every file under a folder, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true })
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
  } catch {
    return []
  }
}

const kinds = (payment: OwnerPayment) => payment.lineItems.map((line) => [line.kind, line.amount])

describe(`billing on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let as: Clients
  let ownerAId: number
  let ownerBId: number
  let shopA: number
  let shopB: number
  let spareOwners: number[]

  const checkout = (browser: Browser, body: Record<string, unknown>) =>
    browser.post<OwnerPayment & { message: string; errors?: { field: string; message: string }[] }>('/api/payments/checkout', {
      paymentMethod: 'bank_transfer',
      ...body,
    })
  const proofFiles = async () => (await filesUnder(api.env.UPLOADS_DIR)).filter((file) => file.includes('/proofs/'))

  /** The owner's referred shops: `count` approved shops of owners who signed up with their code. */
  async function referrals(ownerId: number, count: number) {
    await db('users').where('referred_by_id', ownerId).update({ referred_by_id: null })
    for (const referred of spareOwners.slice(0, count)) {
      await db('users').where('id', referred).update({ referred_by_id: ownerId })
    }
  }

  beforeAll(async () => {
    api = await startApi({ env: { ...UNTHROTTLED, PROOFS_PER_MINUTE: '1000' } })
    db = api.database.connect()
    as = await signInEveryone(api.url)
    ownerAId = (await db('users').where('email', OWNER_A.emailOrPhone).first()).id
    ownerBId = (await db('users').where('email', OWNER_B.emailOrPhone).first()).id
    shopA = (await db('shops').where({ owner_id: ownerAId, status: 'approved' }).orderBy('id').first()).id
    shopB = (await db('shops').where({ owner_id: ownerBId, status: 'approved' }).orderBy('id').first()).id
    // Owners with exactly one approved shop each, so each referral counts once.
    const rows = await db('shops')
      .join('users', 'users.id', 'shops.owner_id')
      .where('users.role', 'shop_owner')
      .whereNotIn('users.id', [ownerAId, ownerBId])
      .groupBy('shops.owner_id')
      .havingRaw("sum(case when shops.status = 'approved' then 1 else 0 end) = 1")
      .select('shops.owner_id as id')
    spareOwners = rows.map((row) => Number(row.id))
    expect(spareOwners.length).toBeGreaterThanOrEqual(2)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  beforeEach(async () => {
    // Each test starts from a shop on the free trial with its fee unpaid and no open invoices.
    await db('payment_transactions').whereIn('payment_status', ['awaiting_payment', 'pending_verification']).delete()
    await db('shops')
      .whereIn('id', [shopA, shopB])
      .update({ registration_fee_paid: false, payment_status: 'pending', reactivation_fee_required: false, current_plan: 'free_trial' })
    await referrals(ownerAId, 0)
  })

  it('lists the six plans of the plans table with their prices, lengths and product limits, publicly', async () => {
    const reply = await as.anonymous.get<Plan[]>('/api/plans')
    expect(reply.status).toBe(200)
    expect(reply.body.map((plan) => [plan.name, plan.price, plan.duration, plan.maxProducts])).toEqual([
      ['free_trial', 0, 30, 10],
      ['starter', 39, 30, 50],
      ['pro', 99, 90, 150],
      ['business', 299, 365, 500],
      ['enterprise', 499, 365, 1000],
      ['spotlight', 149, 30, 1],
    ])
    const pro = reply.body.find((plan) => plan.name === 'pro')!
    expect(pro).toMatchObject({ isPopular: true, savings: 15, monthlyEquivalent: 33 })
    expect(reply.body.find((plan) => plan.name === 'spotlight')!.multiMonthPricing).toMatchObject({
      1: 149,
      2: 268,
      3: 402,
      6: 805,
      12: 1609,
    })
    expect(reply.body.every((plan) => typeof plan.id === 'number' && plan.features.length > 0)).toBe(true)
  })

  it('gives an owner their referral code, count, bank details, shops and payments with valid references', async () => {
    expect((await as.anonymous.get('/api/billing')).status).toBe(401)
    expect((await as.customer.get('/api/billing')).body).toMatchObject({ message: UNAUTHORIZED })
    const reply = await as.ownerA.get<BillingOverview>('/api/billing')
    expect(reply.status).toBe(200)
    expect(reply.body.referralCode).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/)
    expect(reply.body).toMatchObject({ referralCount: 0, registrationFeeWaived: false })
    expect(reply.body.bankDetails.iban).toMatch(/^IE\d{2}/)
    expect(reply.body.shops.map((shop) => shop.id)).toContain(shopA)
    expect(reply.body.payments.length).toBeGreaterThan(0)
    for (const payment of reply.body.payments) {
      expect(normalizePaymentReference(payment.paymentReference!)).toBe(payment.paymentReference)
      expect(payment.paymentReference).toBe(makePaymentReference(payment.id))
      expect(payment.lineItems.reduce((sum, line) => sum + line.amount, 0)).toBe(payment.amountPaid)
    }
  })

  it('charges the plan and the €19 registration fee with one referral, and waives the fee with two', async () => {
    await referrals(ownerAId, 1)
    const charged = await checkout(as.ownerA, { purpose: 'plan', shopId: shopA, planName: 'pro' })
    expect(charged.status).toBe(201)
    expect(charged.body).toMatchObject({
      paymentStatus: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      amountPaid: 118,
      transactionType: 'plan_payment',
    })
    expect(kinds(charged.body)).toEqual([
      ['plan', 99],
      ['registration', 19],
    ])
    expect((await as.ownerA.get<BillingOverview>('/api/billing')).body).toMatchObject({ referralCount: 1, registrationFeeWaived: false })

    await referrals(ownerAId, 2)
    expect((await as.ownerA.get<BillingOverview>('/api/billing')).body).toMatchObject({ referralCount: 2, registrationFeeWaived: true })
    const waived = await checkout(as.ownerA, { purpose: 'plan', shopId: shopA, planName: 'pro' })
    expect(waived.body.amountPaid).toBe(99)
    expect(kinds(waived.body)).toEqual([['plan', 99]])

    // A shop that paid its fee is never charged it again.
    await db('shops').where('id', shopA).update({ registration_fee_paid: true })
    await referrals(ownerAId, 0)
    expect((await checkout(as.ownerA, { purpose: 'plan', shopId: shopA, planName: 'business' })).body.amountPaid).toBe(299)
  })

  it('quotes every fee before anything is created, and the invoice checkout then creates is exactly the quote', async () => {
    await referrals(ownerAId, 1)
    const count = async () => Number((await db('payment_transactions').count('* as total').first())?.total)
    const before = await count()
    const body = { purpose: 'plan', shopId: shopA, planName: 'starter', starterAddon: true }
    const quote = await as.ownerA.post<PaymentQuote>('/api/payments/quote', body)
    expect(quote.status).toBe(200)
    expect(quote.body.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['plan', 39],
      ['starter_addon', 5],
      ['registration', 19],
    ])
    expect(quote.body).toMatchObject({ total: 63, currency: 'EUR' })
    expect(await count()).toBe(before)

    const invoice = await checkout(as.ownerA, body)
    expect(invoice.status).toBe(201)
    expect(invoice.body.lineItems).toEqual(quote.body.lines)
    expect(invoice.body.amountPaid).toBe(quote.body.total)
    // Asked again while that invoice is open, the quote is still what is owed.
    expect((await as.ownerA.post<PaymentQuote>('/api/payments/quote', body)).body).toEqual(quote.body)

    expect((await as.anonymous.post('/api/payments/quote', body)).status).toBe(401)
    expect((await as.ownerB.post('/api/payments/quote', body)).status).toBe(403)
    const refused = await as.ownerA.post<{ message: string }>('/api/payments/quote', { purpose: 'plan', shopId: shopA })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe(BILLING_ERRORS.planRequired)
    expect((await as.ownerA.post('/api/payments/quote', { ...body, planName: 'free_trial' })).status).toBe(422)

    // The yearly listing subscription by bank transfer: the same €200 for all the owner's shops, one invoice.
    const listing = await as.ownerA.post<PaymentQuote>('/api/payments/quote', { purpose: 'listing' })
    expect(listing.body).toMatchObject({ total: 200, lines: [expect.objectContaining({ kind: 'plan', amount: 200 })] })
    const listed = await checkout(as.ownerA, { purpose: 'listing' })
    expect(listed.status).toBe(201)
    expect(listed.body).toMatchObject({ shopId: null, amountPaid: 200, paymentMethod: 'bank_transfer', paymentStatus: 'awaiting_payment' })
    expect((await checkout(as.ownerA, { purpose: 'listing' })).body.id).toBe(listed.body.id)
    expect((await as.customer.post('/api/payments/quote', { purpose: 'listing' })).status).toBe(401)
  })

  it('adds €5 for the starter add-on, refuses it on other plans, and refuses the free trial, spotlight and unknown plans', async () => {
    await db('shops').where('id', shopA).update({ registration_fee_paid: true })
    const starter = await checkout(as.ownerA, { purpose: 'plan', shopId: shopA, planName: 'starter', starterAddon: true })
    expect(starter.status).toBe(201)
    expect(kinds(starter.body)).toEqual([
      ['plan', 39],
      ['starter_addon', 5],
    ])
    expect(starter.body.amountPaid).toBe(44)

    const refused = [
      [{ planName: 'pro', starterAddon: true }, BILLING_ERRORS.starterAddonOnlyStarter],
      [{ planName: 'free_trial' }, BILLING_ERRORS.freePlanNotPayable],
      [{ planName: 'spotlight' }, BILLING_ERRORS.spotlightPlanNotPayable],
      [{ planName: 'platinum' }, BILLING_ERRORS.planNotFound],
      [{}, BILLING_ERRORS.planRequired],
    ] as const
    const before = await db('payment_transactions').count('* as total').first()
    for (const [body, message] of refused) {
      const reply = await checkout(as.ownerA, { purpose: 'plan', shopId: shopA, ...body })
      expect(reply.status, message).toBe(422)
      expect(reply.body.message).toBe(message)
    }
    expect(await db('payment_transactions').count('* as total').first()).toEqual(before)
  })

  it('bills a suspended shop the €25 reactivation fee with its plan, and refuses either purpose in the wrong state', async () => {
    expect((await checkout(as.ownerA, { purpose: 'reactivation', shopId: shopA })).status).toBe(409)
    await db('shops')
      .where('id', shopA)
      .update({ payment_status: 'suspended', reactivation_fee_required: true, current_plan: 'business', registration_fee_paid: true })
    const plan = await checkout(as.ownerA, { purpose: 'plan', shopId: shopA, planName: 'pro' })
    expect(plan.status).toBe(409)
    expect(plan.body.message).toBe(BILLING_ERRORS.reactivationRequired)

    const reply = await checkout(as.ownerA, { purpose: 'reactivation', shopId: shopA })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({ transactionType: 'reactivation', amountPaid: 324 })
    expect(kinds(reply.body)).toEqual([
      ['reactivation', 25],
      ['plan', 299],
    ])
    // A shop whose trial ran out comes back on the starter plan.
    await db('shops').where('id', shopA).update({ current_plan: 'free_trial' })
    expect(kinds((await checkout(as.ownerA, { purpose: 'reactivation', shopId: shopA })).body)).toEqual([
      ['reactivation', 25],
      ['plan', 39],
    ])
  })

  it('bills a spotlight request its own total, once, and only to its owner', async () => {
    const product = await db('products').where('shop_id', shopA).first()
    await db('spotlight_requests').insert({
      product_id: product.id,
      shop_id: shopA,
      shop_owner_id: ownerAId,
      duration_months: 2,
      monthly_fee: 149,
      total_amount: 268,
      images: '[]',
      status: 'pending',
      priority: 0,
    })
    const id = Number((await db('spotlight_requests').max('id as id').first())!.id)
    expect((await checkout(as.ownerB, { purpose: 'spotlight', spotlightRequestId: id })).status).toBe(403)
    const reply = await checkout(as.ownerA, { purpose: 'spotlight', spotlightRequestId: id })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({ transactionType: 'spotlight', amountPaid: 268, spotlightRequestId: id })
    expect(kinds(reply.body)).toEqual([['spotlight', 268]])
    await db('spotlight_requests')
      .where('id', id)
      .update({ paid_at: new Date().toISOString().slice(0, 19).replace('T', ' ') })
    await db('payment_transactions').where('id', reply.body.id).delete()
    expect((await checkout(as.ownerA, { purpose: 'spotlight', spotlightRequestId: id })).status).toBe(409)
  })

  it('refuses strangers, other owners and unknown ids, and returns the open invoice instead of a second one', async () => {
    expect((await checkout(as.anonymous, { purpose: 'plan', shopId: shopA, planName: 'pro' })).status).toBe(401)
    expect((await checkout(as.customer, { purpose: 'plan', shopId: shopA, planName: 'pro' })).status).toBe(401)
    const foreign = await checkout(as.ownerB, { purpose: 'plan', shopId: shopA, planName: 'pro' })
    expect(foreign.status).toBe(403)
    expect(foreign.body.message).toBe(BILLING_ERRORS.notYourShop)
    expect((await checkout(as.ownerA, { purpose: 'plan', shopId: 999999, planName: 'pro' })).status).toBe(404)
    const missing = await as.ownerA.post<{ errors: { field: string }[] }>('/api/payments/checkout', { purpose: 'plan', planName: 'pro' })
    expect(missing.status).toBe(422)
    expect(missing.body.errors.map((error) => error.field)).toEqual(['paymentMethod', 'shopId'])

    const first = await checkout(as.ownerA, { purpose: 'plan', shopId: shopA, planName: 'starter' })
    const again = await Promise.all(
      Array.from({ length: 5 }, () => checkout(as.ownerA, { purpose: 'plan', shopId: shopA, planName: 'starter' })),
    )
    expect(first.status).toBe(201)
    expect(again.map((reply) => [reply.status, reply.body.id])).toEqual(again.map(() => [200, first.body.id]))
    // The same invoice, paid by card instead: still one invoice.
    const byCard = await checkout(as.ownerA, { purpose: 'plan', shopId: shopA, planName: 'starter', paymentMethod: 'card' })
    expect([byCard.status, byCard.body.id, byCard.body.paymentMethod]).toEqual([200, first.body.id, 'card'])
    expect(
      await db('payment_transactions').where({ shop_id: shopA, payment_status: 'awaiting_payment' }).count('* as total').first(),
    ).toMatchObject({
      total: 1,
    })
  })

  it('gives every invoice its own valid reference, over many invoices', async () => {
    const product = await db('products').where('shop_id', shopB).first()
    const requests = Array.from({ length: 30 }, (_, index) => ({
      product_id: product.id,
      shop_id: shopB,
      shop_owner_id: ownerBId,
      duration_months: 1 + (index % 12),
      monthly_fee: 149,
      total_amount: 149,
      images: '[]',
      status: 'pending',
      priority: 0,
    }))
    await db('spotlight_requests').insert(requests)
    const ids = (
      await db('spotlight_requests').where('shop_owner_id', ownerBId).whereNull('paid_at').where('status', 'pending').select('id')
    ).map((row) => Number(row.id))
    const replies = []
    for (const id of ids) replies.push(await checkout(as.ownerB, { purpose: 'spotlight', spotlightRequestId: id }))
    const references = replies.map((reply) => reply.body.paymentReference!)
    expect(replies.every((reply) => reply.status === 201)).toBe(true)
    expect(new Set(references).size).toBe(ids.length)
    for (const reply of replies) expect(reply.body.paymentReference).toBe(makePaymentReference(reply.body.id))
    // The database refuses a copied reference too.
    const copy = { ...(await db('payment_transactions').where('id', replies[0].body.id).first()) }
    delete copy.id
    await expect(db('payment_transactions').insert(copy)).rejects.toThrow()
  })

  it('accepts a picture (re-encoded, its metadata and appended bytes gone) or a PDF proof, refuses renamed text, 6 MB and another owner payment, storing nothing when refused', async () => {
    const invoice = (await checkout(as.ownerA, { purpose: 'plan', shopId: shopA, planName: 'starter' })).body
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
    const before = await proofFiles()

    const refusals = [
      [as.ownerA, Buffer.from('Bank transfer of 58 euro, honest.'), 'receipt.png', 'image/png', 422, BILLING_ERRORS.proofWrongType],
      [as.ownerA, Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]), 'big.png', 'image/png', 413, BILLING_ERRORS.proofTooLarge],
      [as.ownerA, Buffer.from('%PDF-1.4\nnot really'), 'fake.pdf', 'application/pdf', 422, BILLING_ERRORS.proofWrongType],
      [as.ownerB, png, 'receipt.png', 'image/png', 403, BILLING_ERRORS.notYourPayment],
    ] as const
    for (const [browser, bytes, name, type, status, message] of refusals) {
      const reply = await uploadProof(browser, api.url, invoice.id, bytes, name, type)
      expect([reply.status, reply.body.message], name).toEqual([status, message])
    }
    expect((await uploadProof(as.anonymous, api.url, invoice.id, png, 'receipt.png', 'image/png')).status).toBe(401)
    expect((await uploadProof(as.ownerA, api.url, 999999, png, 'receipt.png', 'image/png')).status).toBe(404)
    expect(await proofFiles()).toEqual(before)
    expect((await db('payment_transactions').where('id', invoice.id).first()).payment_status).toBe('awaiting_payment')

    // A phone photo of the statement: where it was taken in its EXIF, and something hidden after its end.
    const photo = Buffer.concat([
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
        .jpeg()
        .withExif({ IFD0: { Artist: 'Exif-Secret-Artist' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'W' } })
        .toBuffer(),
      Buffer.from('APPENDED-SECRET-BYTES'),
    ])
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const accepted = await uploadProof(as.ownerA, api.url, invoice.id, photo, 'receipt.jpg', 'image/jpeg')
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({
      id: invoice.id,
      paymentStatus: 'pending_verification',
      paymentProofUrl: `/api/payments/${invoice.id}/proof`,
    })
    const row = await db('payment_transactions').where('id', invoice.id).first()
    expect(row.payment_proof_url).toMatch(new RegExp(`^owners/${ownerAId}/proofs/[0-9a-f-]{36}\\.webp$`))
    expect(row.proof_uploaded_at).toBeTruthy()
    const kept = await readFile(join(api.env.UPLOADS_DIR, row.payment_proof_url))
    const keptMetadata = await sharp(kept).metadata()
    expect([keptMetadata.format, keptMetadata.width, keptMetadata.height, keptMetadata.exif]).toEqual(['webp', 40, 30, undefined])
    for (const secret of ['Exif-Secret-Artist', 'APPENDED-SECRET-BYTES', 'Exif']) expect(kept.includes(secret)).toBe(false)

    // A PDF replaces it; the replaced file is removed.
    const pdf = await uploadProof(as.ownerA, api.url, invoice.id, tinyPdf(), 'statement.pdf', 'application/pdf')
    expect(pdf.status).toBe(200)
    const stored = await proofFiles()
    expect(stored.filter((file) => !before.includes(file))).toEqual([
      `owners/${ownerAId}/proofs/${(await db('payment_transactions').where('id', invoice.id).first()).payment_proof_url.split('/').pop()}`,
    ])
    expect(stored.some((file) => file.endsWith('.pdf'))).toBe(true)
  })

  it('activates the plan when the payment is confirmed, and takes no proof after that', async () => {
    const invoice = (await checkout(as.ownerA, { purpose: 'plan', shopId: shopA, planName: 'starter', starterAddon: true })).body
    expect(invoice.amountPaid).toBe(63)
    const confirmed = await confirmPaymentInApp(api.env, invoice.id)
    expect(confirmed).toEqual({ changed: true, status: 'verified' })

    const shop = (await as.ownerA.get<BillingOverview>('/api/billing')).body.shops.find((each) => each.id === shopA)!
    expect(shop).toMatchObject({
      currentPlan: 'starter',
      paymentStatus: 'paid',
      maxProducts: 60,
      starterAddon: true,
      registrationFeePaid: true,
      displayStatus: 'active',
    })
    expect(new Date(shop.planEndDate!).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000)

    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const late = await uploadProof(as.ownerA, api.url, invoice.id, png, 'receipt.png', 'image/png')
    expect([late.status, late.body.message]).toEqual([409, BILLING_ERRORS.proofNotExpected])
    // Paid now: the next plan payment carries no registration fee.
    expect(kinds((await checkout(as.ownerA, { purpose: 'plan', shopId: shopA, planName: 'pro' })).body)).toEqual([['plan', 99]])
  })

  it('lets a new owner sign up with a referral code (any case), refuses an unknown one, and gives them their own', async () => {
    const code = (await db('users').where('id', ownerAId).first()).referral_code
    const owner = (referralCode: string | null, phone: string) => ({
      firstName: 'Niamh',
      lastName: 'Brennan',
      contactMethod: 'phone',
      email: null,
      phone,
      city: 'Sligo',
      password: 'Shop@2026x',
      referralCode,
    })
    const unknown = await new Browser(api.url).post<{ message: string; errors: { field: string }[] }>(
      '/api/shop-owner/register',
      owner('ZZZZ2222', '0871234001'),
    )
    expect([unknown.status, unknown.body.message, unknown.body.errors[0].field]).toEqual([
      422,
      BILLING_ERRORS.unknownReferralCode,
      'referralCode',
    ])
    expect(await db('users').where('phone', 'like', '%871234001%').first()).toBeUndefined()

    const joined = await new Browser(api.url).post('/api/shop-owner/register', owner(` ${code.toLowerCase()} `, '0871234002'))
    expect(joined.status).toBe(201)
    const created = await db('users').where('phone', 'like', '%871234002%').first()
    expect(Number(created.referred_by_id)).toBe(ownerAId)
    expect(created.referral_code).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/)
    expect(created.referral_code).not.toBe(code)

    const alone = await new Browser(api.url).post('/api/shop-owner/register', owner(null, '0871234003'))
    expect(alone.status).toBe(201)
    expect((await db('users').where('phone', 'like', '%871234003%').first()).referred_by_id).toBeNull()
  })
})
