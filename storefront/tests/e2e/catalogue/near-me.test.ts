import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Knex } from 'knex'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { axeFindings } from '../axe.ts'
import { resizeTo, scrollsSideways } from '../layout.ts'
import { buildSite, hydrateIslands, launchChromium, startStorefront, STOREFRONT_ROOT, type RunningServer, wakeIsland } from '../support.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-near-me', 'dist')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/near-me'
const STEP = 30_000

/**
 * "Near me" as a shopper's Chromium sees it: sorting by Nearest from a typed town and from the browser's
 * own position (stubbed in the browser), the distance filter, "Did you mean" and the other list's
 * matches. Shops with made-up words ("zorvex", "quorbel") in towns at known distances are written
 * straight into the API's test database and announced on its change feed.
 */
let api: RunningApi | undefined
let db: Knex | undefined
let site: RunningServer | undefined
let browser: Browser | undefined

const at = (path: string): string => `${site?.url ?? ''}${path}`

/** A SQL datetime `days` ago: the shops are long approved, so no New Shop Bonus reorders them. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ')

/** What a catalogue write records: the API's index reads the shop or product again. */
const announce = (change: { shop_id: number | null; product_id: number | null }) =>
  db!('catalogue_changes').insert({ ...change, created_at: daysAgo(0) })

async function insertShop(owner: number, name: string, location: string, rating: number): Promise<number> {
  const [id] = await db!('shops').insert({
    owner_id: owner,
    name,
    description: `${name}, a test shop.`,
    location,
    address: `1 Main Street, ${location}`,
    phone: '066 712 3456',
    email: 'hello@example.ie',
    status: 'approved',
    is_approved: true,
    is_active: true,
    rating,
    review_count: 1,
    created_at: daysAgo(400),
    updated_at: daysAgo(400),
  })
  await announce({ shop_id: Number(id), product_id: null })
  return Number(id)
}

async function insertProduct(shopId: number, name: string): Promise<void> {
  const [id] = await db!('products').insert({ shop_id: shopId, name, price: 12, is_active: true, in_stock: true, rating: 4 })
  await announce({ shop_id: null, product_id: Number(id) })
}

/** Polls an API list until it answers `count` rows: the index has applied the changes announced before. */
async function indexed(path: string, count: number): Promise<void> {
  const deadline = Date.now() + STEP
  while (((await (await fetch(`${api!.url}${path}`)).json()) as unknown[]).length !== count) {
    if (Date.now() > deadline) throw new Error(`${path} did not answer ${count} rows in time`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  await mkdir(SHOTS_DIR, { recursive: true })
  const [startedApi] = await Promise.all([startApi(), buildSite(OUT_DIR)])
  api = startedApi
  db = api.database.connect()
  const [owner] = await db('users').insert({
    email: 'zorvex.owner@example.ie',
    first_name: 'Test',
    last_name: 'Owner',
    role: 'shop_owner',
    city: 'Tralee',
  })
  // Best rated farthest from Tralee, so "Best match" and "Nearest" differ.
  const shops = [
    ['Zorvex Galway', 'Galway, Co. Galway', 5],
    ['Zorvex Dingle', 'Dingle, Co. Kerry', 4],
    ['Zorvex Killarney', 'Killarney, Co. Kerry', 3],
    ['Zorvex Tralee', 'Tralee, Co. Kerry', 2],
  ] as const
  for (const [name, location, rating] of shops) {
    await insertProduct(await insertShop(Number(owner), name, location, rating), `${name.split(' ')[1]} Zorvex Lamp`)
  }
  await insertShop(Number(owner), 'Quorbel Bakehouse', 'Tralee, Co. Kerry', 4)
  // A town the place data does not know, its county written without "Co.": measured to Kerry's middle.
  await insertProduct(await insertShop(Number(owner), 'Vellamy Tralee', 'Tralee, Co. Kerry', 3), 'Vellamy Kettle')
  await insertProduct(await insertShop(Number(owner), 'Vellamy Ballyquill', 'Ballyquill, Kerry', 5), 'Vellamy Teapot')
  await indexed('/api/shops?search=zorvex', 4)
  await indexed('/api/products/search?product=zorvex', 4)
  await indexed('/api/shops?search=quorbel', 1)
  await indexed('/api/products/search?product=vellamy', 2)
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
}, 300_000)

afterAll(async () => {
  await db?.destroy()
  await browser?.close()
  await site?.stop()
  await api?.stop()
})

/** Islands answer clicks only once hydrated: wake (or scroll to) the one holding `selector` and wait for it. */
async function hydrated(target: Page, selector: string): Promise<void> {
  await target.locator(selector).first().scrollIntoViewIfNeeded()
  await wakeIsland(target.locator(selector))
  await target.locator(`astro-island:not([ssr]) ${selector}`).first().waitFor({ timeout: STEP })
}

async function newPage(
  width: number,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser!.newContext({ viewport: { width, height: 900 }, ...options })
  return { context, page: await context.newPage() }
}

const cardNames = (page: Page, card: 'shop-card' | 'product-card') =>
  page.locator(`[data-testid="${card}"] ${card === 'shop-card' ? '.shop-card__name' : '.product-card__name'}`).allTextContents()

const cardDistances = (page: Page, card: 'shop-card' | 'product-card') =>
  page
    .locator(`[data-testid="${card}"]`)
    .evaluateAll((cards) => cards.map((card) => card.querySelector('[data-testid="card-distance"]')?.textContent ?? null))

describe('near me on the website', () => {
  it('sorts shops by Nearest from a typed town, each card with its distance, and filters by distance', async () => {
    const { context, page } = await newPage(1280)
    await page.goto(at('/browse-shops?search=zorvex'))
    await hydrated(page, '#bs-near-sort')
    expect(await cardNames(page, 'shop-card')).toEqual(['Zorvex Galway', 'Zorvex Dingle', 'Zorvex Killarney', 'Zorvex Tralee'])
    expect(await cardDistances(page, 'shop-card')).toEqual([null, null, null, null])

    await page.getByLabel('Location', { exact: true }).fill('Tralee')
    await page.getByLabel('Sort by').selectOption({ label: 'Nearest' })
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('sort') === 'nearest' && url.searchParams.get('location') === 'Tralee')
    await expect
      .poll(() => cardNames(page, 'shop-card'), { timeout: STEP })
      .toEqual(['Zorvex Tralee', 'Zorvex Killarney', 'Zorvex Dingle', 'Zorvex Galway'])
    const distances = await cardDistances(page, 'shop-card')
    expect(distances[0]).toBe('In town')
    expect(distances.slice(1).every((label) => /^\d+(\.\d)? km away$/.test(label ?? ''))).toBe(true)
    await page.screenshot({ path: join(SHOTS_DIR, 'near-shops-nearest-1280.png'), fullPage: true })

    await page.getByLabel('Distance').selectOption({ label: 'Within 50 km' })
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('withinKm') === '50')
    await expect.poll(() => cardNames(page, 'shop-card'), { timeout: STEP }).toEqual(['Zorvex Tralee', 'Zorvex Killarney', 'Zorvex Dingle'])
    expect(await page.locator('.results-bar__count').textContent()).toBe('3 shops')

    // The same address rendered on the server gives the same order.
    const ssr = await (await fetch(page.url())).text()
    expect(ssr.indexOf('Zorvex Tralee')).toBeLessThan(ssr.indexOf('Zorvex Dingle'))
    expect(ssr).not.toContain('Zorvex Galway')

    // Nearest with no place to measure from says so and keeps the list.
    await page.getByLabel('Location', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => page.getByTestId('near-problem').textContent()).toContain('to sort by nearest')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('bs-location')
    expect(await axeFindings(page)).toEqual([])

    // A place the API cannot put on the map: its own words, not "try again".
    await page.getByLabel('Location', { exact: true }).fill('Atlantis')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => page.getByTestId('shops-error').textContent(), { timeout: STEP }).toContain('We could not find that place.')
    await context.close()
  })

  it('sorts products by Nearest from the browser’s position, sent to our API only', async () => {
    // Near Killarney's town centre, stubbed in the browser.
    const { context, page } = await newPage(1280, { geolocation: { latitude: 52.058, longitude: -9.507 }, permissions: ['geolocation'] })
    const elsewhere: string[] = []
    page.on('request', (sent) => {
      if (new URL(sent.url()).origin !== new URL(at('/')).origin) elsewhere.push(sent.url())
    })
    await page.goto(at('/browse-products?product=zorvex'))
    await hydrated(page, '[data-testid="use-my-location"]')
    // One press: the nearest town fills the box and the list is searched from it, nearest first.
    await page.getByTestId('use-my-location').click()
    await page.waitForURL((url) => url.searchParams.get('location') === 'Killarney' && url.searchParams.get('sort') === 'nearest', {
      timeout: STEP,
    })
    // The address changes first; the page then shows what it searched.
    await expect.poll(() => page.getByLabel('Location', { exact: true }).inputValue(), { timeout: STEP }).toBe('Killarney')
    expect(await page.getByLabel('Sort by').inputValue()).toBe('nearest')
    await expect
      .poll(() => cardNames(page, 'product-card'), { timeout: STEP })
      .toEqual(['Killarney Zorvex Lamp', 'Tralee Zorvex Lamp', 'Dingle Zorvex Lamp', 'Galway Zorvex Lamp'])
    expect((await cardDistances(page, 'product-card')).every((label) => label !== null)).toBe(true)
    await page.getByLabel('Distance').selectOption('50')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('withinKm') === '50', { timeout: STEP })
    await expect
      .poll(() => cardNames(page, 'product-card'), { timeout: STEP })
      .toEqual([
        // Tralee is about 27 km away; Dingle about 53, Galway farther.
        'Killarney Zorvex Lamp',
        'Tralee Zorvex Lamp',
      ])
    expect((await cardDistances(page, 'product-card'))[0]).toBe('In town')
    expect(elsewhere).toEqual([])
    await page.screenshot({ path: join(SHOTS_DIR, 'near-products-position-1280.png'), fullPage: true })
    await context.close()
  }, 120_000)

  it('gives every card of a Nearest list its distance: about so far for a shop whose town is not in the place data', async () => {
    const { context, page } = await newPage(1280)
    await page.goto(at('/browse-shops?search=vellamy&location=Tralee&sort=nearest'))
    await expect.poll(() => cardNames(page, 'shop-card'), { timeout: STEP }).toEqual(['Vellamy Tralee', 'Vellamy Ballyquill'])
    const shops = await cardDistances(page, 'shop-card')
    expect(shops[0]).toBe('In town')
    expect(shops[1]).toMatch(/^About \d+ km away$/)
    await page.screenshot({ path: join(SHOTS_DIR, 'approximate-shops-1280.png'), fullPage: true })
    await page.goto(at('/browse-products?product=vellamy&location=Tralee&sort=nearest'))
    await expect.poll(() => cardNames(page, 'product-card'), { timeout: STEP }).toEqual(['Vellamy Kettle', 'Vellamy Teapot'])
    expect(await cardDistances(page, 'product-card')).toEqual(['In town', shops[1]])
    await context.close()
  })

  it('follows "Did you mean" to the search that finds something', async () => {
    const { context, page } = await newPage(1280)
    await page.goto(at('/?search=zorvexqq'))
    const hint = page.getByTestId('did-you-mean')
    await hint.waitFor({ timeout: STEP })
    expect(await hint.textContent()).toBe('Did you mean “zorvex”?')
    await page.screenshot({ path: join(SHOTS_DIR, 'did-you-mean-1280.png'), fullPage: true })
    await hint.getByRole('link').click()
    await page.waitForURL((url) => url.searchParams.get('search') === 'zorvex')
    await expect.poll(() => cardNames(page, 'shop-card'), { timeout: STEP }).toContain('Zorvex Tralee')
    await context.close()
  })

  it('points from an empty products tab to the shops that match, and follows the link', async () => {
    const { context, page } = await newPage(1280)
    await page.goto(at('/?product=quorbel&tab=products'))
    const other = page.getByTestId('other-tab-matches')
    await other.waitFor({ timeout: STEP })
    expect(await other.textContent()).toBe('No products found for “quorbel” — 1 shop matches')
    await page.screenshot({ path: join(SHOTS_DIR, 'other-tab-1280.png'), fullPage: true })
    await other.getByRole('link').click()
    await page.waitForURL((url) => url.searchParams.get('search') === 'quorbel' && url.searchParams.get('tab') === null)
    await expect.poll(() => cardNames(page, 'shop-card'), { timeout: STEP }).toEqual(['Quorbel Bakehouse'])
    expect(await page.getByRole('tab', { name: 'Shops' }).getAttribute('aria-selected')).toBe('true')

    // The browse pages point the same way: shops found nothing, products did.
    await page.goto(at('/browse-shops?search=zorvex+lamp'))
    const products = page.getByTestId('other-tab-matches')
    await products.waitFor({ timeout: STEP })
    expect(await products.textContent()).toBe('No shops found for “zorvex lamp” — 4 products match')
    await products.getByRole('link').click()
    await page.waitForURL((url) => url.pathname === '/browse-products' && url.searchParams.get('product') === 'zorvex lamp')
    await expect.poll(() => cardNames(page, 'product-card'), { timeout: STEP }).toHaveLength(4)
    await context.close()
  })

  it('has no serious axe finding and no sideways scrolling on the changed screens, and looks right at 390 px', async () => {
    const paths = {
      'shops-nearest': '/browse-shops?search=zorvex&location=Tralee&sort=nearest&withinKm=50',
      'products-nearest': '/browse-products?product=zorvex&location=Killarney&sort=nearest',
      'home-nearest': '/?search=zorvex&location=V92&sort=nearest',
      'shops-approximate': '/browse-shops?search=vellamy&location=Tralee&sort=nearest',
      'home-did-you-mean': '/?search=zorvexqq',
      'home-other-tab': '/?product=quorbel&tab=products',
    }
    const problems: string[] = []
    const { context, page } = await newPage(1280)
    // Each screen loaded once and resized through the widths (`resizeTo`).
    for (const [name, path] of Object.entries(paths)) {
      await resizeTo(page, { width: 1280, height: 900 })
      await page.goto(at(path))
      await hydrateIslands(page, STEP)
      if (name.startsWith('home-') && name !== 'home-nearest') {
        await page.getByTestId(name === 'home-did-you-mean' ? 'did-you-mean' : 'other-tab-matches').waitFor({ timeout: STEP })
      }
      for (const width of [1280, 390, 320]) {
        await resizeTo(page, { width, height: 900 })
        for (const finding of await axeFindings(page)) problems.push(`${path} @ ${width}: ${finding}`)
        if (await scrollsSideways(page)) problems.push(`${path} @ ${width}: scrolls sideways`)
        if (width !== 320) await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true })
      }
    }
    await context.close()
    expect(problems).toEqual([])
  }, 300_000)
})
