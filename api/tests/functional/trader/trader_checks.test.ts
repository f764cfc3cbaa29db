import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import sharp from 'sharp'
import { TRADER_MESSAGES } from '@shoplocal/shared/messages'
import type { AdminTraderChecklist, OwnerShop, OwnerTraderResponse, ShopDetail, TraderSaved } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { adminClient } from '../../support/admin_client.ts'
import { fieldMessages, UNTHROTTLED, type Browser } from '../auth/browser.ts'
import { signInEveryone, type Clients } from '../owner/owner_clients.ts'

const DETAILS = {
  legalName: 'Quillmore Books Limited',
  address: '4 Abbey Street, Ennis, Co. Clare, V95 D2X3',
  phone: '065 682 1234',
  email: 'Accounts@Quillmore.ie',
  register: 'cro',
  registerNumber: '654321',
  vatNumber: null,
  iban: 'IE29 AIBK 9311 5212 3456 78',
  selfCertified: true,
}

const cookieOf = (browser: Browser) => [...browser.cookies].map(([key, value]) => `${key}=${value}`).join('; ')

/** A browser's multipart upload of the identity document. */
async function uploadIdentity(browser: Browser, base: string, shopId: number, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData()
  form.append('document', new Blob([bytes], { type }), name)
  const cookie = cookieOf(browser)
  const response = await fetch(`${base}/api/shops/${shopId}/trader/identity`, {
    method: 'PUT',
    headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    body: form,
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

describe(`trader checks on ${requestedDatabase()}`, { timeout: 180_000 }, () => {
  let api: RunningApi
  let db: Knex
  let as: Clients
  let token: string
  let shopId: number
  const admin = (method: string, path: string, body?: unknown) => adminClient(api.url)(method, path, { token, body })
  const png = () =>
    sharp({ create: { width: 60, height: 40, channels: 3, background: '#357' } })
      .png()
      .toBuffer()

  beforeAll(async () => {
    api = await startApi({ env: { ...UNTHROTTLED } })
    db = api.database.connect()
    as = await signInEveryone(api.url)
    const { body } = await adminClient(api.url)('POST', '/api/admin/auth/token', {
      body: { email: 'admin@shoplocal.ie', password: 'Admin@2026' },
    })
    token = body.token
    const created = await as.ownerA.post<{ shop: OwnerShop }>('/api/shops', { name: 'Quillmore Books', location: 'Ennis, Co. Clare' })
    shopId = created.body.shop.id
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('refuses approval while the owner has given nothing, and bad details with a 422 beside each field, storing nothing', async () => {
    const before = await as.ownerA.get<OwnerTraderResponse>(`/api/shops/${shopId}/trader`)
    expect(before.status).toBe(200)
    expect(before.body.trader).toBeNull()
    expect(before.body.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const refused = await admin('PUT', `/api/admin/shops/${shopId}/approve`)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/trader details/)

    const bad = await as.ownerA.send('PUT', `/api/shops/${shopId}/trader`, {
      ...DETAILS,
      iban: 'IE28AIBK93115212345678',
      registerNumber: 'AB12',
      vatNumber: 'IE12',
      selfCertified: false,
    })
    expect(bad.status).toBe(422)
    expect(fieldMessages(bad.body)).toMatchObject({
      iban: TRADER_MESSAGES.ibanInvalid,
      registerNumber: TRADER_MESSAGES.registerNumberInvalid,
      vatNumber: TRADER_MESSAGES.vatNumberInvalid,
      selfCertified: TRADER_MESSAGES.selfCertificationRequired,
    })
    const noNumber = await as.ownerA.send('PUT', `/api/shops/${shopId}/trader`, { ...DETAILS, registerNumber: null })
    expect(fieldMessages(noNumber.body).registerNumber).toBe(TRADER_MESSAGES.registerNumberRequired)
    expect((await as.ownerB.send('PUT', `/api/shops/${shopId}/trader`, DETAILS)).status).toBe(403)
    expect(await db('shop_traders').where('shop_id', shopId).count('* as total').first()).toMatchObject({ total: 0 })
    // No details yet: nothing to attach a document to.
    expect((await uploadIdentity(as.ownerA, api.url, shopId, await png(), 'id.png', 'image/png')).status).toBe(409)
  })

  it('stores the details normalised and the identity document privately, refusing what is not a picture or PDF', async () => {
    const saved = await as.ownerA.send<TraderSaved>('PUT', `/api/shops/${shopId}/trader`, DETAILS)
    expect(saved.status).toBe(200)
    expect(saved.body.trader).toMatchObject({
      iban: 'IE29AIBK93115212345678',
      phone: '+353656821234',
      email: 'accounts@quillmore.ie',
      complete: false,
    })

    const text = await uploadIdentity(as.ownerA, api.url, shopId, Buffer.from('not a passport'), 'passport.png', 'image/png')
    expect(text.status).toBe(422)
    expect(text.body.message).toBe(TRADER_MESSAGES.identityWrongType)
    expect((await db('shop_traders').where('shop_id', shopId).first()).identity_document_key).toBeNull()

    const uploaded = await uploadIdentity(as.ownerA, api.url, shopId, await png(), 'passport.png', 'image/png')
    expect(uploaded.status).toBe(200)
    expect(uploaded.body.trader).toMatchObject({ complete: true, identityDocumentType: 'image/webp' })
    const key = String((await db('shop_traders').where('shop_id', shopId).first()).identity_document_key)
    expect(key).toMatch(/^traders\/\d+\/[0-9a-f-]+\.webp$/)

    const file = await fetch(`${api.url}${uploaded.body.trader.identityDocumentUrl}`, { headers: { cookie: cookieOf(as.ownerA) } })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/webp')
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    const other = await fetch(`${api.url}/api/shops/${shopId}/trader/identity`, { headers: { cookie: cookieOf(as.ownerB) } })
    expect(other.status).toBe(403)
    expect((await fetch(`${api.url}/uploads/${key}`)).status).toBe(404)
    expect((await fetch(`${api.url}/api/shops/${shopId}/trader/identity`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      200,
    )
  })

  it('approves only once every item that applies is ticked, naming what is missing, each tick signed by its admin', async () => {
    const list = await admin('GET', `/api/admin/shops/${shopId}/trader`)
    expect(list.status).toBe(200)
    const checklist = list.body as AdminTraderChecklist
    expect(checklist.due).not.toContain('vatNumber')
    expect(checklist.due).toContain('register')
    expect(checklist.missing).toEqual(checklist.due)

    expect((await admin('PUT', `/api/admin/shops/${shopId}/trader/checks`, { items: ['vatNumber'] })).status).toBe(422)
    expect((await admin('PUT', `/api/admin/shops/${shopId}/trader/checks`, { items: ['passport'] })).status).toBe(422)
    const partial = await admin('PUT', `/api/admin/shops/${shopId}/trader/checks`, {
      items: checklist.due.filter((item) => item !== 'iban' && item !== 'identityDocument'),
    })
    expect(partial.status).toBe(200)
    expect(partial.body.checks.legalName).toMatchObject({ by: { name: 'Gráinne Nolan' } })
    expect(partial.body.checks.iban).toBeNull()

    const refused = await admin('PUT', `/api/admin/shops/${shopId}/approve`)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe(
      'This shop cannot be approved until its trader checklist is complete. Not checked yet: Payment account (IBAN) and Identity document.',
    )
    expect((await db('shops').where('id', shopId).first()).status).toBe('pending')

    expect((await admin('PUT', `/api/admin/shops/${shopId}/trader/checks`, { items: checklist.due })).status).toBe(200)
    expect((await admin('PUT', `/api/admin/shops/${shopId}/approve`)).status).toBe(200)
    expect(await db('admin_logs').where({ action: 'check_trader', target_id: shopId }).count('* as total').first()).toMatchObject({
      total: 2,
    })
  })

  it('shows the public part on the shop page, and a changed detail loses its tick', async () => {
    const page = (await (await fetch(`${api.url}/api/shops/${shopId}`)).json()) as ShopDetail
    expect(page.trader).toEqual({
      legalName: DETAILS.legalName,
      address: DETAILS.address,
      phone: '+353656821234',
      email: 'accounts@quillmore.ie',
      register: 'cro',
      registerNumber: '654321',
      selfCertified: true,
    })
    await as.ownerA.send('PUT', `/api/shops/${shopId}/trader`, { ...DETAILS, phone: '065 682 9999' })
    const after = (await admin('GET', `/api/admin/shops/${shopId}/trader`)).body as AdminTraderChecklist
    expect(after.checks.phone).toBeNull()
    expect(after.checks.legalName).not.toBeNull()
    expect(after.missing).toEqual(['phone'])
  })

  it('asks owners of shops approved before the checks, hides them after the deadline with a statement, and shows them again once complete', async () => {
    const old = await db('shops')
      .where({ status: 'approved', owner_id: (await db('users').where('email', 'ciaran.obrien@shoplocal.ie').first()).id })
      .orderBy('id')
      .first()
    await db('shop_traders').where('shop_id', old.id).delete()

    await runAce(['scheduler:run', 'trader_deadline'], api.env)
    const asked = await db('notifications').where({
      kind: 'trader_details_requested',
      cause_key: `shop:${old.id}:trader-details-requested`,
    })
    expect(asked).toHaveLength(1)
    expect((await fetch(`${api.url}/api/shops/${old.id}`)).status).toBe(200)

    await runAce(['scheduler:run', 'trader_deadline'], { ...api.env, TRADER_DETAILS_DEADLINE: '2020-01-31' })
    expect((await fetch(`${api.url}/api/shops/${old.id}`)).status).toBe(404)
    expect(
      await db('notifications')
        .where({ kind: 'trader_details_requested', user_id: old.owner_id })
        .where('cause_key', `shop:${old.id}:trader-details-requested`),
    ).toHaveLength(1)
    const statement = await db('statements').where({ target_type: 'shop', target_id: old.id, action: 'hide_shop' }).first()
    expect(statement).toMatchObject({ ground: 'law', affected_user_id: old.owner_id })
    expect(statement.explanation).toContain('31/01/2020')

    expect((await as.ownerB.send('PUT', `/api/shops/${old.id}/trader`, DETAILS)).status).toBe(200)
    expect((await fetch(`${api.url}/api/shops/${old.id}`)).status).toBe(404)
    expect((await uploadIdentity(as.ownerB, api.url, old.id, await png(), 'id.png', 'image/png')).status).toBe(200)
    expect((await fetch(`${api.url}/api/shops/${old.id}`)).status).toBe(200)
  })

  it('keeps a shop shown once its hiding for missing details is reversed on appeal, however often the job runs', async () => {
    const owner = await db('users').where('email', 'siobhan.murphy@shoplocal.ie').first()
    const shop = await db('shops').where({ status: 'approved', owner_id: owner.id }).orderBy('id').first()
    await db('shop_traders').where('shop_id', shop.id).delete()
    const pastDeadline = { ...api.env, TRADER_DETAILS_DEADLINE: '2020-01-31' }
    await runAce(['scheduler:run', 'trader_deadline'], pastDeadline)
    expect((await fetch(`${api.url}/api/shops/${shop.id}`)).status).toBe(404)
    const hiding = await db('statements').where({ target_type: 'shop', target_id: shop.id, action: 'hide_shop' }).first()

    const appealed = await as.ownerA.post(`/api/account/statements/${hiding.id}/appeal`, {
      explanation: 'Our details were sent to the office by post before the deadline.',
    })
    expect(appealed.status).toBe(201)
    const appeal = await db('appeals').where('statement_id', hiding.id).first()
    const decided = await admin('POST', `/api/admin/appeals/${appeal.id}/decision`, {
      outcome: 'reversed',
      explanation: 'The details arrived by post in time.',
    })
    expect(decided.status).toBe(200)
    expect((await fetch(`${api.url}/api/shops/${shop.id}`)).status).toBe(200)

    await runAce(['scheduler:run', 'trader_deadline'], pastDeadline)
    expect((await fetch(`${api.url}/api/shops/${shop.id}`)).status).toBe(200)
    expect(await db('statements').where({ target_type: 'shop', target_id: shop.id, action: 'hide_shop' })).toHaveLength(1)
  })

  it('keeps trader data six months after the last shop ends, then only what tax records need, and is in the data download', async () => {
    const download = await as.ownerA.get<{ traderDetails: { legal_name: string }[] }>('/api/account/export')
    expect(download.body.traderDetails.map((row) => row.legal_name)).toContain(DETAILS.legalName)

    const day = 24 * 60 * 60 * 1000
    const sql = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')
    const base = {
      shop_name: 'Gone Shop',
      legal_name: 'Gone Trader',
      address: '1 Main St, Tralee',
      phone: '+353661234567',
      email: 'gone@example.ie',
      iban: 'IE29AIBK93115212345678',
      vat_number: 'IE1234567FA',
      checks: '{}',
      created_at: sql(new Date()),
      updated_at: sql(new Date()),
    }
    const [recent] = await db('shop_traders').insert({ ...base, shop_ended_at: sql(new Date(Date.now() - 100 * day)) })
    const [expired] = await db('shop_traders').insert({ ...base, shop_ended_at: sql(new Date(Date.now() - 200 * day)) })
    const [taxGone] = await db('shop_traders').insert({ ...base, shop_ended_at: sql(new Date(Date.now() - 7 * 366 * day)) })
    await as.ownerA.send('DELETE', `/api/shops/${shopId}`)

    await runAce(['scheduler:run', 'retention_purge'], api.env)
    expect(await db('shop_traders').where('id', recent).first()).toMatchObject({ phone: '+353661234567', personal_data_purged_at: null })
    expect(await db('shop_traders').where('id', expired).first()).toMatchObject({
      legal_name: 'Gone Trader',
      vat_number: 'IE1234567FA',
      phone: null,
      email: null,
      iban: null,
    })
    expect(await db('shop_traders').where('id', taxGone).first()).toBeUndefined()
    // The deleted shop's row is kept, now dated, and its owner still has shops: nothing is emptied.
    const ended = await db('shop_traders').where('legal_name', DETAILS.legalName).whereNull('shop_id').first()
    expect(ended.shop_ended_at).not.toBeNull()
    expect(ended.iban).toBe('IE29AIBK93115212345678')
  })

  it('answers 401 signed out and 404 for an unknown shop', async () => {
    expect((await as.anonymous.send('PUT', `/api/shops/${shopId}/trader`, DETAILS)).status).toBe(401)
    expect((await admin('GET', '/api/admin/shops/999999/trader')).status).toBe(404)
    expect((await adminClient(api.url)('GET', `/api/admin/shops/${shopId}/trader`)).status).toBe(401)
  })
})
