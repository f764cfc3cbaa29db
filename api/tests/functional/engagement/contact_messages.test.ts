import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { CATALOGUE_EMPTY, ENGAGEMENT_SERVER_MESSAGES as E, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { Browser, UNTHROTTLED, fieldMessages } from '../auth/browser.ts'
import { CUSTOMER, OWNER, customer, guest, shopOf, userId } from './people.ts'

const PER_ADDRESS = 4
const PER_SHOP = 8

describe(`contact messages on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let sink: MailSink
  let shopId: number
  let addressCounter = 0
  /** Each test writes from its own address, so only the rate-limit test meets the per-address limit. */
  const from = () => ({ 'x-forwarded-for': `198.51.100.${++addressCounter}` })

  beforeAll(async () => {
    sink = await startMailSink()
    api = await startApi({
      env: {
        ...sink.env,
        ...UNTHROTTLED,
        CONTACT_PER_ADDRESS_PER_HOUR: String(PER_ADDRESS),
        CONTACT_PER_SHOP_PER_HOUR: String(PER_SHOP),
      },
    })
    db = api.database.connect()
    shopId = await shopOf(db, await userId(db, OWNER.email))
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sink?.stop()
  })

  const post = (browser: Browser, body: unknown, id = shopId) =>
    browser.post<{ id: number; message?: string }>(`/api/shops/${id}/messages`, body)

  it('asks a guest for a name and an email or phone, in the dialog’s words', async () => {
    const visitor = new Browser(api.url, from())
    const before = Number((await db('messages').count('* as total').first())?.total)
    expect(fieldMessages((await post(visitor, { senderEmail: 'a@example.ie', content: 'Hi' })).body)).toEqual({
      senderName: M.guestNameRequired,
    })
    const noContact = await post(visitor, { senderName: 'Mary', content: 'Hi' })
    expect(noContact.status).toBe(422)
    expect(noContact.body.message).toBe(M.contactRequired)
    expect(fieldMessages((await post(visitor, { senderName: 'Mary', senderEmail: 'mary@', content: 'Hi' })).body)).toEqual({
      senderEmail: M.guestEmailInvalid,
    })
    expect(fieldMessages((await post(visitor, { senderName: 'Mary', senderPhone: '0851234567', content: '   ' })).body)).toEqual({
      content: E.messageRequired,
    })
    expect(Number((await db('messages').count('* as total').first())?.total)).toBe(before)
    expect((await post(visitor, { senderName: 'Mary', senderPhone: '0851234567', content: 'Hi' }, 999999)).body.message).toBe(
      CATALOGUE_EMPTY.shopNotFound,
    )
  })

  it('stores a guest’s message, mails the owner with the text escaped, and records that the mail left', async () => {
    const visitor = new Browser(api.url, from())
    const content = 'Do you have <b>brown bread</b> on Sundays?'
    const reply = await post(visitor, { senderName: 'Mary Walsh', senderEmail: 'Mary@Example.ie', content })
    expect(reply.status).toBe(201)
    const row = await db('messages').where('id', reply.body.id).first()
    expect(row).toMatchObject({
      shop_id: shopId,
      sender_name: 'Mary Walsh',
      sender_email: 'mary@example.ie',
      content,
      customer_user_id: null,
    })
    const mail = await sink.waitFor(OWNER.email, (message) => message.text.includes('brown bread'))
    expect(mail.subject).toContain('Mary Walsh')
    expect(mail.text).toContain(content)
    expect(mail.html).toContain('&#60;b&#62;brown bread')
    expect(mail.html).not.toContain('<b>brown bread')
    await expect.poll(async () => Boolean((await db('messages').where('id', reply.body.id).first()).email_sent)).toBe(true)
  })

  it('takes a customer’s name and contact from the account, and a guest session’s contact from the session', async () => {
    const person = await customer(api.url, CUSTOMER, from())
    const reply = await post(person, { content: 'Is the Aran sweater still there?' })
    expect(reply.status).toBe(201)
    const row = await db('messages').where('id', reply.body.id).first()
    expect(row).toMatchObject({
      sender_name: 'Aoife Kelly',
      sender_email: CUSTOMER.email,
      customer_user_id: await userId(db, CUSTOMER.email),
    })

    const visitor = await guest(api.url, 'session@example.ie', from())
    const byGuest = await post(visitor, { senderName: 'Tom', content: 'Open on Monday?' })
    expect(byGuest.status).toBe(201)
    expect((await db('messages').where('id', byGuest.body.id).first()).sender_email).toBe('session@example.ie')
  })

  it('limits messages per address and per shop with 429, storing nothing refused', async () => {
    const visitor = new Browser(api.url, from())
    const message = { senderName: 'Flood', senderPhone: '0851234567', content: 'Again' }
    for (let sent = 0; sent < PER_ADDRESS; sent++) expect((await post(visitor, message)).status).toBe(201)
    const refused = await post(visitor, message)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(E.contactRateLimited)
    expect(refused.headers.get('retry-after')).toBeTruthy()

    // The shop has had 3 (earlier tests) + PER_ADDRESS messages this hour; fresh addresses fill its allowance.
    const replies = []
    for (let index = 0; index < 3; index++) replies.push((await post(new Browser(api.url, from()), message)).status)
    expect(replies).toEqual([201, 429, 429])
    const stored = Number((await db('messages').where('shop_id', shopId).where('sender_name', 'Flood').count('* as total').first())?.total)
    expect(stored).toBe(PER_ADDRESS + 1)
  })
})
