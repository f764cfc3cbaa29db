import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { PAST } from './browser.ts'

const FUTURE = '2999-01-01 00:00:00'

describe(`the guest-sessions:purge command on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex

  beforeAll(async () => {
    api = await startApi()
    db = api.database.connect()
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  const insertGuest = async (email: string, expiresAt: string) => {
    await db('guest_sessions').insert({ email, phone: null, data: null, expires_at: expiresAt })
    return (await db('guest_sessions').where({ email }).first()).id as number
  }

  it('deletes expired guest sessions and their favourites, keeps their reviews, and leaves active ones alone', async () => {
    const shop = await db('shops').orderBy('id').first()
    const expired = await insertGuest('gone@example.ie', PAST)
    const active = await insertGuest('here@example.ie', FUTURE)
    for (const guest of [expired, active]) {
      await db('favorites').insert({ shop_id: shop.id, guest_session_id: guest })
      await db('reviews').insert({ shop_id: shop.id, guest_session_id: guest, rating: 5, comment: `by guest ${guest}` })
    }

    const output = await runAce(['guest-sessions:purge'], api.env)
    expect(output).toMatch(/Deleted \d+ expired guest session/)

    expect(await db('guest_sessions').where('id', expired)).toHaveLength(0)
    expect(await db('guest_sessions').where('id', active)).toHaveLength(1)
    expect(await db('favorites').where('guest_session_id', expired)).toHaveLength(0)
    expect(await db('favorites').where('guest_session_id', active)).toHaveLength(1)
    const kept = await db('reviews').where('comment', `by guest ${expired}`).first()
    expect(kept).toMatchObject({ rating: 5, guest_session_id: null })

    // Run again by hand: nothing left to do, and it says so.
    expect(await runAce(['guest-sessions:purge'], api.env)).toContain('Deleted 0 expired guest sessions')
  })
})
