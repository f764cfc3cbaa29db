import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { UNTHROTTLED } from '../auth/browser.ts'
import { OWNER, shopOf, userId } from './people.ts'

const HOUR = 60 * 60 * 1000
const sqlTime = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 19).replace('T', ' ')

describe(`unanswered chat reminders on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let sink: MailSink
  let shopId: number
  let ownerId: number
  let customerId: number

  beforeAll(async () => {
    sink = await startMailSink()
    api = await startApi({ env: { ...sink.env, ...UNTHROTTLED } })
    db = api.database.connect()
    ownerId = await userId(db, OWNER.email)
    shopId = await shopOf(db, ownerId)
    ;[customerId] = (
      await db('users').insert({ email: 'waiting@example.ie', first_name: 'Cathal', last_name: 'Roche', role: 'customer', city: 'Tuam' })
    ).map(Number)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sink?.stop()
  })

  const remind = () => runAce(['chat:remind-unanswered'], api.env)
  const reminders = () => sink.messages().filter((mail) => mail.to.includes(OWNER.email) && mail.subject.includes('Cathal Roche'))
  const say = (conversationId: number, senderType: 'customer' | 'shop_owner', message: string, msAgo: number) =>
    db('chat_messages').insert({
      conversation_id: conversationId,
      sender_type: senderType,
      sender_id: String(senderType === 'customer' ? customerId : ownerId),
      message,
      is_read: false,
      created_at: sqlTime(msAgo),
    })

  it('mails the owner once about a message unanswered for an hour, and again for a new unanswered stretch', async () => {
    const [conversationId] = (
      await db('chat_conversations').insert({
        shop_id: shopId,
        customer_user_id: customerId,
        created_at: sqlTime(3 * HOUR),
        updated_at: sqlTime(50 * 60_000),
      })
    ).map(Number)
    await say(conversationId, 'customer', 'Do you have the <b>blue</b> one in a size 10?', 2 * HOUR)
    await say(conversationId, 'customer', 'Hello? Anyone there?', 50 * 60_000)

    await remind()
    const first = await sink.waitFor(OWNER.email, (mail) => mail.subject.includes('Cathal Roche'))
    expect(first.text).toContain('Do you have the <b>blue</b> one in a size 10?')
    expect(first.html).toContain('&#60;b&#62;blue')
    expect(first.html).not.toContain('<b>blue</b>')
    await remind()
    expect(reminders()).toHaveLength(1)

    // The owner answers; a new question only 10 minutes old is not due yet, then it is.
    await say(conversationId, 'shop_owner', 'Yes, we have it.', 40 * 60_000)
    const [fresh] = (await say(conversationId, 'customer', 'Great, can you hold it?', 10 * 60_000)).map(Number)
    await remind()
    expect(reminders()).toHaveLength(1)
    await db('chat_messages')
      .where('id', fresh)
      .update({ created_at: sqlTime(61 * 60_000) })
    await db('chat_conversations')
      .where('id', conversationId)
      .update({ updated_at: sqlTime(0) })
    await remind()
    await expect.poll(() => reminders().length).toBe(2)
    expect(reminders()[1].text).toContain('Great, can you hold it?')
  })
})
