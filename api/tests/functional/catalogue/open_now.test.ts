import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WEEK_DAYS } from '@shoplocal/shared/constants'
import { addCalendarDays, dublinDateOf } from '@shoplocal/shared/rules'
import type { OwnerShop, Product, ShopDetail, ShopListItem } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { giveCheckedTraderIn } from '../../../../scripts/testing/trader-fixture.ts'
import { adminClient } from '../../support/admin_client.ts'
import { fieldMessages, UNTHROTTLED } from '../auth/browser.ts'
import { signInEveryone, type Clients } from '../owner/owner_clients.ts'

const today = dublinDateOf(new Date())
const weekDayOf = (day: string) => WEEK_DAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]
/** Round the clock every day (the same opening and closing time), so "open now" does not depend on the hour the test runs. */
const ALWAYS = WEEK_DAYS.map((day) => ({ day, opens: '00:00', closes: '00:00' }))
/** Open only tomorrow's weekday: closed today whatever the hour. */
const TOMORROW_ONLY = WEEK_DAYS.map((day) =>
  day === weekDayOf(addCalendarDays(today, 1)) ? { day, opens: '00:00', closes: '00:00' } : { day, opens: null, closes: null },
)

describe(`"Open now" on the shop and product searches on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let as: Clients
  const shops: Record<'open' | 'holiday' | 'paused' | 'shut' | 'unknown', OwnerShop> = {} as never

  const get = async <T>(path: string) => {
    const reply = await fetch(`${api.url}${path}`)
    return { status: reply.status, body: (await reply.json()) as T }
  }
  const shopNames = async (query: string) =>
    (await get<ShopListItem[]>(`/api/shops?search=quillon${query}`)).body.map((shop) => shop.name).sort()
  const productNames = async (query: string) =>
    (await get<Product[]>(`/api/products/search?product=quillon${query}`)).body.map((product) => product.name).sort()

  beforeAll(async () => {
    api = await startApi({ env: { ...UNTHROTTLED } })
    as = await signInEveryone(api.url)
    const call = adminClient(api.url)
    const { body } = await call('POST', '/api/admin/auth/token', { body: { email: 'admin@shoplocal.ie', password: 'Admin@2026' } })
    const hours = { open: ALWAYS, holiday: ALWAYS, paused: ALWAYS, shut: TOMORROW_ONLY, unknown: [] }
    for (const [key, openingHours] of Object.entries(hours) as [keyof typeof shops, typeof ALWAYS][]) {
      const created = await as.ownerA.post<{ shop: OwnerShop }>('/api/shops', {
        name: `Quillon ${key}`,
        location: 'Ennis, Co. Clare',
        address: '1 Abbey Street, Ennis',
        openingHours,
      })
      expect(created.status).toBe(201)
      shops[key] = created.body.shop
      // Approval waits for a checked trader (DSA Art. 30).
      await giveCheckedTraderIn(api, shops[key].id)
      expect((await call('PUT', `/api/admin/shops/${shops[key].id}/approve`, { token: body.token })).status).toBe(200)
      const product = await as.ownerA.post(`/api/shops/${shops[key].id}/products`, { name: `Quillon candle ${key}`, price: 6, stock: 3 })
      expect(product.status).toBe(201)
    }
    const closure = { startsOn: today, endsOn: addCalendarDays(today, 2), note: 'Closed for the holidays' }
    expect((await as.ownerA.post(`/api/shop-owner/shops/${shops.holiday.id}/closures`, closure)).status).toBe(201)
    expect(
      (await as.ownerA.send('PUT', `/api/shop-owner/shops/${shops.paused.id}/temporarily-closed`, { temporarilyClosed: true })).status,
    ).toBe(200)
  })

  afterAll(async () => {
    await api?.stop()
  })

  it('keeps only shops open at this moment in Ireland, closures and "temporarily closed" applied, and their products', async () => {
    await expect.poll(() => shopNames('')).toEqual(['Quillon holiday', 'Quillon open', 'Quillon paused', 'Quillon shut', 'Quillon unknown'])
    await expect.poll(() => shopNames('&openNow=1')).toEqual(['Quillon open'])
    expect(await shopNames('&openNow=0')).toHaveLength(5)
    await expect.poll(() => productNames('&openNow=1')).toEqual(['Quillon candle open'])
    const browsed = await get<Product[]>('/api/products/browse?location=Ennis&openNow=1')
    expect(browsed.body.map((product) => product.name)).toContain('Quillon candle open')
    expect(browsed.body.map((product) => product.name)).not.toContain('Quillon candle holiday')
    const wrong = await get<{ errors: unknown }>('/api/shops?openNow=soon')
    expect(wrong.status).toBe(422)
    expect(fieldMessages(wrong.body).openNow).toBe('openNow must be 1 (open now) or 0.')
  })

  it('finds a shop again as soon as its closure is removed or it reopens', async () => {
    const { body } = await as.ownerA.get<{ closures: { id: number }[] }>(`/api/shop-owner/shops/${shops.holiday.id}/closures`)
    expect((await as.ownerA.send('DELETE', `/api/shop-owner/shops/${shops.holiday.id}/closures/${body.closures[0].id}`)).status).toBe(200)
    await as.ownerA.send('PUT', `/api/shop-owner/shops/${shops.paused.id}/temporarily-closed`, { temporarilyClosed: false })
    await expect.poll(() => shopNames('&openNow=1')).toEqual(['Quillon holiday', 'Quillon open', 'Quillon paused'])
    // Closed again for the rest of the test file's shops: the cards below read the switch and the closure.
    await as.ownerA.send('PUT', `/api/shop-owner/shops/${shops.paused.id}/temporarily-closed`, { temporarilyClosed: true })
    await as.ownerA.post(`/api/shop-owner/shops/${shops.holiday.id}/closures`, { startsOn: today, endsOn: today, note: 'Stocktaking' })
    await expect.poll(() => shopNames('&openNow=1')).toEqual(['Quillon open'])
  })

  it('gives cards and the shop page what says whether the shop is closed: the switch and the closures not yet ended', async () => {
    const cards = (await get<ShopListItem[]>('/api/shops?search=quillon')).body
    const card = (key: keyof typeof shops) => cards.find((shop) => shop.id === shops[key].id)!
    expect(card('paused')).toMatchObject({ temporarilyClosed: true, closures: [] })
    expect(card('holiday')).toMatchObject({ temporarilyClosed: false, closures: [{ startsOn: today, endsOn: today, note: 'Stocktaking' }] })
    expect(card('open')).toMatchObject({ temporarilyClosed: false, closures: [] })
    const page = (await get<ShopDetail>(`/api/shops/${shops.holiday.id}`)).body
    expect(page.closures).toMatchObject([{ startsOn: today, note: 'Stocktaking' }])
    expect((await get<ShopDetail>(`/api/shops/${shops.paused.id}`)).body.temporarilyClosed).toBe(true)
  })
})
