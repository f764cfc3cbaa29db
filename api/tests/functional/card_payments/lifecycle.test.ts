import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { startStripeServer, type StripeTestServer } from '../../../../scripts/testing/stripe-server.ts'
import { UNTHROTTLED } from '../auth/browser.ts'
import { deliver } from './webhook.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const sql = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')
const OWNER_EMAIL = 'lifecycle.owner@example.ie'

describe(`the plan lifecycle on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let sink: MailSink
  let stripe: StripeTestServer
  const t0 = new Date(Math.floor(Date.now() / 1000) * 1000)
  const shops = { trial: 0, week: 0, day: 0, pending: 0 }

  beforeAll(async () => {
    sink = await startMailSink()
    stripe = await startStripeServer()
    api = await startApi({ env: { ...sink.env, ...stripe.env, ...UNTHROTTLED } })
    db = api.database.connect()
    const [ownerId] = (
      await db('users').insert({ email: OWNER_EMAIL, first_name: 'Gráinne', last_name: 'Walsh', role: 'shop_owner', city: 'Ennis' })
    ).map(Number)
    const category = await db('categories').orderBy('id').first('id')
    const shop = async (name: string, columns: Record<string, unknown>) =>
      (
        await db('shops').insert({
          owner_id: ownerId,
          name,
          location: 'Ennis, Co. Clare',
          category_id: category.id,
          status: 'approved',
          is_approved: true,
          is_active: true,
          max_products: 30,
          created_at: sql(new Date(t0.getTime() - 40 * DAY)),
          updated_at: sql(new Date(t0.getTime() - 40 * DAY)),
          ...columns,
        })
      ).map(Number)[0]
    shops.trial = await shop('Trial Ended Teas', {
      current_plan: 'free_trial',
      payment_status: 'pending',
      free_trial_start_date: sql(new Date(t0.getTime() - 30 * DAY - HOUR)),
      free_trial_end_date: sql(new Date(t0.getTime() - HOUR)),
      next_payment_due: null,
    })
    // Waiting for review: not listed, so not billed.
    shops.pending = await shop('Pending Review Pottery', {
      status: 'pending',
      is_approved: false,
      current_plan: 'free_trial',
      payment_status: 'pending',
      free_trial_end_date: sql(new Date(t0.getTime() - 5 * DAY)),
      next_payment_due: null,
    })
    shops.week = await shop('Due Next Week Books', {
      current_plan: 'starter',
      payment_status: 'paid',
      next_payment_due: sql(new Date(t0.getTime() + 6 * DAY + 12 * HOUR)),
    })
    shops.day = await shop('Due Tomorrow Crafts', {
      current_plan: 'starter',
      payment_status: 'paid',
      next_payment_due: sql(new Date(t0.getTime() + 20 * HOUR)),
    })
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sink?.stop()
    await stripe?.stop()
  })

  const lifecycle = (at: Date) => runAce(['billing:lifecycle', `--now=${at.toISOString()}`], api.env)
  const shop = (id: number) => db('shops').where('id', id).first()
  // The owner also hears of the grace period and the suspension now; these are the renewal reminders.
  const reminders = () =>
    sink.messages().filter((mail) => mail.to.includes(OWNER_EMAIL) && mail.subject.includes('your ShopLocal plan is due'))
  const publicStatus = async (id: number) => (await fetch(`${api.url}/api/shops/${id}`)).status

  it('ended trial → due → grace; reminders at 7 days and 1 day, each once, run twice and on two processes at once', async () => {
    await lifecycle(t0)
    await lifecycle(t0)
    await Promise.all([lifecycle(t0), lifecycle(t0)])

    const trial = await shop(shops.trial)
    expect(trial.payment_status).toBe('grace_period')
    expect(new Date(`${String(sql(new Date(trial.next_payment_due))).replace(' ', 'T')}Z`).getTime()).toBe(t0.getTime() - HOUR)
    expect(new Date(trial.grace_period_until).getTime() - new Date(trial.grace_period_started).getTime()).toBe(7 * DAY)
    expect(await publicStatus(shops.trial)).toBe(200)
    expect(await shop(shops.pending)).toMatchObject({ payment_status: 'pending', next_payment_due: null })

    await expect.poll(() => reminders().length).toBe(2)
    const subjects = reminders()
      .map((mail) => mail.subject)
      .sort()
    expect(subjects).toEqual([
      'Due Next Week Books: your ShopLocal plan is due in 7 days',
      'Due Tomorrow Crafts: your ShopLocal plan is due tomorrow',
    ])
    expect(reminders()[0].text).toContain('Hello Gráinne,')
    // Nothing more arrives: every reminder was claimed once (the commands have exited, their mail sent).
    expect(reminders()).toHaveLength(2)
    expect(await db('renewal_reminders').whereIn('shop_id', [shops.week, shops.day])).toHaveLength(2)
    // The grace period is told once too, however many runs saw it start.
    const graceNotices = (await db('notifications').where('kind', 'grace_period_started')).filter(
      (row) => JSON.parse(row.details).shopId === shops.trial,
    )
    expect(graceNotices).toHaveLength(1)
  })

  it('a yearly listing paid by bank transfer is reminded to pay; only a live card subscription "renews automatically"', async () => {
    const category = await db('categories').orderBy('id').first('id')
    const listingShop = async (email: string, name: string) => {
      const [ownerId] = (await db('users').insert({ email, first_name: 'Ciarán', last_name: 'Byrne', role: 'shop_owner' })).map(Number)
      await db('shops').insert({
        owner_id: ownerId,
        name,
        location: 'Tralee, Co. Kerry',
        category_id: category.id,
        status: 'approved',
        is_approved: true,
        is_active: true,
        max_products: 30,
        current_plan: 'yearly_listing',
        payment_status: 'paid',
        next_payment_due: sql(new Date(t0.getTime() + 6 * DAY + 12 * HOUR)),
      })
      return ownerId
    }
    await listingShop('listing.bank@example.ie', 'Bank Transfer Bakes')
    const cardOwner = await listingShop('listing.card@example.ie', 'Card Paid Candles')
    await db('subscriptions').insert({
      user_id: cardOwner,
      stripe_subscription_id: 'sub_lifecycle_card',
      status: 'active',
      amount: 200,
      currency: 'EUR',
    })

    await lifecycle(t0)
    const mailTo = (email: string) => sink.messages().find((mail) => mail.to.includes(email))
    await expect.poll(() => Boolean(mailTo('listing.bank@example.ie') && mailTo('listing.card@example.ie'))).toBe(true)
    const bank = mailTo('listing.bank@example.ie')!.text
    expect(bank).toContain('Pay from your dashboard by card or bank transfer to keep Bank Transfer Bakes listed')
    expect(bank).not.toContain('renews automatically')
    expect(mailTo('listing.card@example.ie')!.text).toContain('Your yearly listing renews automatically by card')
  })

  it('a day before the due date the 1-day reminder follows; a passed due date starts the grace period', async () => {
    await Promise.all([lifecycle(new Date(t0.getTime() + 6 * DAY)), lifecycle(new Date(t0.getTime() + 6 * DAY))])
    await expect.poll(() => reminders().length).toBe(3)
    expect(reminders().filter((mail) => mail.subject === 'Due Next Week Books: your ShopLocal plan is due tomorrow')).toHaveLength(1)
    expect((await shop(shops.day)).payment_status).toBe('grace_period')
    expect((await shop(shops.week)).payment_status).toBe('paid')
  })

  it('after 7 days of grace the shop is suspended with the reactivation fee and leaves the catalogue, once', async () => {
    const later = new Date(t0.getTime() + 8 * DAY)
    // A spotlight that ends before then expires in the same run.
    const owner = await db('users').where('email', OWNER_EMAIL).first()
    const [productId] = (await db('products').insert({ shop_id: shops.day, name: 'Lifecycle Lantern', price: 20 })).map(Number)
    const [spotlightId] = (
      await db('spotlight_requests').insert({
        product_id: productId,
        shop_id: shops.day,
        shop_owner_id: owner.id,
        duration_months: 1,
        total_amount: 149,
        images: '[]',
        status: 'approved',
        start_date: sql(new Date(t0.getTime() - 20 * DAY)),
        end_date: sql(new Date(t0.getTime() + 2 * DAY)),
      })
    ).map(Number)
    const changesBefore = Number((await db('catalogue_changes').count('* as total').first())?.total ?? 0)
    await Promise.all([lifecycle(later), lifecycle(later)])
    await lifecycle(later)
    const trial = await shop(shops.trial)
    expect(trial).toMatchObject({ payment_status: 'suspended' })
    expect(Boolean(trial.reactivation_fee_required)).toBe(true)
    expect(Number((await db('catalogue_changes').count('* as total').first())?.total)).toBeGreaterThan(changesBefore)
    expect(await publicStatus(shops.trial)).toBe(404)
    const listed = await (await fetch(`${api.url}/api/shops?search=${encodeURIComponent('Trial Ended Teas')}`)).json()
    expect(JSON.stringify(listed)).not.toContain('Trial Ended Teas')
    // Shops still inside their grace period stay listed.
    expect((await shop(shops.day)).payment_status).toBe('grace_period')
    expect(await publicStatus(shops.day)).toBe(200)
    expect((await db('spotlight_requests').where('id', spotlightId).first()).status).toBe('expired')
    // Each told once, whichever of the three runs did it: the suspension and the spotlight's end.
    const told = async (kind: string, key: string, id: number | string) =>
      (await db('notifications').where({ user_id: owner.id, kind })).filter((row) => JSON.parse(row.details)[key] === id)
    expect(await told('plan_suspended', 'shopId', shops.trial)).toHaveLength(1)
    expect(await told('spotlight_ended', 'productName', 'Lifecycle Lantern')).toHaveLength(1)
  })

  it('paying the reactivation fee and a plan brings the shop back', async () => {
    const plan = await db('payment_plans').where('name', 'starter').first()
    const owner = await db('users').where('email', OWNER_EMAIL).first()
    const amount = 25 + Number(plan.price)
    const [transactionId] = (
      await db('payment_transactions').insert({
        shop_id: shops.trial,
        user_id: owner.id,
        plan_id: plan.id,
        transaction_type: 'reactivation',
        payment_method: 'card',
        line_items: JSON.stringify([
          { kind: 'reactivation', description: 'Reactivation fee', amount: 25 },
          { kind: 'plan', description: 'Starter', amount: Number(plan.price) },
        ]),
        amount_paid: amount,
        currency: 'EUR',
        payment_reference: `LIFE-${Date.now()}`,
        payment_status: 'awaiting_payment',
        created_at: sql(new Date()),
        updated_at: sql(new Date()),
      })
    ).map(Number)
    const intent = {
      id: 'pi_reactivation',
      object: 'payment_intent',
      amount: amount * 100,
      amount_received: amount * 100,
      currency: 'eur',
      status: 'succeeded',
      metadata: { transactionId: String(transactionId) },
    }
    expect((await deliver(api.url, stripe.event('payment_intent.succeeded', intent))).status).toBe(200)
    const trial = await shop(shops.trial)
    expect(trial).toMatchObject({ payment_status: 'paid', current_plan: 'starter' })
    expect(Boolean(trial.reactivation_fee_required)).toBe(false)
    expect(await publicStatus(shops.trial)).toBe(200)
  })
})
