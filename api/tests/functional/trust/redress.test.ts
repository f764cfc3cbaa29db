import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { adminClient } from '../../support/admin_client.ts'
import { Browser, UNTHROTTLED } from '../auth/browser.ts'
import { CUSTOMER, OTHER_OWNER, OWNER, customer, owner, userId } from '../engagement/people.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const MODERATOR = { email: 'moderator@shoplocal.ie', password: 'Admin@2026' }
const VISITOR = 'orla.visitor@example.ie'

/*
 * What a decision leaves behind and how it is undone: a removed shop comes back when its appeal succeeds; a
 * person without an account reads and appeals through the signed link of their mail; admins hear of new work;
 * each console restriction is one mail; a hidden review does not block a new one; the misuse rule for accounts.
 */
describe(`trust decisions and their redress on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let call: ReturnType<typeof adminClient>
  let tokens: { admin: string; moderator: string }
  let adminIds: number[]

  const decide = (body: Record<string, unknown>) =>
    call('POST', '/api/admin/decisions', {
      token: tokens.admin,
      body: { action: 'hide_item', ground: 'law', groundDetail: 'Criminal Justice Act 2024', explanation: 'Incites hatred.', ...body },
    })
  const decideAppeal = async (statementId: number) => {
    const appeal = await db('appeals').where('statement_id', statementId).first()
    const decided = await call('POST', `/api/admin/appeals/${appeal.id}/decision`, {
      token: tokens.moderator,
      body: { outcome: 'reversed', explanation: 'The evidence does not bear it out.' },
    })
    expect(decided.status).toBe(200)
    return decided
  }
  const shopSearch = async (name: string) => {
    const found = (await (await fetch(`${api.url}/api/shops?search=${encodeURIComponent(name)}`)).json()) as { id: number }[]
    return found.map((shop) => shop.id)
  }
  const tokenOf = (details: unknown) => (JSON.parse(String(details)) as { statementToken?: string }).statementToken!

  beforeAll(async () => {
    api = await startApi({ env: { ...UNTHROTTLED } })
    db = api.database.connect()
    call = adminClient(api.url)
    const signIn = async (account: typeof ADMIN) => (await call('POST', '/api/admin/auth/token', { body: account })).body.token as string
    tokens = { admin: await signIn(ADMIN), moderator: await signIn(MODERATOR) }
    adminIds = (await db('users').where('role', 'admin').where('banned', false).select('id')).map((row) => Number(row.id))
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('keeps a removed shop out of pages and search, mails the owner once, and restores it when the appeal succeeds', async () => {
    const ownerId = await userId(db, OTHER_OWNER.email)
    const shop = await db('shops').where({ owner_id: ownerId, status: 'approved', is_active: true }).first('id', 'name')
    await expect.poll(() => shopSearch(shop.name)).toContain(shop.id)

    const removed = await call('DELETE', `/api/admin/shops/${shop.id}`, {
      token: tokens.admin,
      body: { reason: 'Sells counterfeit goods.' },
    })
    expect(removed.status).toBe(200)
    expect((await db('shops').where('id', shop.id).first()).removed_at).not.toBeNull()
    expect((await fetch(`${api.url}/api/shops/${shop.id}`)).status).toBe(404)
    await expect.poll(() => shopSearch(shop.name)).not.toContain(shop.id)
    // One mail for the decision: the statement of reasons; the older notice stays in the bell only.
    const told = await db('notifications')
      .where('user_id', ownerId)
      .whereIn('kind', ['shop_removed', 'statement_issued'])
      .select('kind', 'mail_state')
    expect(told.filter((row) => row.mail_state !== 'skipped').map((row) => row.kind)).toEqual(['statement_issued'])

    const statement = await db('statements').where({ target_type: 'shop', target_id: shop.id, action: 'remove_shop' }).first()
    const seller = await owner(api.url, OTHER_OWNER)
    expect((await seller.post(`/api/account/statements/${statement.id}/appeal`, { explanation: 'They are genuine.' })).status).toBe(201)
    await decideAppeal(statement.id)
    expect((await fetch(`${api.url}/api/shops/${shop.id}`)).status).toBe(200)
    await expect.poll(() => shopSearch(shop.name)).toContain(shop.id)
  })

  it('ends a shop with 30 days of notice: listed until the day, then taken down by the job, and kept if the appeal wins', async () => {
    const ownerId = await userId(db, OWNER.email)
    const [first, second] = await db('shops')
      .where({ owner_id: ownerId, status: 'approved', is_active: true })
      .whereNull('removed_at')
      .orderBy('id')
      .limit(2)
      .select('id', 'name')
    const end = (id: number) =>
      call('DELETE', `/api/admin/shops/${id}`, { token: tokens.admin, body: { reason: 'Not a local business.', notice: true } })
    for (const shop of [first, second]) {
      const ended = await end(shop.id)
      expect(ended.status).toBe(200)
      expect(ended.body.message).toContain('stays listed until')
    }
    expect((await end(first.id)).status).toBe(404)
    // Still listed during the notice; the statement says until when.
    expect((await fetch(`${api.url}/api/shops/${first.id}`)).status).toBe(200)
    const statement = await db('statements').where({ target_type: 'shop', target_id: first.id, action: 'remove_shop' }).first()
    expect(statement.explanation).toContain('is removed on that day, unless the decision is reversed on appeal')
    // The first owner's appeal wins before the day; the second shop's notice runs out.
    const seller = await owner(api.url, OWNER)
    expect((await seller.post(`/api/account/statements/${statement.id}/appeal`, { explanation: 'We make everything here.' })).status).toBe(
      201,
    )
    await decideAppeal(statement.id)
    expect((await db('shops').where('id', first.id).first()).removal_due_at).toBeNull()
    await db('shops').where('id', second.id).update({ removal_due_at: '2000-01-01 00:00:00' })
    await runAce(['scheduler:run', 'shop_removals'], api.env)
    expect((await db('shops').where('id', first.id).first()).removed_at).toBeNull()
    expect((await db('shops').where('id', second.id).first()).removed_at).not.toBeNull()
    expect((await fetch(`${api.url}/api/shops/${second.id}`)).status).toBe(404)
    const removedNotices = await db('notifications').where({ kind: 'shop_removed', user_id: ownerId }).select('details')
    const onTheDay = removedNotices.map((row) => JSON.parse(row.details)).find((details) => details.shopName === second.name)
    expect(onTheDay.reason).toContain('Not a local business.')
  })

  it('lets a visitor who reported read the decision and appeal it through the link in its mail, and tells the admins', async () => {
    const product = await db('products as p')
      .join('shops as s', 's.id', 'p.shop_id')
      .where('s.status', 'approved')
      .whereNull('s.removed_at')
      .first('p.id')
    const sent = await new Browser(api.url).post<{ reference: string }>('/api/reports', {
      targetType: 'product',
      targetId: Number(product.id),
      category: 'scams_and_fraud',
      explanation: 'The seller never posts the goods.',
      reporterName: 'Orla Visitor',
      reporterEmail: VISITOR,
      goodFaith: true,
    })
    expect(sent.status).toBe(201)
    const report = await db('reports').where('reference', sent.body.reference).first()
    const reportNotices = await db('notifications').where({ kind: 'admin_report_received', cause_key: `report:${report.id}` })
    expect(reportNotices.map((row) => Number(row.user_id)).sort()).toEqual([...adminIds].sort())

    const decided = await call('POST', `/api/admin/reports/${report.id}/decision`, {
      token: tokens.admin,
      body: { action: 'no_action', ground: 'terms', groundDetail: 'Terms 1', explanation: 'The shop showed the posting receipts.' },
    })
    expect(decided.status).toBe(200)
    const mail = await db('notifications').where({ kind: 'report_decided', recipient_email: VISITOR }).first()
    const token = tokenOf(mail.details)
    expect(mail.link).toBe(`/statement?token=${encodeURIComponent(token)}`)

    const byLink = (path: string) => new Browser(api.url).get<{ viewerRole: string; canAppeal: boolean; id: number }>(path)
    expect((await byLink(`/api/statements/by-link?token=${encodeURIComponent(token)}`)).body).toMatchObject({
      id: decided.body.statementId,
      viewerRole: 'reporter',
      canAppeal: true,
    })
    expect((await byLink(`/api/statements/by-link?token=${encodeURIComponent(`${token.slice(0, -2)}xx`)}`)).status).toBe(404)

    const appeal = (explanation: string) => new Browser(api.url).post('/api/statements/by-link/appeal', { token, explanation })
    expect((await appeal('The receipts are for other orders.')).status).toBe(201)
    expect((await appeal('Again')).status).toBe(409)
    const stored = await db('appeals').where('statement_id', decided.body.statementId).first()
    expect(stored).toMatchObject({ appellant_user_id: null, appellant_email: VISITOR })
    expect(await db('notifications').where({ kind: 'admin_appeal_received', cause_key: `appeal:${stored.id}` })).toHaveLength(
      adminIds.length,
    )
    const listed = await call('GET', '/api/admin/appeals', { token: tokens.moderator })
    expect(listed.body.appeals.find((row: { id: number }) => row.id === stored.id)).toMatchObject({
      appellant: { id: null, name: VISITOR, role: 'reporter' },
    })
    await decideAppeal(decided.body.statementId)
    expect(await db('notifications').where({ kind: 'appeal_decided', recipient_email: VISITOR })).toHaveLength(1)
    expect((await db('reports').where('id', report.id).first()).status).toBe('open')
  })

  it('gives the holder of an account staff deleted a statement of reasons they can appeal by its link', async () => {
    const person = await db('users')
      .where('role', 'customer')
      .whereNotNull('email')
      .whereNot('email', CUSTOMER.email)
      .orderBy('id', 'desc')
      .first('id', 'email')
    const deleted = await call('DELETE', `/api/admin/customers/${person.id}`, { token: tokens.admin })
    expect(deleted.status).toBe(200)
    const statement = await db('statements').where({ action: 'delete_account', target_id: person.id }).first()
    expect(statement.target_type).toBe('account')
    expect(adminIds).toContain(Number(statement.decided_by))
    const mail = await db('notifications').where({ kind: 'statement_issued', recipient_email: person.email })
    expect(mail).toHaveLength(1)
    const seen = await new Browser(api.url).get<{ viewerRole: string; canAppeal: boolean; action: string }>(
      `/api/statements/by-link?token=${encodeURIComponent(tokenOf(mail[0].details))}`,
    )
    expect(seen.body).toMatchObject({ action: 'delete_account', viewerRole: 'affected', canAppeal: true })
  })

  it('gives a banned customer, who cannot sign in, the link to read and appeal the ban, and lifts it on appeal', async () => {
    const person = await db('users')
      .where('role', 'customer')
      .where('banned', false)
      .whereNotNull('email')
      .whereNot('email', CUSTOMER.email)
      .orderBy('id', 'asc')
      .first('id', 'email')
    const banned = await call('PATCH', `/api/admin/customers/${person.id}/ban`, { token: tokens.admin, body: { banned: true } })
    expect(banned.status).toBe(200)
    const mail = await db('notifications').where({ kind: 'statement_issued', user_id: person.id }).orderBy('id', 'desc').first()
    const token = tokenOf(mail.details)
    expect(mail.link).toBe(`/statement?token=${encodeURIComponent(token)}`)
    const appealed = await new Browser(api.url).post<{ id: number }>('/api/statements/by-link/appeal', {
      token,
      explanation: 'I did nothing wrong.',
    })
    expect(appealed.status).toBe(201)
    await decideAppeal(appealed.body.id)
    expect((await db('users').where('id', person.id).first()).banned).toBeFalsy()
  })

  it('lets a reviewer whose review was hidden write a new one, and tells search when a spotlight is hidden', async () => {
    const reviewer = await customer(api.url, CUSTOMER)
    const shop = await db('shops')
      .where({ status: 'approved', is_active: true })
      .whereNull('removed_at')
      .whereNot('payment_status', 'suspended')
      .orderBy('id')
      .first('id')
    const first = await reviewer.post<{ review: { id: number } }>(`/api/shops/${shop.id}/reviews`, {
      rating: 1,
      comment: 'Dreadful people.',
    })
    expect([200, 201]).toContain(first.status)
    expect((await decide({ targetType: 'review', targetId: first.body.review.id })).status).toBe(201)
    const again = await reviewer.post<{ review: { id: number } }>(`/api/shops/${shop.id}/reviews`, {
      rating: 3,
      comment: 'Service was slow.',
    })
    expect(again.status).toBe(201)
    expect(again.body.review.id).not.toBe(first.body.review.id)
    expect((await db('reviews').where('id', again.body.review.id).first()).hidden_at).toBeNull()
    expect((await db('reviews').where('id', first.body.review.id).first()).hidden_at).not.toBeNull()

    const spotlight = await db('spotlight_requests')
      .where('status', 'approved')
      .where('end_date', '>', new Date().toISOString().slice(0, 10))
      .first('id', 'product_id')
    const lastChange = Number((await db('catalogue_changes').max('id as id').first())?.id ?? 0)
    expect(
      (await decide({ targetType: 'spotlight', targetId: spotlight.id, groundDetail: 'Terms 3', explanation: 'Misleading.' })).status,
    ).toBe(201)
    expect(await db('catalogue_changes').where('id', '>', lastChange).where('product_id', spotlight.product_id)).not.toHaveLength(0)
  })

  it('warns an account whose content is hidden as manifestly illegal, then suspends it from posting with a statement', async () => {
    const author = await customer(api.url, CUSTOMER)
    const authorId = await userId(db, CUSTOMER.email)
    const shops = await db('shops')
      .where({ status: 'approved', is_active: true })
      .whereNull('removed_at')
      .whereNot('payment_status', 'suspended')
      .orderBy('id', 'desc')
      .limit(4)
      .select('id')
    const postAndHide = async (shopId: number) => {
      const posted = await author.post<{ review: { id: number } }>(`/api/shops/${shopId}/reviews`, { rating: 1, comment: 'Hateful words.' })
      expect([200, 201]).toContain(posted.status)
      expect((await decide({ targetType: 'review', targetId: posted.body.review.id, manifestlyIllegal: true })).status).toBe(201)
    }
    await postAndHide(shops[0].id)
    expect(await db('notifications').where({ user_id: authorId, kind: 'posting_misuse_warning' })).toHaveLength(0)
    await postAndHide(shops[1].id)
    expect(await db('notifications').where({ user_id: authorId, kind: 'posting_misuse_warning' })).toHaveLength(1)
    await postAndHide(shops[2].id)
    const suspension = await db('statements').where({ affected_user_id: authorId, action: 'suspend_posting' }).first()
    expect(suspension.explanation).toContain('may not post')
    const refused = await author.post<{ message: string; until: string }>(`/api/shops/${shops[3].id}/reviews`, {
      rating: 5,
      comment: 'Lovely.',
    })
    expect(refused.status).toBe(403)
    expect(refused.body.until).toBeTruthy()

    expect((await author.post(`/api/account/statements/${suspension.id}/appeal`, { explanation: 'I was hacked.' })).status).toBe(201)
    await decideAppeal(suspension.id)
    expect([200, 201]).toContain((await author.post(`/api/shops/${shops[3].id}/reviews`, { rating: 5, comment: 'Lovely.' })).status)
  })
})
