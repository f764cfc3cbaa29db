import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { OWNER_TERMS_NOTICE_DAYS } from '@shoplocal/shared/constants'
import { addCalendarDays, dublinDateOf } from '@shoplocal/shared/rules'
import type { AdminOwnerTermsVersion, OwnerTermsState } from '@shoplocal/shared/types'
import { OWNER_TERMS_MESSAGES as M } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { adminClient } from '../../support/admin_client.ts'
import { Browser, UNTHROTTLED, fieldMessages } from '../auth/browser.ts'
import { OWNER, userId } from '../engagement/people.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }

/* The shop owners' terms as versions: accepted on registration, changed only with notice, owners told at once. */
describe(`owner terms on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let call: ReturnType<typeof adminClient>
  let token: string

  const publish = (body: Record<string, unknown>) => call('POST', '/api/admin/terms', { token, body })
  const today = () => dublinDateOf(new Date())

  beforeAll(async () => {
    api = await startApi({ env: UNTHROTTLED })
    db = api.database.connect()
    call = adminClient(api.url)
    token = (await call('POST', '/api/admin/auth/token', { body: ADMIN })).body.token as string
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('records the version in force when an owner registers', async () => {
    const state = (await new Browser(api.url).get<OwnerTermsState>('/api/terms')).body
    expect(state).toMatchObject({ current: { version: '1.0' }, upcoming: null })
    const registered = await new Browser(api.url).post('/api/shop-owner/register', {
      firstName: 'Nora',
      lastName: 'Terms',
      email: 'nora.terms@example.ie',
      phone: null,
      city: 'Ennis',
      password: 'Owner@2026x',
      contactMethod: 'email',
    })
    expect(registered.status).toBe(201)
    const acceptance = await db('owner_terms_acceptances as a')
      .join('users as u', 'u.id', 'a.user_id')
      .join('owner_terms_versions as v', 'v.id', 'a.terms_version_id')
      .where('u.email', 'nora.terms@example.ie')
      .first('v.version', 'a.accepted_at')
    expect(acceptance?.version).toBe('1.0')
    expect(acceptance?.accepted_at).toBeTruthy()
  })

  it('refuses a new version sooner than the notice period or under a version that exists, and stores nothing', async () => {
    const tooSoon = await publish({
      version: '1.1',
      changes: 'Fees are shown with VAT.',
      effectiveOn: addCalendarDays(today(), OWNER_TERMS_NOTICE_DAYS - 1),
    })
    expect(tooSoon.status).toBe(422)
    expect(fieldMessages(tooSoon.body).effectiveOn).toContain(`no sooner than ${OWNER_TERMS_NOTICE_DAYS} days`)
    const taken = await publish({ version: '1.0', changes: 'Again.', effectiveOn: addCalendarDays(today(), 30) })
    expect([taken.status, fieldMessages(taken.body)]).toEqual([422, { version: M.versionTaken }])
    const blank = await publish({ version: 'v 2', changes: ' ', effectiveOn: '2027-13-45x' })
    expect(Object.keys(fieldMessages(blank.body)).sort()).toEqual(['changes', 'effectiveOn', 'version'])
    expect(await db('owner_terms_versions').count('* as n').first()).toMatchObject({ n: 1 })
    expect(await db('notifications').where('kind', 'terms_changed').first()).toBeUndefined()
  })

  it('publishes a version with notice, tells every owner at once, and keeps the old terms in force until the day', async () => {
    const effectiveOn = addCalendarDays(today(), OWNER_TERMS_NOTICE_DAYS)
    const published = await publish({ version: '1.1', changes: 'Fees are shown with VAT.', effectiveOn })
    expect(published.status).toBe(201)
    expect(published.body.version).toMatchObject({ version: '1.1', changes: 'Fees are shown with VAT.' })

    const state = (await new Browser(api.url).get<OwnerTermsState>('/api/terms')).body
    expect(state.current?.version).toBe('1.0')
    expect(state.upcoming).toMatchObject({ version: '1.1', changes: 'Fees are shown with VAT.' })

    const owners = await db('users').where('role', 'shop_owner').where('banned', false).count('* as n').first()
    const told = await db('notifications').where('kind', 'terms_changed').select('user_id', 'details', 'link', 'mail_state')
    expect(told).toHaveLength(Number(owners?.n))
    expect(told.map((row) => Number(row.user_id))).toContain(await userId(db, OWNER.email))
    expect(told[0].link).toBe('/terms')
    // Essential: mailed to every owner whatever their preferences (sent already, or waiting in the outbox).
    expect(told.filter((row) => row.mail_state === 'skipped')).toEqual([])
    expect(JSON.parse(told[0].details)).toMatchObject({ termsVersion: '1.1', message: 'Fees are shown with VAT.' })

    const listed = await call<{ versions: AdminOwnerTermsVersion[] }>('GET', '/api/admin/terms', { token })
    expect(listed.body.versions.map((version) => [version.version, version.acceptedCount])).toEqual([
      ['1.1', 0],
      ['1.0', 1],
    ])
  })
})
