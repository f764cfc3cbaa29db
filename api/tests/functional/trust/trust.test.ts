import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { TRUST_MESSAGES as T } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { adminClient } from '../../support/admin_client.ts'
import { Browser, UNTHROTTLED, fieldMessages } from '../auth/browser.ts'
import { CUSTOMER, OWNER, customer, guest, owner, publicProducts, userId } from '../engagement/people.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const MODERATOR = { email: 'moderator@shoplocal.ie', password: 'Admin@2026' }
const PER_ADDRESS = 14

/** The fields every line of the transparency export carries. */
const EXPORT_FIELDS = [
  'decision_visibility',
  'decision_provision',
  'decision_account',
  'account_type',
  'decision_ground',
  'category',
  'content_type',
  'content_date',
  'application_date',
  'decision_facts',
  'source_type',
  'automated_detection',
  'automated_decision',
  'territorial_scope',
  'puid',
]

describe(`trust and safety on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let call: ReturnType<typeof adminClient>
  let tokens: { admin: string; moderator: string }
  let ownerId: number
  let productId: number

  const notices = (where: Record<string, unknown>) =>
    db('notifications').where(where).select('kind', 'details', 'recipient_email', 'user_id')
  const visitor = () => new Browser(api.url)
  const report = (browser: Browser, body: Record<string, unknown>) =>
    browser.post<{ reference?: string; message?: string }>('/api/reports', {
      category: 'unsafe_or_illegal_products',
      explanation: 'The listing sells a recalled heater.',
      reporterName: 'Máire Visitor',
      reporterEmail: 'maire.visitor@example.ie',
      goodFaith: true,
      ...body,
    })

  beforeAll(async () => {
    api = await startApi({ env: { ...UNTHROTTLED, REPORTS_PER_ADDRESS_PER_HOUR: String(PER_ADDRESS) } })
    db = api.database.connect()
    call = adminClient(api.url)
    const signIn = async (account: typeof ADMIN) => (await call('POST', '/api/admin/auth/token', { body: account })).body.token as string
    tokens = { admin: await signIn(ADMIN), moderator: await signIn(MODERATOR) }
    ownerId = await userId(db, OWNER.email)
    const owned = await db('products as p')
      .join('shops as s', 's.id', 'p.shop_id')
      .where('s.owner_id', ownerId)
      .where('s.status', 'approved')
      .where('p.is_active', true)
      .first('p.id')
    productId = Number(owned.id)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('takes a visitor report, hides the product, and reverses it on appeal decided by a second admin', async () => {
    const named = await visitor().get(`/api/reports/target?targetType=product&targetId=${productId}`)
    expect(named.body).toMatchObject({ type: 'product', id: productId, url: `/products/${productId}` })
    expect((await visitor().get('/api/reports/target?targetType=product&targetId=99999999')).status).toBe(404)
    const sent = await report(visitor(), { targetType: 'product', targetId: productId })
    expect(sent.status).toBe(201)
    const reference = sent.body.reference!
    expect(reference).toMatch(/^SLR-\d{4}-\d{6}$/)
    // The visitor, known only by address, is told through the outbox.
    expect(await notices({ kind: 'report_received', recipient_email: 'maire.visitor@example.ie' })).toHaveLength(1)

    const queue = await call('GET', '/api/admin/reports?status=open', { token: tokens.admin })
    const listed = queue.body.reports.find((row: { reference: string }) => row.reference === reference)
    expect(listed).toMatchObject({ target: { type: 'product', id: productId, url: `/products/${productId}` }, owner: { id: ownerId } })

    const decided = await call('POST', `/api/admin/reports/${listed.id}/decision`, {
      token: tokens.admin,
      body: {
        action: 'hide_item',
        ground: 'law',
        groundDetail: 'European Union (General Product Safety) Regulations',
        explanation: 'The heater is recalled.',
      },
    })
    expect(decided.status).toBe(200)
    expect((await db('products').where('id', productId).first()).hidden_at).not.toBeNull()
    expect((await visitor().get(`/api/products/${productId}`)).status).toBe(404)
    expect(await db('admin_logs').where({ action: 'report_hide_item', target_id: listed.id }).first()).toMatchObject({
      admin_id: await userId(db, ADMIN.email),
    })
    expect(await notices({ kind: 'report_decided', recipient_email: 'maire.visitor@example.ie' })).toHaveLength(1)

    const seller = await owner(api.url, OWNER)
    const statements = await seller.get<{
      statements: { id: number; action: string; source: string; canAppeal: boolean; automated: boolean }[]
    }>('/api/account/statements')
    const statement = statements.body.statements.find((row) => row.id === decided.body.statementId)!
    expect(statement).toMatchObject({ action: 'hide_item', source: 'notice', canAppeal: true, automated: false })
    expect(await notices({ kind: 'statement_issued', user_id: ownerId })).not.toHaveLength(0)
    // Someone else cannot read it.
    expect((await (await customer(api.url, CUSTOMER)).get(`/api/account/statements/${statement.id}`)).status).toBe(404)

    const appealed = await seller.post(`/api/account/statements/${statement.id}/appeal`, {
      explanation: 'The recall was for another model.',
    })
    expect(appealed.status).toBe(201)
    expect((await seller.post(`/api/account/statements/${statement.id}/appeal`, { explanation: 'Again' })).status).toBe(409)

    const appeals = await call('GET', '/api/admin/appeals', { token: tokens.moderator })
    const appeal = appeals.body.appeals.find((row: { statement: { id: number } }) => row.statement.id === statement.id)
    expect(appeal).toMatchObject({ status: 'open', appellant: { id: ownerId, role: 'affected' } })

    // The admin who hid it may not decide the appeal; nothing changes.
    const refused = await call('POST', `/api/admin/appeals/${appeal.id}/decision`, {
      token: tokens.admin,
      body: { outcome: 'reversed', explanation: 'x' },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(T.sameAdmin)
    expect((await db('appeals').where('id', appeal.id).first()).status).toBe('open')

    const reversed = await call('POST', `/api/admin/appeals/${appeal.id}/decision`, {
      token: tokens.moderator,
      body: { outcome: 'reversed', explanation: 'The recall names a different model number.' },
    })
    expect(reversed.status).toBe(200)
    expect((await db('products').where('id', productId).first()).hidden_at).toBeNull()
    expect((await visitor().get(`/api/products/${productId}`)).status).toBe(200)
    expect(await notices({ kind: 'appeal_decided', user_id: ownerId })).toHaveLength(1)
    const after = await seller.get<{ reversedAt: string | null; appeal: { status: string } }>(`/api/account/statements/${statement.id}`)
    expect(after.body.reversedAt).not.toBeNull()
    expect(after.body.appeal.status).toBe('reversed')
  })

  it('takes a guest report on a review, and a no-action decision the reporter may appeal', async () => {
    const review = await db('reviews as r')
      .join('shops as s', 's.id', 'r.shop_id')
      .where('r.is_confirmed', true)
      .where('s.status', 'approved')
      .whereNull('r.product_id')
      .first('r.id')
    const asGuest = await guest(api.url, 'guest.reporter@example.ie')
    const sent = await report(asGuest, {
      targetType: 'review',
      targetId: Number(review.id),
      category: 'illegal_or_harmful_speech',
      reporterName: 'Guest Reporter',
      reporterEmail: 'guest.reporter@example.ie',
    })
    expect(sent.status).toBe(201)

    const reporter = await customer(api.url, CUSTOMER)
    const own = await reporter.post<{ reference: string }>('/api/reports', {
      targetType: 'review',
      targetId: Number(review.id),
      category: 'other_terms_breach',
      explanation: 'Off topic.',
      goodFaith: true,
    })
    expect(own.status).toBe(201)
    const row = await db('reports').where('reference', own.body.reference).first()
    expect(row.reporter_email).toBe(CUSTOMER.email)
    const decided = await call('POST', `/api/admin/reports/${row.id}/decision`, {
      token: tokens.admin,
      body: { action: 'no_action', ground: 'terms', groundDetail: 'Terms 4.2 (reviews)', explanation: 'The review is on topic.' },
    })
    expect(decided.status).toBe(200)
    const seen = await reporter.get<{ viewerRole: string; canAppeal: boolean }>(`/api/account/statements/${decided.body.statementId}`)
    expect(seen.body).toMatchObject({ viewerRole: 'reporter', canAppeal: true })
    expect(
      (await reporter.post(`/api/account/statements/${decided.body.statementId}/appeal`, { explanation: 'It insults a neighbour.' }))
        .status,
    ).toBe(201)
  })

  it('warns a reporter after two manifestly unfounded reports and stops taking theirs after three', async () => {
    const email = 'serial.reporter@example.ie'
    const unfounded = async () => {
      const sent = await report(visitor(), {
        targetType: 'product',
        targetId: productId,
        reporterEmail: email,
        category: 'other_terms_breach',
      })
      expect(sent.status).toBe(201)
      const row = await db('reports').where('reference', sent.body.reference).first()
      const decided = await call('POST', `/api/admin/reports/${row.id}/decision`, {
        token: tokens.admin,
        body: {
          action: 'no_action',
          ground: 'terms',
          groundDetail: 'Terms 2',
          explanation: 'Nothing wrong with it.',
          manifestlyUnfounded: true,
        },
      })
      expect(decided.status).toBe(200)
    }
    await unfounded()
    expect(await notices({ kind: 'report_misuse_warning', recipient_email: email })).toHaveLength(0)
    await unfounded()
    expect(await notices({ kind: 'report_misuse_warning', recipient_email: email })).toHaveLength(1)
    await unfounded()
    expect(await notices({ kind: 'reporting_suspended', recipient_email: email })).toHaveLength(1)
    expect(await db('report_bans').where({ reporter_email: email, kind: 'suspended' })).toHaveLength(1)
    const barred = await report(visitor(), { targetType: 'product', targetId: productId, reporterEmail: email })
    expect(barred.status).toBe(403)
    expect(barred.body.message).toContain('manifestly unfounded')
  })

  it('refuses bad reports with a clear answer and writes nothing for them', async () => {
    const before = Number((await db('reports').count('* as total').first())!.total)
    const browser = visitor()
    expect((await report(browser, { targetType: 'product', targetId: 99_999_999 })).status).toBe(404)
    const empty = await report(browser, { targetType: 'product', targetId: productId, explanation: '   ' })
    expect(empty.status).toBe(422)
    expect(fieldMessages(empty.body).explanation).toBe(T.explanationRequired)
    const nameless = await report(browser, {
      targetType: 'product',
      targetId: productId,
      reporterName: undefined,
      reporterEmail: undefined,
    })
    expect(nameless.status).toBe(422)
    expect(fieldMessages(nameless.body).reporterName).toBe(T.reporterNameRequired)
    expect((await report(browser, { targetType: 'product', targetId: productId, goodFaith: false })).status).toBe(422)
    expect(Number((await db('reports').count('* as total').first())!.total)).toBe(before)

    // A flood from one address: the hour's allowance is taken, then every further one is refused.
    const statuses: number[] = []
    for (let sent = 0; sent < 100; sent += 1) {
      statuses.push(
        (
          await report(browser, {
            targetType: 'product',
            targetId: productId,
            category: 'protection_of_minors',
            reporterName: undefined,
            reporterEmail: undefined,
          })
        ).status,
      )
    }
    const accepted = statuses.filter((status) => status === 201).length
    expect(accepted).toBeLessThanOrEqual(PER_ADDRESS)
    expect(statuses.slice(accepted).every((status) => status === 429)).toBe(true)
    expect(Number((await db('reports').count('* as total').first())!.total)).toBe(before + accepted)
  })

  it('exports one transparency line per restriction with every required field', async () => {
    // An own-initiative restriction and a console ban add statements of their own.
    const [other] = await publicProducts(db, 1, ownerId)
    const own = await call('POST', '/api/admin/decisions', {
      token: tokens.admin,
      body: {
        targetType: 'product',
        targetId: other.id,
        action: 'hide_item',
        ground: 'terms',
        groundDetail: 'Terms 3.1',
        explanation: 'Counterfeit label.',
      },
    })
    expect(own.status).toBe(201)
    const today = new Date().toISOString().slice(0, 10)
    const exported = await fetch(`${api.url}/api/admin/statements/export?from=${today}&to=${today}`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-type')).toContain('application/x-ndjson')
    const lines = (await exported.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    const restrictions = await db('statements').whereNot('action', 'no_action').count('* as total').first()
    expect(lines).toHaveLength(Number(restrictions!.total))
    for (const line of lines) for (const field of EXPORT_FIELDS) expect(line).toHaveProperty(field)
    expect(lines.map((line) => line.source_type)).toContain('SOURCE_VOLUNTARY')
    expect(new Set(lines.map((line) => line.category)).size).toBeGreaterThan(0)
    for (const line of lines) expect(String(line.category)).toMatch(/^STATEMENT_CATEGORY_/)

    // The figures count the same rows.
    const figures = await call('GET', `/api/admin/transparency?from=${today}&to=${today}`, { token: tokens.admin })
    expect(figures.status).toBe(200)
    const reports = Number((await db('reports').count('* as total').first())!.total)
    expect(figures.body.reportsByCategory.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(reports)
    expect(figures.body.ownInitiativeActions).toBe(1)
    expect(figures.body.appeals).toEqual({ received: 2, decided: 1, reversed: 1 })
    expect(figures.body.medianHoursToDecision).toBeGreaterThanOrEqual(0)
    expect(figures.body.monthlyActiveRecipients).toHaveLength(6)
    expect((await call('GET', `/api/admin/transparency?from=${today}&to=2000-01-01`, { token: tokens.admin })).status).toBe(422)
  })
})
