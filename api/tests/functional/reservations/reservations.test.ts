import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { WEEK_DAYS } from '@shoplocal/shared/constants'
import { addCalendarDays, dublinDateOf, pickupDays } from '@shoplocal/shared/rules'
import type { OwnerInsights, OwnerReservationsResponse, OwnerShop, Product, ProductDetail, Reservation } from '@shoplocal/shared/types'
import { RESERVATION_MESSAGES as M } from '../../../app/messages/reservations.ts'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { giveCheckedTrader } from '../../../../scripts/testing/trader-fixture.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { startSmsSink, type SmsSink } from '../../../../scripts/testing/sms-sink.ts'
import { adminClient } from '../../support/admin_client.ts'
import { Browser, fieldMessages, UNTHROTTLED } from '../auth/browser.ts'
import { signInEveryone, type Clients } from '../owner/owner_clients.ts'

/** The shop opens 08:00–20:00 every day but one: the weekday three days from now, so a closed day is always ahead. */
const today = dublinDateOf(new Date())
const closedDay = addCalendarDays(today, 3)
const weekDayOf = (day: string) => WEEK_DAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]
const HOURS = WEEK_DAYS.map((day) =>
  day === weekDayOf(closedDay) ? { day, opens: null, closes: null } : { day, opens: '08:00', closes: '20:00' },
)
const calendar = { openingHours: HOURS, closures: [], temporarilyClosed: false }
/** An open day after today, so the tests do not depend on the hour they run at. */
const pickupDate = pickupDays(calendar).find((day) => day > today)!

describe(`reservations on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let as: Clients
  let shop: OwnerShop
  let sink: MailSink
  let sms: SmsSink

  const addProduct = async (name: string, stock: number | null) => {
    const reply = await as.ownerA.post<{ product: Product }>(`/api/shops/${shop.id}/products`, { name, price: 4.5, stock })
    expect(reply.status).toBe(201)
    return reply.body.product
  }
  const productRow = (id: number) => db('products').where('id', id).first()
  const confirmedGuest = async (email: string, by: 'email' | 'phone' = 'email') => {
    const guest = new Browser(api.url)
    expect((await guest.post('/api/guest-session', { [by]: email })).status).toBe(201)
    expect((await guest.post('/api/guest-session/code')).status).toBe(200)
    // A phone is stored in its international form, so the one phone guest is found as the latest with a phone.
    const sessions = by === 'email' ? db('guest_sessions').where('email', email) : db('guest_sessions').whereNotNull('phone')
    const { confirmation_code: code } = await sessions.orderBy('id', 'desc').first()
    const confirmed = await guest.post<{ guestSession: { confirmed: boolean } }>('/api/guest-session/confirm', { code })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.guestSession.confirmed).toBe(true)
    return guest
  }
  const reserve = (browser: Browser, productId: number, quantity = 1, day = pickupDate) =>
    browser.post<{ message: string; reservation: Reservation }>('/api/reservations', {
      productId,
      quantity,
      pickupDate: day,
      note: 'Blue one please',
    })

  beforeAll(async () => {
    sink = await startMailSink()
    sms = await startSmsSink()
    api = await startApi({ env: { ...sink.env, ...sms.env, ...UNTHROTTLED, SCHEDULER: 'off' } })
    db = api.database.connect()
    as = await signInEveryone(api.url)
    const created = await as.ownerA.post<{ shop: OwnerShop }>('/api/shops', {
      name: 'Holdfast Hardware',
      location: 'Tralee, Co. Kerry',
      address: '4 Castle Street, Tralee',
      openingHours: HOURS,
    })
    shop = created.body.shop
    await giveCheckedTrader(db, shop.id)
    const call = adminClient(api.url)
    const { body } = await call('POST', '/api/admin/auth/token', { body: { email: 'admin@shoplocal.ie', password: 'Admin@2026' } })
    expect((await call('PUT', `/api/admin/shops/${shop.id}/approve`, { token: body.token })).status).toBe(200)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sink?.stop()
    await sms?.stop()
  })

  it('asks the signed-out and the unconfirmed to sign in or confirm first, and refuses owners', async () => {
    const product = await addProduct('Claw hammer', 4)
    expect((await reserve(as.anonymous, product.id)).body.message).toBe(M.signInFirst)
    expect((await reserve(as.anonymous, product.id)).status).toBe(401)
    const guest = new Browser(api.url)
    await guest.post('/api/guest-session', { email: 'unconfirmed.guest@example.ie' })
    const unconfirmed = await reserve(guest, product.id)
    expect([unconfirmed.status, unconfirmed.body.message]).toEqual([403, M.confirmContactFirst])
    expect((await reserve(as.ownerB, product.id)).status).toBe(403)
    expect((await productRow(product.id)).held_stock).toBe(0)
  })

  it('holds stock at once, shows the available stock, and refuses a closed day or more than is left with a 422 that holds nothing', async () => {
    const product = await addProduct('Tape measure', 3)
    const page = (await (await fetch(`${api.url}/api/products/${product.id}`)).json()) as ProductDetail
    expect(page.pickupDays).toEqual(pickupDays(calendar))
    expect(page.pickupDays).not.toContain(closedDay)
    const closed = await reserve(as.customer, product.id, 1, closedDay)
    expect(closed.status).toBe(422)
    expect(fieldMessages(closed.body).pickupDate).toBe(M.pickupDateClosed)
    const tooMany = await reserve(as.customer, product.id, 4)
    expect(tooMany.status).toBe(422)
    expect(fieldMessages(tooMany.body).quantity).toBe(M.notEnough(3))
    expect((await reserve(as.customer, product.id, 6)).status).toBe(422)
    expect((await productRow(product.id)).held_stock).toBe(0)

    const made = await reserve(as.customer, product.id, 2)
    expect(made.status).toBe(201)
    expect(made.body.message).toBe(M.created)
    expect(made.body.reservation).toMatchObject({ status: 'requested', quantity: 2, pickupDate, note: 'Blue one please' })
    expect(made.body.reservation.reference).toMatch(/^R-[A-Z2-9]{6}$/)
    const shown = (await (await fetch(`${api.url}/api/shops/${shop.id}`)).json()) as { products: Product[] }
    expect(shown.products.find((item) => item.id === product.id)).toMatchObject({ availableStock: 1, inStock: true })

    const last = await reserve(as.customer, product.id, 1)
    expect(last.status).toBe(201)
    const after = (await (await fetch(`${api.url}/api/shops/${shop.id}`)).json()) as { products: Product[] }
    expect(after.products.find((item) => item.id === product.id)).toMatchObject({ availableStock: 0, inStock: false })
    // The product page offers no day once nothing is left.
    expect(((await (await fetch(`${api.url}/api/products/${product.id}`)).json()) as ProductDetail).pickupDays).toEqual([])
  })

  it('gives exactly three holds to twenty people reserving the last three items at once', async () => {
    const product = await addProduct('Spirit level', 3)
    const guests = await Promise.all(Array.from({ length: 20 }, (_, index) => confirmedGuest(`racer${index}@example.ie`)))
    const replies = await Promise.all(guests.map((guest) => reserve(guest, product.id, 1)))
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3)
    expect(replies.filter((reply) => reply.status === 422)).toHaveLength(17)
    expect(await productRow(product.id)).toMatchObject({ stock: 3, held_stock: 3 })
    expect(Boolean((await productRow(product.id)).in_stock)).toBe(false)
    const [{ total }] = await db('reservations').where('product_id', product.id).count('* as total')
    expect(Number(total)).toBe(3)
  })

  it('lets the owner confirm inside opening hours, mark ready and collected; the customer is told each step and collection lowers the stock', async () => {
    const product = await addProduct('Paint brush', 5)
    const { reservation } = (await reserve(as.customer, product.id, 2)).body
    const listed = await as.ownerA.get<OwnerReservationsResponse>('/api/shop-owner/reservations?status=requested')
    expect(listed.body.reservations[0]).toMatchObject({ id: reservation.id, customer: { name: 'Aoife Kelly' } })
    expect(listed.body.requestedCount).toBeGreaterThan(0)
    expect((await as.ownerB.post(`/api/shop-owner/reservations/${reservation.id}/confirm`, { readyBy: '10:00' })).status).toBe(403)
    const early = await as.ownerA.post(`/api/shop-owner/reservations/${reservation.id}/confirm`, { readyBy: '07:00' })
    expect(fieldMessages(early.body).readyBy).toBe(M.readyByOutsideHours)

    const confirmed = await as.ownerA.post<{ reservation: Reservation }>(`/api/shop-owner/reservations/${reservation.id}/confirm`, {
      readyBy: '10:30',
    })
    expect(confirmed.body.reservation).toMatchObject({ status: 'confirmed', readyBy: '10:30' })
    // Confirming again with a new time tells the customer again, with that time.
    const moved = await as.ownerA.post<{ reservation: Reservation }>(`/api/shop-owner/reservations/${reservation.id}/confirm`, {
      readyBy: '11:15',
    })
    expect(moved.body.reservation.readyBy).toBe('11:15')
    const confirmations = await db('notifications')
      .where('kind', 'reservation_confirmed')
      .whereRaw('details like ?', [`%${reservation.reference}%`])
      .orderBy('id')
    expect(confirmations.map((row: { details: string }) => JSON.parse(row.details).readyBy)).toEqual(['10:30', '11:15'])
    // Back to the first time: told again; the same time twice (a second click): told once.
    await as.ownerA.post(`/api/shop-owner/reservations/${reservation.id}/confirm`, { readyBy: '10:30' })
    await as.ownerA.post(`/api/shop-owner/reservations/${reservation.id}/confirm`, { readyBy: '10:30' })
    expect((await as.ownerA.post(`/api/shop-owner/reservations/${reservation.id}/ready`)).status).toBe(200)
    const told = await db('notifications')
      .where('kind', 'like', 'reservation_%')
      .whereRaw('details like ?', [`%${reservation.reference}%`])
    const kinds = told.map((row: { kind: string }) => row.kind).sort()
    expect(kinds).toEqual([
      'reservation_confirmed',
      'reservation_confirmed',
      'reservation_confirmed',
      'reservation_ready',
      'reservation_requested',
    ])
    const ready = told.find((row: { kind: string }) => row.kind === 'reservation_ready')
    expect(JSON.parse(ready.details)).toMatchObject({ address: '4 Castle Street, Tralee, Tralee, Co. Kerry', readyBy: '10:30' })
    expect(JSON.parse(ready.details).directionsUrl).toContain('https://www.google.com/maps/dir/')

    expect((await as.ownerA.post(`/api/shop-owner/reservations/${reservation.id}/collected`)).status).toBe(200)
    expect(await productRow(product.id)).toMatchObject({ stock: 3, held_stock: 0 })
    const again = await as.ownerA.post(`/api/shop-owner/reservations/${reservation.id}/decline`, { reason: 'Too late' })
    expect([again.status, again.body.message]).toEqual([409, M.wrongStep('collected')])
  })

  it('releases the hold when the shop declines or the customer cancels, and tells the other side', async () => {
    const product = await addProduct('Wood glue', 2)
    const first = (await reserve(as.customer, product.id, 1)).body.reservation
    const second = (await reserve(as.customer, product.id, 1)).body.reservation
    expect((await as.ownerA.post(`/api/shop-owner/reservations/${first.id}/decline`, { reason: '' })).status).toBe(422)
    expect((await as.ownerA.post(`/api/shop-owner/reservations/${first.id}/decline`, { reason: 'Sold out in the shop' })).status).toBe(200)
    expect((await as.ownerB.post(`/api/account/reservations/${second.id}/cancel`)).status).toBe(403)
    const cancelled = await as.customer.post<{ reservation: Reservation }>(`/api/account/reservations/${second.id}/cancel`)
    expect(cancelled.body.reservation.status).toBe('cancelled')
    expect((await productRow(product.id)).held_stock).toBe(0)
    const mine = await as.customer.get<Reservation[]>('/api/account/reservations')
    expect(mine.body.find((item) => item.id === first.id)).toMatchObject({
      status: 'declined',
      declineReason: 'Sold out in the shop',
      customer: null,
    })
    const ownerTold = await db('notifications')
      .where('kind', 'reservation_cancelled')
      .whereRaw('details like ?', [`%${second.reference}%`])
    expect(ownerTold).toHaveLength(1)
  })

  it('tells guests through the outbox: a mail to a confirmed e-mail, a text to a confirmed phone, and again on a new ready-by time', async () => {
    const product = await addProduct('Door knob', 5)
    const byMail = await confirmedGuest('mailed.guest@example.ie')
    const byPhone = await confirmedGuest('087 555 0142', 'phone')
    const mailed = (await reserve(byMail, product.id)).body.reservation
    const texted = (await reserve(byPhone, product.id)).body.reservation
    for (const readyBy of ['09:30', '12:45']) {
      expect((await as.ownerA.post(`/api/shop-owner/reservations/${mailed.id}/confirm`, { readyBy })).status).toBe(200)
    }
    expect((await as.ownerA.post(`/api/shop-owner/reservations/${texted.id}/ready`)).status).toBe(200)

    const rows = await db('notifications').whereNull('user_id').whereRaw('details like ?', [`%Door knob%`]).orderBy('id')
    expect(
      rows.map((row: { recipient_email: string | null; recipient_phone: string | null }) => [row.recipient_email, row.recipient_phone]),
    ).toEqual([
      ['mailed.guest@example.ie', null],
      ['mailed.guest@example.ie', null],
      [null, '+353875550142'],
    ])
    const confirmedMail = (mail: { text: string }) => mail.text.includes(mailed.reference)
    await sink.waitFor('mailed.guest@example.ie', (mail) => confirmedMail(mail) && mail.text.includes('12:45'))
    await expect.poll(() => sms.messages().filter((text) => text.to === '+353875550142' && text.body.includes('Door knob')).length).toBe(1)
    await expect
      .poll(async () =>
        (
          await db('notifications')
            .whereIn(
              'id',
              rows.map((row: { id: number }) => row.id),
            )
            .pluck('mail_state')
        ).sort(),
      )
      .toEqual(['sent', 'sent', 'sent'])
    expect(sink.messages().filter((mail) => mail.to.includes('mailed.guest@example.ie') && confirmedMail(mail))).toHaveLength(2)
  })

  it('expires an unanswered and an uncollected reservation under the scheduler and releases their stock', async () => {
    const product = await addProduct('Sandpaper', 4)
    const unanswered = (await reserve(as.customer, product.id, 1)).body.reservation
    const uncollected = (await reserve(as.customer, product.id, 2)).body.reservation
    await as.ownerA.post(`/api/shop-owner/reservations/${uncollected.id}/confirm`, { readyBy: '12:00' })
    const dayBefore = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ')
    await db('reservations').where('id', unanswered.id).update({ created_at: dayBefore })
    await db('reservations')
      .where('id', uncollected.id)
      .update({ pickup_date: addCalendarDays(today, -9) })

    await runAce(['scheduler:run', 'reservation_expiry'], api.env)
    const statuses = await db('reservations').whereIn('id', [unanswered.id, uncollected.id]).orderBy('id').pluck('status')
    expect(statuses).toEqual(['expired', 'uncollected'])
    expect((await productRow(product.id)).held_stock).toBe(0)
    const told = await db('notifications')
      .where('kind', 'reservation_expired')
      .whereRaw('details like ?', [`%${uncollected.reference}%`])
    expect(JSON.parse(told[0].details).reason).toBe(M.notCollected)
  })

  it('limits open reservations and pauses a customer who did not collect three times', async () => {
    const product = await addProduct('Screwdriver set', 50)
    const guest = await confirmedGuest('busy.guest@example.ie')
    for (let index = 0; index < 5; index++) expect((await reserve(guest, product.id)).status).toBe(201)
    const sixth = await reserve(guest, product.id)
    expect([sixth.status, sixth.body.message]).toEqual([409, M.tooManyOpen])

    const absent = await confirmedGuest('absent.guest@example.ie')
    const ids: number[] = []
    for (let index = 0; index < 3; index++) ids.push((await reserve(absent, product.id)).body.reservation.id)
    const stamp = new Date().toISOString().slice(0, 19).replace('T', ' ')
    await db('reservations').whereIn('id', ids).update({ status: 'uncollected', closed_at: stamp })
    const paused = await reserve(absent, product.id)
    expect(paused.status).toBe(403)
    expect(paused.body.message).toMatch(/^You did not collect 3 reservations in the last 90 days, so you cannot reserve until /)
  })

  it('lets the owner add closures and close the shop for a while; reservations cannot fall on a closed day; holidays are only suggested', async () => {
    const product = await addProduct('Hinges', 5)
    const base = `/api/shop-owner/shops/${shop.id}`
    const calendarOf = async () =>
      (await as.ownerA.get<{ closures: { id: number }[]; suggestions: { note: string }[]; temporarilyClosed: boolean }>(`${base}/closures`))
        .body
    const before = await calendarOf()
    expect(before.closures).toEqual([])
    expect(before.suggestions.map((holiday) => holiday.note)).toContain('St Patrick’s Day')
    expect((await as.ownerB.get(`${base}/closures`)).status).toBe(403)
    const backwards = await as.ownerA.post(`${base}/closures`, { startsOn: pickupDate, endsOn: today, note: 'x' })
    expect(fieldMessages(backwards.body).endsOn).toBe(M.closureOrder)

    const added = await as.ownerA.post<{ closure: { id: number } }>(`${base}/closures`, {
      startsOn: pickupDate,
      endsOn: pickupDate,
      note: 'Stocktaking',
    })
    expect(added.status).toBe(201)
    const page = (await (await fetch(`${api.url}/api/products/${product.id}`)).json()) as ProductDetail
    expect(page.pickupDays).not.toContain(pickupDate)
    const refused = await reserve(as.customer, product.id, 1, pickupDate)
    expect(fieldMessages(refused.body).pickupDate).toBe(M.pickupDateClosed)
    expect((await productRow(product.id)).held_stock).toBe(0)
    expect((await as.ownerA.send('DELETE', `${base}/closures/${added.body.closure.id}`)).status).toBe(200)

    expect((await as.ownerA.send('PUT', `${base}/temporarily-closed`, { temporarilyClosed: true })).body.message).toBe(M.temporarilyClosed)
    expect(((await (await fetch(`${api.url}/api/products/${product.id}`)).json()) as ProductDetail).pickupDays).toEqual([])
    expect((await reserve(as.customer, product.id)).status).toBe(422)
    await as.ownerA.send('PUT', `${base}/temporarily-closed`, { temporarilyClosed: false })
    expect((await reserve(as.customer, product.id)).status).toBe(201)
  })

  it('puts reservations in the data export, and deleting the account cancels its open ones and tells the shop', async () => {
    const product = await addProduct('Wall plugs', 10)
    const person = new Browser(api.url)
    const password = 'Reserve@2026x'
    const registered = await person.post('/api/customer/register', {
      firstName: 'Nuala',
      lastName: 'Byrne',
      contact: '087 555 0199',
      city: 'Tralee',
      password,
    })
    expect(registered.status).toBe(201)
    // A phone sign-up is signed in once its texted code is entered (read here from the database: no SMS sink).
    const { code } = await db('verification_codes as v')
      .join('users as u', 'u.id', 'v.user_id')
      .where({ 'u.phone': '+353875550199', 'v.type': 'phone_verification', 'v.is_used': false })
      .orderBy('v.id', 'desc')
      .first('v.code')
    expect((await person.post('/api/auth/verify-phone', { phone: '087 555 0199', code })).status).toBe(200)
    const { reservation } = (await reserve(person, product.id, 3)).body
    const exported = await person.get<{ reservations: { reference: string }[] }>('/api/account/export')
    expect(exported.body.reservations.map((row) => row.reference)).toEqual([reservation.reference])

    expect((await person.post('/api/account/delete', { password, confirmation: 'DELETE' })).status).toBe(200)
    expect(await db('reservations').where('id', reservation.id).first()).toMatchObject({ status: 'cancelled', user_id: null })
    expect((await productRow(product.id)).held_stock).toBe(0)
    const told = await db('notifications')
      .where('kind', 'reservation_cancelled')
      .whereRaw('details like ?', [`%${reservation.reference}%`])
    expect(JSON.parse(told[0].details)).toMatchObject({ personName: 'Nuala Byrne', reason: M.accountDeleted })
  })

  it('shows the owner their collection rate and most reserved products', async () => {
    const { body } = await as.ownerA.get<OwnerInsights>('/api/shop-owner/insights')
    // Collected: the paint brush; not collected: the sandpaper and the absent guest's three.
    expect(body.reservations).toMatchObject({ collected: 1, uncollected: 4, collectionRate: 20 })
    expect(body.reservations.perProduct[0]).toMatchObject({ name: 'Screwdriver set', shopName: 'Holdfast Hardware', reservations: 8 })
  })
})
