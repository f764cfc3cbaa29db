import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { CHAT_MESSAGE_MAX_LENGTH } from '@shoplocal/shared/constants'
import { ENGAGEMENT_SERVER_MESSAGES as E } from '@shoplocal/shared/messages'
import type { Conversation, ConversationThread, SentChatMessage } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { Browser, UNTHROTTLED, fieldMessages } from '../auth/browser.ts'
import { CUSTOMER, OTHER_OWNER, OWNER, customer, guest, newCustomer, owner, shopOf, userId } from './people.ts'
import { openEventStream } from './event_stream.ts'

type Who = 'customerA' | 'customerB' | 'owner' | 'otherOwner' | 'guest' | 'anonymous'

describe(`chat on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let people: Record<Who, Browser>
  let shopId: number
  let conversationId: number

  beforeAll(async () => {
    api = await startApi({ env: UNTHROTTLED })
    db = api.database.connect()
    shopId = await shopOf(db, await userId(db, OWNER.email))
    people = {
      customerA: await customer(api.url, CUSTOMER),
      customerB: await newCustomer(api.url, db, 'Bríd'),
      owner: await owner(api.url, OWNER),
      otherOwner: await owner(api.url, OTHER_OWNER),
      guest: await guest(api.url, 'chatty@example.ie'),
      anonymous: new Browser(api.url),
    }
    const seeded = await db('chat_conversations')
      .where('shop_id', shopId)
      .where('customer_user_id', await userId(db, CUSTOMER.email))
      .first('id')
    conversationId = Number(seeded.id)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  const statuses = async (call: (browser: Browser) => Promise<{ status: number }>) => {
    const result: Partial<Record<Who, number>> = {}
    for (const who of Object.keys(people) as Who[]) result[who] = (await call(people[who])).status
    return result
  }

  it('lets only the two sides read or write a conversation, over every chat route', async () => {
    expect(await statuses((b) => b.get(`/api/chat/conversations/${conversationId}/messages`))).toEqual({
      customerA: 200,
      customerB: 403,
      owner: 200,
      otherOwner: 403,
      guest: 401,
      anonymous: 401,
    })
    expect(await statuses((b) => b.post('/api/chat/messages', { conversationId, message: 'Hello from the matrix' }))).toEqual({
      customerA: 201,
      customerB: 403,
      owner: 201,
      otherOwner: 403,
      guest: 401,
      anonymous: 401,
    })
    expect(await statuses((b) => b.get('/api/chat/conversations'))).toEqual({
      customerA: 200,
      customerB: 200,
      owner: 200,
      otherOwner: 200,
      guest: 401,
      anonymous: 401,
    })
    expect(await statuses((b) => b.get('/api/customer/conversations'))).toEqual({
      customerA: 200,
      customerB: 200,
      owner: 200,
      otherOwner: 200,
      guest: 401,
      anonymous: 401,
    })
    const listed = async (who: Who, path = '/api/chat/conversations') =>
      (await people[who].get<Conversation[]>(path)).body.some((conversation) => conversation.id === conversationId)
    expect(await listed('customerA')).toBe(true)
    expect(await listed('owner')).toBe(true)
    expect(await listed('customerB')).toBe(false)
    expect(await listed('otherOwner')).toBe(false)
    expect(await listed('customerA', '/api/customer/conversations')).toBe(true)
    expect(await listed('owner', '/api/customer/conversations')).toBe(false)

    // An id that does not exist is refused exactly like somebody else's.
    const missing = await people.customerB.get('/api/chat/conversations/999999/messages')
    expect(missing.status).toBe(403)
    expect(missing.body.message).toBe(E.conversationForbidden)
    expect((await people.customerB.post('/api/chat/messages', { conversationId: 999999, message: 'x' })).status).toBe(403)
    const guestReply = await people.guest.get('/api/chat/conversations')
    expect(guestReply.body.message).toBe(E.signInToChat)
    const sent = Number(
      (
        await db('chat_messages')
          .where('conversation_id', conversationId)
          .where('message', 'Hello from the matrix')
          .count('* as total')
          .first()
      )?.total,
    )
    expect(sent).toBe(2)
  })

  it('creates a conversation on a customer’s first message, once, and the owner answers in it', async () => {
    const person = await newCustomer(api.url, db, 'Maeve')
    const [first, second] = await Promise.all([
      person.post<SentChatMessage>('/api/chat/messages', { shopId, message: 'Hi there' }),
      person.post<SentChatMessage>('/api/chat/messages', { shopId, message: 'Are you open today?' }),
    ])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(first.body.conversation.id).toBe(second.body.conversation.id)
    const id = first.body.conversation.id
    expect(first.body.conversation).toMatchObject({ shopId, otherName: expect.any(String), customer: { name: 'Maeve Byrne' } })
    expect(first.body.message).toMatchObject({ senderType: 'customer', conversationId: id, isRead: false })

    const ownerList = await people.owner.get<Conversation[]>('/api/chat/conversations')
    const seen = ownerList.body.find((conversation) => conversation.id === id)!
    expect(seen).toMatchObject({ otherName: 'Maeve Byrne', unreadCount: 2, viewerSide: 'shop_owner' })
    expect(ownerList.body[0].id).toBe(id)

    const thread = await people.owner.get<ConversationThread>(`/api/chat/conversations/${id}/messages`)
    expect(thread.body.messages.map((message) => message.message).sort()).toEqual(['Are you open today?', 'Hi there'])
    expect(thread.body.conversation.unreadCount).toBe(0)
    const reply = await people.owner.post<SentChatMessage>('/api/chat/messages', { conversationId: id, message: 'Yes, until six.' })
    expect(reply.body.message.senderType).toBe('shop_owner')

    const mine = await person.get<Conversation[]>('/api/customer/conversations')
    expect(mine.body[0]).toMatchObject({ id, unreadCount: 1, lastMessage: 'Yes, until six.' })
    const read = await person.get<ConversationThread>(`/api/chat/conversations/${id}/messages`)
    expect(read.body.messages.filter((message) => message.senderType === 'customer').every((message) => message.isRead)).toBe(true)
    expect((await person.get<Conversation[]>('/api/customer/conversations')).body[0].unreadCount).toBe(0)

    const ownShop = await people.owner.post('/api/chat/messages', { shopId, message: 'Talking to myself' })
    expect(ownShop.status).toBe(403)
    expect(ownShop.body.message).toBe(E.ownShopChat)
    expect((await person.post('/api/chat/messages', { shopId: 999999, message: 'x' })).status).toBe(404)
  })

  it('stores a message sent twice with the same client key once, and answers both sends with it', async () => {
    const person = await newCustomer(api.url, db, 'Clodagh')
    const payload = { shopId, message: 'Do you have oat milk?', clientKey: 'drawer-1a2b3c4d5e6f' }
    const first = await person.post<SentChatMessage>('/api/chat/messages', payload)
    expect(first.status).toBe(201)
    // A retry after a lost answer, and two more at once: still the one message.
    const again = await Promise.all([1, 2, 3].map(() => person.post<SentChatMessage>('/api/chat/messages', payload)))
    for (const answer of again) expect(answer.body.message.id).toBe(first.body.message.id)
    const stored = await db('chat_messages').where({ conversation_id: first.body.conversation.id, message: payload.message })
    expect(stored).toHaveLength(1)
    // Another message (another key, or none) is stored as usual; a malformed key is refused.
    expect((await person.post('/api/chat/messages', { ...payload, clientKey: 'drawer-ffffffffffff' })).status).toBe(201)
    expect((await person.post('/api/chat/messages', { shopId, message: 'Do you have oat milk?' })).status).toBe(201)
    expect((await person.post('/api/chat/messages', { ...payload, clientKey: 'x' })).status).toBe(422)
    expect(await db('chat_messages').where({ conversation_id: first.body.conversation.id, message: payload.message })).toHaveLength(3)
  })

  it('keeps HTML as text and refuses empty or over-long messages', async () => {
    const html = '<img src=x onerror=alert(1)><b>bold</b> & "quotes"'
    const sent = await people.customerA.post<SentChatMessage>('/api/chat/messages', { shopId, message: `  ${html}  ` })
    expect(sent.status).toBe(201)
    expect(sent.headers.get('content-type')).toContain('application/json')
    expect(sent.body.message.message).toBe(html)
    const thread = await people.owner.get<ConversationThread>(`/api/chat/conversations/${sent.body.conversation.id}/messages`)
    expect(thread.body.messages.at(-1)?.message).toBe(html)

    const before = Number((await db('chat_messages').count('* as total').first())?.total)
    expect(fieldMessages((await people.customerA.post('/api/chat/messages', { shopId, message: '   ' })).body)).toEqual({
      message: E.messageRequired,
    })
    const long = await people.customerA.post('/api/chat/messages', { shopId, message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) })
    expect(fieldMessages(long.body)).toEqual({ message: E.messageTooLong(CHAT_MESSAGE_MAX_LENGTH) })
    expect((await people.customerA.post('/api/chat/messages', { shopId, message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) })).status).toBe(201)
    expect(fieldMessages((await people.customerA.post('/api/chat/messages', { message: 'no target' })).body)).toEqual({
      shopId: E.shopOrConversationRequired,
    })
    expect(Number((await db('chat_messages').count('* as total').first())?.total)).toBe(before + 1)
  })

  it('pushes a new message to the other side’s open stream at once, and only to the two sides', async () => {
    const ownerId = await userId(db, OWNER.email)
    const aoifeId = await userId(db, CUSTOMER.email)
    const ownerStream = await openEventStream(api.url, people.owner)
    const intruder = await openEventStream(api.url, people.customerB)
    const anonymous = await openEventStream(api.url, people.anonymous)
    try {
      const channel = `chat/conversations/${conversationId}`
      expect(await ownerStream.subscribe(channel)).toBe(204)
      expect(await ownerStream.subscribe(`chat/users/${ownerId}`)).toBe(204)
      expect(await intruder.subscribe(channel)).toBe(400)
      expect(await intruder.subscribe(`chat/users/${aoifeId}`)).toBe(400)
      expect(await anonymous.subscribe(channel)).toBe(400)

      const sent = await people.customerA.post<SentChatMessage>('/api/chat/messages', { conversationId, message: 'Live <i>now</i>' })
      const pushed = await ownerStream.next(channel, (payload) => payload.type === 'message', 10_000)
      expect(pushed.message).toMatchObject({ id: sent.body.message.id, message: 'Live <i>now</i>', senderType: 'customer' })
      await ownerStream.next(`chat/users/${ownerId}`, (payload) => payload.conversationId === conversationId, 10_000)
      await expect(intruder.next(channel, () => true, 300)).rejects.toThrow()

      // Knowing the owner's stream id is not enough to cut the owner's updates, or to take the stream over.
      for (const caller of [people.customerB, people.anonymous]) {
        const refused = await caller.post('/api/__transmit/unsubscribe', { uid: ownerStream.uid, channel })
        expect(refused.status).toBe(403)
        expect(refused.body.message).toBe(E.liveStreamNotYours)
        expect((await caller.post('/api/__transmit/subscribe', { uid: ownerStream.uid, channel: `chat/users/${ownerId}` })).status).toBe(
          403,
        )
      }
      const again = await people.customerA.post<SentChatMessage>('/api/chat/messages', { conversationId, message: 'Still live' })
      const still = await ownerStream.next(channel, (payload) => payload.type === 'message' && payload.message !== pushed.message, 2000)
      expect(still.message).toMatchObject({ id: again.body.message.id })
      // The owner may still unsubscribe its own stream.
      expect((await people.owner.post('/api/__transmit/unsubscribe', { uid: ownerStream.uid, channel })).status).toBe(204)
    } finally {
      ownerStream.close()
      intruder.close()
      anonymous.close()
    }
  })
})
