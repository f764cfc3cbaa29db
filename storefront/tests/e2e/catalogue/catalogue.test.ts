import { join } from 'node:path'
import { OPENING_HOURS_COPY } from '../../../src/messages/index.ts'
import { RANKING } from '@shoplocal/shared/constants'
import { formatDate, openStateAt } from '@shoplocal/shared/rules'
import type { Product, ShopDetail, ShopListItem, SpotlightPage } from '@shoplocal/shared/types'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { buildSite, launchChromium, startStorefront, STOREFRONT_ROOT, type RunningServer, wakeIsland } from '../support.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-catalogue', 'dist')

/**
 * The public catalogue as a visitor's Chromium sees it: the built site in front of the real API on a
 * fresh seeded database.
 */
let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let context: BrowserContext
let page: Page

beforeAll(async () => {
  const [startedApi] = await Promise.all([startApi(), buildSite(OUT_DIR)])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
})

const at = (path: string): string => `${site?.url ?? ''}${path}`

async function apiJson<T>(path: string): Promise<{ body: T; total: number }> {
  const response = await fetch(`${api?.url ?? ''}${path}`)
  expect(response.status).toBe(200)
  return { body: (await response.json()) as T, total: Number(response.headers.get('x-total-count')) }
}

/** Islands answer clicks only once hydrated: wake (or scroll to) the one holding `selector` and wait for it. */
async function hydrated(target: Page, selector: string): Promise<void> {
  await target.locator(selector).first().scrollIntoViewIfNeeded()
  await wakeIsland(target.locator(selector))
  await target.locator(`astro-island:not([ssr]) ${selector}`).first().waitFor()
}

describe('home page', () => {
  it('searches a product by name and town, keeping the tab and filters in the address', async () => {
    const { body: breads } = await apiJson<Product[]>('/api/products/search?product=soda')
    expect(breads.length).toBeGreaterThan(0)
    const target = breads[0]
    const town = target.shop?.location.split(',')[0] ?? ''

    await page.goto(at('/'))
    await hydrated(page, '[role="tablist"]')
    await page.getByRole('tab', { name: 'Products' }).click()
    await page.waitForURL((url) => url.searchParams.get('tab') === 'products')
    await page.getByLabel('Shop or product name').fill('soda')
    await page.getByLabel('Location', { exact: true }).fill(town)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('product') === 'soda' && url.searchParams.get('location') === town)

    const cards = page.locator('[data-testid="product-grid"] [data-testid="product-card"]')
    await cards.first().waitFor()
    const names = await cards.locator('.product-card__name').allTextContents()
    expect(names).toContain(target.name)
    for (const location of await cards.locator('.product-card__shop-location').allTextContents()) {
      expect(location).toContain(town)
    }

    // The same address rendered on the server gives the same results: the tab and filters live in the URL.
    const ssr = await (await fetch(page.url())).text()
    expect(ssr).toContain(target.name)
    expect(ssr).toContain('aria-selected="true"')
  })

  it('lists the Galway shops when the location box says Gaillimh', async () => {
    const { body: galway } = await apiJson<ShopListItem[]>('/api/shops?location=Galway')
    expect(galway.length).toBeGreaterThan(0)
    // The API's search index builds in the background after start-up; until then its SQL path knows no Irish names.
    await expect
      .poll(async () => (await apiJson<ShopListItem[]>('/api/shops?location=Gaillimh')).total, { timeout: 15_000 })
      .toBeGreaterThan(0)

    await page.goto(at('/'))
    await hydrated(page, '[role="tablist"]')
    await page.getByLabel('Location', { exact: true }).fill('Gaillimh')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('location') === 'Gaillimh')

    const cards = page.locator('[data-testid="shop-list"] [data-testid="shop-card"]')
    await cards.first().waitFor()
    const names = await cards.locator('.shop-card__name').allTextContents()
    expect(names).toEqual(galway.slice(0, names.length).map((shop) => shop.name))
    for (const location of await cards.locator('.shop-card__location').allTextContents()) expect(location).toContain('Galway')
  })

  it('switches between the shops and products tabs, and back with the browser', async () => {
    await page.goto(at('/'))
    await hydrated(page, '[role="tablist"]')
    expect(await page.getByRole('tab', { name: 'Shops' }).getAttribute('aria-selected')).toBe('true')
    await page.locator('[data-testid="shop-list"] [data-testid="shop-card"]').first().waitFor()

    await page.getByRole('tab', { name: 'Products' }).click()
    await page.waitForURL((url) => url.searchParams.get('tab') === 'products')
    const products = page.locator('[data-testid="product-grid"] [data-testid="product-card"]')
    await products.first().waitFor()
    expect(await products.count()).toBe(20)

    await page.goBack()
    await page.waitForURL((url) => url.searchParams.get('tab') === null)
    expect(await page.getByRole('tab', { name: 'Shops' }).getAttribute('aria-selected')).toBe('true')
    await page.locator('[data-testid="shop-card"]').first().waitFor()
  })

  it('opens the report dialog with its exact words and closes it with Got it! Close', async () => {
    await page.goto(at('/'))
    await hydrated(page, '[data-testid="open-report"]')
    await page.getByTestId('open-report').click()
    const dialog = page.getByRole('dialog', { name: 'Report a Shop' })
    await dialog.waitFor()
    const text = await dialog.textContent()
    expect(text).toContain('Every shop, product, spotlight, review and chat message has a Report link.')
    expect(text).toContain('We look at every report within 24 hours')
    expect(await dialog.getByRole('link', { name: 'Open the report form' }).getAttribute('href')).toBe('/report')
    await dialog.getByRole('button', { name: 'Got it! Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
  })

  it('fills the location with the nearest town from our own API, and says so politely when no town is near', async () => {
    if (!browser) throw new Error('not started')
    // Near Eyre Square, Galway.
    const located = await browser.newContext({ geolocation: { latitude: 53.2743, longitude: -9.0491 }, permissions: ['geolocation'] })
    const tab = await located.newPage()
    const elsewhere: string[] = []
    tab.on('request', (sent) => {
      if (new URL(sent.url()).origin !== new URL(at('/')).origin) elsewhere.push(sent.url())
    })
    await tab.goto(at('/browse-shops'))
    await hydrated(tab, '[data-testid="use-my-location"]')
    await tab.getByTestId('use-my-location').click()
    // Searched from there at once, nearest first.
    await tab.waitForURL((url) => url.searchParams.get('location') === 'Galway' && url.searchParams.get('sort') === 'nearest')
    // The field follows the address once the island has taken the search in, not necessarily by the time the address changed.
    await expect.poll(() => tab.getByLabel('Location', { exact: true }).inputValue()).toBe('Galway')
    await expect.poll(() => tab.locator('[data-testid="shop-card"] [data-testid="card-distance"]').first().textContent()).toBe('In town')

    await located.close()

    // Far from every Irish town (Paris): the field stays as it was. A new visitor, since a browser may answer from
    // the position it found a moment ago.
    const abroad = await browser.newContext({ geolocation: { latitude: 48.8566, longitude: 2.3522 }, permissions: ['geolocation'] })
    const far = await abroad.newPage()
    far.on('request', (sent) => {
      if (new URL(sent.url()).origin !== new URL(at('/')).origin) elsewhere.push(sent.url())
    })
    await far.goto(at('/browse-shops'))
    await hydrated(far, '[data-testid="use-my-location"]')
    await far.getByTestId('use-my-location').click()
    await expect.poll(() => far.getByTestId('location-note').textContent()).toContain('Please type your town instead.')
    expect(await far.getByLabel('Location', { exact: true }).inputValue()).toBe('')
    // The position went to this site only.
    expect(elsewhere).toEqual([])
    await abroad.close()
  })

  it('lists active spotlights with the PRIORITY badge only above priority 5', async () => {
    const { body: active } = await apiJson<{ id: number; priority: number }[]>('/api/spotlight/active')
    await page.goto(at('/'))
    const cards = page.getByTestId('spotlight-card')
    expect(await cards.count()).toBe(active.length)
    for (const [index, spotlight] of active.entries()) {
      expect(await cards.nth(index).getByTestId('priority-badge').count()).toBe(spotlight.priority > 5 ? 1 : 0)
    }
  })
})

describe('product list', () => {
  it('previews 32, views all n, and goes back to the preview', async () => {
    const { total } = await apiJson<Product[]>('/api/products/browse?limit=1')
    expect(total).toBeGreaterThan(32)
    await page.goto(at('/browse-products'))
    await hydrated(page, '[data-testid="product-grid"]')
    const cards = page.locator('[data-testid="product-grid"] [data-testid="product-card"]')
    expect(await cards.count()).toBe(32)

    await page.getByRole('button', { name: `View All Products (${total})` }).click()
    await page.waitForURL((url) => url.searchParams.get('view') === 'all')
    expect(await cards.count()).toBe(Math.min(total, 100))

    await page.getByRole('button', { name: 'Back to Preview' }).click()
    await page.waitForURL((url) => url.searchParams.get('view') === null)
    expect(await cards.count()).toBe(32)
  })

  it('filters by category from a category tile, and says No products found for an unknown one', async () => {
    await page.goto(at('/'))
    await page.locator('a.category-tile[data-category="fashion"]').click()
    await page.waitForURL(/\/browse-products\?category=fashion$/)
    const { total } = await apiJson<Product[]>('/api/products/search?category=fashion&limit=1')
    expect(await page.getByText(`${total} products`).isVisible()).toBe(true)

    await page.goto(at('/browse-products?category=no-such-category'))
    expect(await page.getByText('No products found').isVisible()).toBe(true)
  })

  it('shows Failed to search products / Failed to browse products when the call fails', async () => {
    await page.goto(at('/browse-products'))
    await hydrated(page, 'form[role="search"]')
    await page.route('**/api/products/**', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.getByLabel('Location', { exact: true }).fill('Cork')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByTestId('products-error').waitFor()
    expect(await page.getByTestId('products-error').textContent()).toContain('Failed to browse products')

    await page.getByLabel('Product', { exact: true }).fill('bread')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect.poll(() => page.getByTestId('products-error').textContent()).toContain('Failed to search products')
    await page.unroute('**/api/products/**')
  })

  it('handles over-long and odd search text without an error page', async () => {
    const response = await page.goto(at(`/browse-products?product=${encodeURIComponent(`%' OR 1=1 -- ${'x'.repeat(400)}`)}`))
    expect(response?.status()).toBe(200)
    expect(await page.getByText('No products found').isVisible()).toBe(true)
  })
})

describe('shop list and shop page', () => {
  it('opens a shop from the list and shows its products and statistics, counting one visit', async () => {
    const { body: shops } = await apiJson<ShopListItem[]>('/api/shops?limit=1')
    const first = shops[0]
    const before = (await apiJson<ShopDetail>(`/api/shops/${first.id}?track=0`)).body

    const visitor = await browser!.newContext()
    const tab = await visitor.newPage()
    await tab.goto(at('/browse-shops'))
    await tab.locator(`[data-shop-id="${first.id}"] a`).click()
    await tab.waitForURL(new RegExp(`/shops/${first.id}$`))

    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe(before.name)
    const products = tab.locator('[data-testid="shop-products"] [data-testid="product-card"]')
    expect(await products.locator('.product-card__name').allTextContents()).toEqual(before.products.map((product) => product.name))
    expect(await products.locator('.badge').first().textContent()).toMatch(/^(In Stock|Out of Stock)$/)

    const stats = tab.getByTestId('shop-statistics')
    expect(await stats.getByRole('heading').textContent()).toBe('Shop Statistics')
    expect(await stats.locator('[data-stat="products"]').textContent()).toBe(String(before.products.length))
    expect(await stats.locator('[data-stat="reviews"]').textContent()).toBe(String(before.reviewCount))
    expect(await stats.locator('[data-stat="views"]').textContent()).toBe(String(before.viewCount + 1))
    expect(await stats.locator('[data-stat="member-since"]').textContent()).toMatch(/^[A-Z][a-z]+ \d{4}$/)

    // A second view within the hour by the same visitor is not counted again.
    await tab.reload()
    // Views are counted in the background, in the order they came. A visit from another network after the
    // reload is a marker: once it is counted, a count for the reload would be in too.
    const marker = await fetch(`${api?.url ?? ''}/api/shops/${first.id}`, {
      headers: { 'user-agent': 'MarkerVisit/1', 'x-forwarded-for': '198.51.100.77' },
    })
    expect(marker.status).toBe(200)
    const viewCount = async () => (await apiJson<ShopDetail>(`/api/shops/${first.id}?track=0`)).body.viewCount
    await expect.poll(viewCount, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(before.viewCount + 2)
    expect(await viewCount()).toBe(before.viewCount + 2)
    await visitor.close()
  })

  it('filters the shop list by search, location and category, on /browse too', async () => {
    const { body: shops, total } = await apiJson<ShopListItem[]>('/api/shops?category=automotive&location=Dublin')
    await page.goto(at('/browse?category=automotive&location=Dublin'))
    expect(await page.getByText(total === 1 ? '1 shop' : `${total} shops`).isVisible()).toBe(true)
    expect(await page.locator('[data-testid="shop-card"] .shop-card__name').allTextContents()).toEqual(shops.map((shop) => shop.name))
  })

  it('pages through the shop list with Show more shops', async () => {
    const { total } = await apiJson<ShopListItem[]>('/api/shops?limit=1')
    expect(total).toBeGreaterThan(24)
    await page.goto(at('/browse-shops'))
    await hydrated(page, '[data-testid="shop-list"]')
    const cards = page.locator('[data-testid="shop-card"]')
    expect(await cards.count()).toBe(24)
    await page.getByRole('button', { name: 'Show more shops' }).click()
    await expect.poll(() => cards.count()).toBe(Math.min(total, 48))
    const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-shop-id')))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('asks a visitor to sign in to rate, from ?action=rate, and removes the action from the address', async () => {
    await page.goto(at('/shops/1?action=rate'))
    await hydrated(page, '[data-testid="rate-shop"]')
    const rating = page.getByRole('dialog', { name: /^Rate Shop: / })
    await rating.waitFor()
    expect(new URL(page.url()).search).toBe('')
    await rating.getByRole('radio', { name: '4 stars' }).check()
    await rating.getByRole('button', { name: 'Submit rating' }).click()
    const prompt = page.getByRole('dialog', { name: 'Sign In to Rate Shop' })
    await prompt.waitFor()
    await page.evaluate(() => window.sessionStorage.clear())
    expect(await prompt.getByRole('link', { name: 'Customer Login' }).getAttribute('href')).toBe('/customer-auth')
    expect(await prompt.getByRole('link', { name: 'Shop Owner Login' }).getAttribute('href')).toBe('/shop-owner-auth')
    await page.keyboard.press('Escape')

    await page.getByTestId('view-contact').click()
    await page.getByRole('dialog', { name: 'Sign In to View Contact Details' }).waitFor()
    await page.keyboard.press('Escape')
  })

  it('says No products listed yet for a shop whose products are all withdrawn', async () => {
    if (!api) throw new Error('not started')
    const { body: shops } = await apiJson<ShopListItem[]>('/api/shops?limit=100')
    const last = shops[shops.length - 1]
    const db = api.database.connect()
    try {
      await db('products').where('shop_id', last.id).update({ is_active: false })
      // Announced as the owner's own withdrawal would be, so search (and the sitemap's counts) follow it too.
      await db('catalogue_changes').insert({
        shop_id: last.id,
        product_id: null,
        created_at: new Date().toISOString().slice(0, 19).replace('T', ' '),
      })
    } finally {
      await db.destroy()
    }
    await page.goto(at(`/shops/${last.id}`))
    const products = page.getByTestId('shop-products')
    expect(await products.getByText('No products listed yet').isVisible()).toBe(true)
    expect(await products.getByText("This shop hasn't added any products or services yet.").isVisible()).toBe(true)
    expect(await page.getByTestId('shop-statistics').locator('[data-stat="products"]').textContent()).toBe('0')
  })

  it('redirects /shop/{id} to /shops/{id} and answers unknown shops with 404 Shop Not Found', async () => {
    const redirected = await page.goto(at('/shop/1?action=rate'))
    expect(new URL(page.url()).pathname).toBe('/shops/1')
    expect(redirected?.status()).toBe(200)

    for (const path of ['/shops/999999', '/shops/abc', '/shops/1.5']) {
      const response = await page.goto(at(path))
      expect(response?.status()).toBe(404)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Shop Not Found')
    }
  })

  it('falls back to the stock pictures when shop and product images are broken', async () => {
    const visitor = await browser!.newContext()
    await visitor.route('**/uploads/**', (route) => route.fulfill({ status: 404, body: '' }))
    const tab = await visitor.newPage()
    await tab.goto(at('/shops/1'))
    await expect.poll(() => tab.locator('.shop-hero__logo').getAttribute('src')).toBe('/images/shop-icon.svg')
    const productImages = tab.locator('[data-testid="shop-products"] .product-card__media img')
    await expect
      .poll(async () => new Set(await productImages.evaluateAll((images) => images.map((image) => image.getAttribute('src')))))
      .toEqual(new Set(['/images/placeholder-product.svg']))
    // The stand-ins are the site's own files, never hot-linked.
    expect((await fetch(at('/images/placeholder-product.svg'))).status).toBe(200)
    await visitor.close()
  })
})

describe('signed in', () => {
  it("keeps the website's admin pages for admins: logged-out redirect, Access Denied, the console pointer", async () => {
    if (!browser || !site) throw new Error('not started')
    const guest = await browser.newContext()
    const guestTab = await guest.newPage()
    const answer = await guestTab.goto(at('/admin'))
    expect(answer?.status()).toBe(401)
    await guestTab.getByText('You are logged out. Logging in again...').first().waitFor()
    await guestTab.waitForURL((url) => url.pathname !== '/admin', { timeout: 20_000 })
    await guest.close()

    const signedIn = async (email: string, password: string, role: string) => {
      const context = await browser!.newContext()
      const reply = await context.request.post(at('/api/auth/role-login'), {
        headers: { origin: site!.url },
        data: { email, password, role },
      })
      expect(reply.status()).toBe(200)
      return context
    }
    const owner = await signedIn('siobhan.murphy@shoplocal.ie', 'Owner@2026', 'shop_owner')
    const ownerTab = await owner.newPage()
    expect((await ownerTab.goto(at('/admin/enhanced')))?.status()).toBe(403)
    const denied = ownerTab.getByTestId('access-denied')
    expect(await denied.getByRole('heading').textContent()).toBe('Access Denied')
    expect(await denied.textContent()).toContain("You don't have permission to access the enhanced admin panel.")
    expect((await ownerTab.goto(at('/admin')))?.status()).toBe(403)
    expect(await ownerTab.getByTestId('access-denied').textContent()).toContain("You don't have permission to access the admin panel.")
    expect(await ownerTab.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/')
    await owner.close()

    const admin = await signedIn('admin@shoplocal.ie', 'Admin@2026', 'admin')
    const adminTab = await admin.newPage()
    expect((await adminTab.goto(at('/admin')))?.status()).toBe(200)
    const pointer = adminTab.getByTestId('admin-console-pointer')
    expect(await pointer.textContent()).toContain('ShopLocal Admin desktop console')
    expect(await pointer.getByRole('link', { name: 'Open the enhanced admin panel' }).getAttribute('href')).toBe('/admin/enhanced')
    await admin.close()
  })

  it('shows owners their quick actions, and signed-in visitors the contact details and the rating dialog', async () => {
    if (!browser || !site) throw new Error('not started')
    const owner = await browser.newContext()
    const signIn = await owner.request.post(at('/api/auth/role-login'), {
      headers: { origin: site.url },
      data: { email: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026', role: 'shop_owner' },
    })
    expect(signIn.status()).toBe(200)
    const tab = await owner.newPage()

    await tab.goto(at('/'))
    const actions = tab.getByTestId('owner-quick-actions')
    expect(await actions.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard')

    // A visitor's read carries no contact details; the signed-in owner's does, and the page shows it.
    const { body: asVisitor } = await apiJson<ShopDetail>('/api/shops/1?track=0')
    expect([asVisitor.phone, asVisitor.email, asVisitor.website]).toEqual([null, null, null])
    const shop = (await (await owner.request.get(at('/api/shops/1?track=0'))).json()) as ShopDetail
    expect(shop.phone ?? shop.email).toBeTruthy()
    await tab.goto(at('/shops/1?action=rate'))
    await hydrated(tab, '[data-testid="rate-shop"]')
    const dialog = tab.getByRole('dialog', { name: `Rate Shop: ${shop.name}` })
    await dialog.waitFor()
    expect(new URL(tab.url()).search).toBe('')
    await dialog.getByRole('button', { name: 'Submit rating' }).click()
    expect(await dialog.getByRole('alert').textContent()).toBe('Please select a rating')
    await tab.keyboard.press('Escape')

    const contact = tab.getByTestId('shop-contact')
    if (shop.phone) expect(await contact.textContent()).toContain(shop.phone)
    if (shop.email) expect(await contact.getByRole('link', { name: shop.email }).getAttribute('href')).toBe(`mailto:${shop.email}`)
    expect(await tab.getByTestId('view-contact').count()).toBe(0)
    await owner.close()
  })

  it('keeps the phone and email of a shop from visitors who are not signed in', async () => {
    const { body: shop } = await apiJson<ShopDetail>('/api/shops/1?track=0')
    const html = await (await fetch(at('/shops/1'))).text()
    if (shop.phone) expect(html).not.toContain(shop.phone)
    if (shop.email) expect(html).not.toContain(shop.email)
  })
})

describe('spotlight page', () => {
  it('shows the banner with days left and pages through the gallery', async () => {
    const { body: active } = await apiJson<{ id: number; images: string[]; product: { name: string } }[]>('/api/spotlight/active')
    const spotlight = active.find((entry) => entry.images.length > 1)
    if (!spotlight) throw new Error('the seed has no spotlight with several images')
    const total = spotlight.images.length

    await page.goto(at(`/spotlight/${spotlight.id}`))
    await hydrated(page, '[data-testid="gallery"]')
    expect(await page.getByText('Premium Featured Product').isVisible()).toBe(true)
    expect(await page.getByTestId('days-left').textContent()).toMatch(/^\d+ days? left$/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(spotlight.product.name)
    expect(await page.getByText('Verified Shop').isVisible()).toBe(true)
    // The product's own page (its reviews) is one link away.
    const productLink = await page.getByTestId('spotlight-product-page').getAttribute('href')
    expect(productLink).toBe(`/products/${(await apiJson<SpotlightPage>(`/api/spotlight/${spotlight.id}`)).body.productId}`)
    // Opening hours with the badge read on the Irish clock (either word if a minute boundary passed meanwhile).
    const { body: detail } = await apiJson<SpotlightPage>(`/api/spotlight/${spotlight.id}`)
    const label = () => (openStateAt(detail.shop.openingHoursSchedule) === 'open' ? OPENING_HOURS_COPY.openNow : OPENING_HOURS_COPY.closed)
    const expected = [label()]
    const badge = await page.getByTestId('spotlight-shop').getByTestId('open-state').textContent()
    expected.push(label())
    expect(expected).toContain(badge)
    expect(await page.getByTestId('spotlight-shop').getByText('Sunday: Closed').isVisible()).toBe(true)

    const counter = page.getByTestId('gallery-counter')
    expect(await counter.textContent()).toBe(`1 / ${total}`)
    await page.getByRole('button', { name: 'Next' }).click()
    expect(await counter.textContent()).toBe(`2 / ${total}`)
    expect(await page.getByTestId('gallery-open').getAttribute('href')).toBe(spotlight.images[1])
    expect(await page.getByTestId('gallery-open').getAttribute('target')).toBe('_blank')
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByRole('button', { name: 'Previous' }).click()
    expect(await counter.textContent()).toBe(`${total} / ${total}`)
    await page.getByRole('button', { name: `1 / ${total}` }).click()
    expect(await counter.textContent()).toBe(`1 / ${total}`)

    for (const name of ['Visit Shop Profile', 'View on Map', 'Back to All Shops']) {
      expect(await page.getByRole('link', { name }).isVisible()).toBe(true)
    }
    expect(await page.getByRole('link', { name: 'Back to All Shops' }).getAttribute('href')).toBe('/browse-shops')
  })

  it('shows the stock, and does not put a spotlighted product that is out of stock first on the home page', async () => {
    const { body: before } = await apiJson<SpotlightPage[]>('/api/spotlight/active')
    const first = before[0]
    await page.goto(at(`/spotlight/${first.id}`))
    expect(await page.getByTestId('spotlight-stock').textContent()).toBe('In Stock')

    const db = api!.database.connect()
    try {
      await db('products').where('id', first.productId).update({ in_stock: false })
      await page.goto(at(`/spotlight/${first.id}`))
      expect(await page.getByTestId('spotlight-stock').textContent()).toBe('Out of Stock')
      await page.goto(at('/'))
      const links = await page
        .getByTestId('spotlight-card')
        .locator('.spotlight-card__link')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('href')))
      expect(links).toHaveLength(before.length)
      // After every other one still in stock, whatever their priority.
      const stillInStock = before.filter((spotlight) => spotlight.id !== first.id && spotlight.product.inStock).length
      expect(stillInStock).toBeGreaterThan(0)
      expect(links.indexOf(`/spotlight/${first.id}`)).toBe(stillInStock)
    } finally {
      await db('products').where('id', first.productId).update({ in_stock: true })
      await db.destroy()
    }
  })

  it('says Spotlight Product Not Found with Return to Home for an unknown one', async () => {
    const response = await page.goto(at('/spotlight/999999'))
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Spotlight Product Not Found')
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
  })
})

describe('on a phone and in the header', () => {
  /** Two screens of a 390 × 844 phone. */
  const TWO_SCREENS = 2 * 844

  it('brings the shop page’s actions and the home page’s Spotlight within the first two screens of a phone', async () => {
    if (!browser) throw new Error('not started')
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const tab = await phone.newPage()
    const top = async (selector: string) => (await tab.locator(selector).first().boundingBox())?.y ?? Infinity
    const { body: shops } = await apiJson<ShopListItem[]>('/api/shops?limit=1')
    await tab.goto(at(`/shops/${shops[0].id}`))
    expect(await top('[data-testid="rate-shop"]')).toBeLessThan(TWO_SCREENS)
    expect(await top('[data-testid="follow-shop"]')).toBeLessThan(TWO_SCREENS)
    await tab.goto(at('/'))
    expect(await top('#spotlight-heading')).toBeLessThan(TWO_SCREENS)
    // The rest of the preview is one link away, under it.
    expect(await tab.getByTestId('home-see-all').getAttribute('href')).toBe('/browse-shops')
    expect(await tab.getByTestId('home-see-all').isVisible()).toBe(true)
    await phone.close()
    // On a wide screen the whole preview shows, and the second link stays hidden.
    await page.goto(at('/'))
    expect(await page.getByTestId('home-see-all').isVisible()).toBe(false)
  })

  it('links to Browse Shops in the header, and labels a spotlighted product "Sponsored" with who paid and when', async () => {
    await page.goto(at('/'))
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    expect(await nav.getByRole('link', { name: 'Browse Shops' }).getAttribute('href')).toBe('/browse-shops')
    const { body: active } = await apiJson<SpotlightPage[]>('/api/spotlight/active')
    const homeLabel = page.getByTestId('spotlight-strip').getByTestId('sponsored').first()
    expect(await homeLabel.locator('.badge').textContent()).toBe('Sponsored')
    await page.goto(at(`/products/${active[0].productId}`))
    const label = page.locator('.product-main__body').getByTestId('sponsored')
    expect(await label.locator('.badge').textContent()).toBe('Sponsored')
    await label.getByText('Why am I seeing this?').click()
    const answer = await label.locator('.sponsored__answer').textContent()
    expect(answer).toContain(`${active[0].shop.name} paid to spotlight this product from ${formatDate(active[0].startDate)}`)
    expect(answer).toContain('shown to everyone alike')
    await label.getByRole('link', { name: 'How we rank' }).click()
    await page.waitForURL('**/how-we-rank')
    // The page states the engine's own parameters (the name weight is RANKING.nameBoost).
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('How we rank')
    expect(await page.getByText(`counts ${RANKING.nameBoost} times as much`).count()).toBe(1)
    expect(await page.getByRole('heading', { name: 'Sponsored products' }).isVisible()).toBe(true)
  })

  it('says how reviews work beside the review list, and on its own page', async () => {
    await page.goto(at('/shops/1'))
    const note = page.getByTestId('shop-reviews').getByTestId('how-reviews-work')
    expect(await note.textContent()).toContain('Purchases are not verified.')
    await note.getByRole('link', { name: 'How reviews work' }).click()
    await page.waitForURL('**/how-reviews-work')
    expect(await page.getByRole('heading', { name: 'How the average is made' }).isVisible()).toBe(true)
    expect(await page.locator('footer').getByRole('link', { name: 'How we rank' }).getAttribute('href')).toBe('/how-we-rank')
  })
})

describe('not found, SEO and accessibility', () => {
  it('shows the 404 texts for an unknown path', async () => {
    const response = await page.goto(at('/no/such/page'))
    expect(response?.status()).toBe(404)
    expect(await page.getByText('404 Page Not Found').isVisible()).toBe(true)
    expect(await page.getByText('We could not find that page.', { exact: false }).isVisible()).toBe(true)
  })

  it('gives every page a title, a description and Open Graph tags, and structured data where it belongs', async () => {
    const structured: Record<string, object> = {
      '/shops/1': { '@type': 'LocalBusiness', address: { '@type': 'PostalAddress' } },
      '/spotlight/1': { '@type': 'Product', offers: { priceCurrency: 'EUR' } },
    }
    for (const path of ['/', '/browse', '/browse-shops', '/browse-products', '/shops/1', '/spotlight/1']) {
      await page.goto(at(path))
      expect(await page.title()).toContain('ShopLocal Ireland')
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy()
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toContain(path === '/' ? '/' : path)
      if (!(path in structured)) continue
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
      expect(data, path).toMatchObject(structured[path])
    }
  })

  it('publishes a sitemap of the public shop and product pages and a robots.txt', async () => {
    const { total } = await apiJson<ShopListItem[]>('/api/shops?limit=1')
    const { total: products } = await apiJson<unknown[]>('/api/products/browse?limit=1')
    const response = await fetch(at('/sitemap.xml'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/xml')
    const xml = await response.text()
    expect(xml.match(/\/shops\/\d+<\/loc>/g)).toHaveLength(total)
    expect(xml.match(/\/products\/\d+<\/loc>/g)).toHaveLength(products)
    const robots = await (await fetch(at('/robots.txt'))).text()
    expect(robots).toContain('Disallow: /api/')
    expect(robots).toContain(`Sitemap: ${at('/sitemap.xml')}`)
  })

  // These pages' axe audit (heading-order included) is accessibility.test.ts's, which audits every public page.
})
