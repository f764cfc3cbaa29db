import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { buildSite, launchChromium, startStorefront, STOREFRONT_ROOT, type RunningServer } from './support.ts'

/*
 * The script a first visit downloads, as Chromium receives it from the production build behind
 * storefront/server.mjs: the encoded (Brotli) bytes of every script response until the page is loaded and
 * idle, with no interaction. A byte count, not a timing. The public catalogue pages must stay within 60 KB: their
 * islands are server-rendered and load React only when someone reaches for them (client:interaction), so a
 * page where an island hydrates by itself again (React alone is about 64 KB) fails.
 */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-dist-script-budget')
const FIRST_LOAD_BUDGET_BYTES = 60 * 1024
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/script-budget'

let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined

beforeAll(async () => {
  const [startedApi] = await Promise.all([startApi(), buildSite(OUT_DIR)])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
})

interface ScriptWeight {
  bytes: number
  files: { url: string; bytes: number; encoding: string }[]
}

/** Loads `path` in a fresh context (nothing cached) and adds up the encoded bodies of its scripts. */
async function firstLoadScripts(path: string, prepare?: (page: Page) => Promise<void>): Promise<ScriptWeight> {
  // Chromium offers Brotli only over HTTPS; the header says what a visitor's browser offers on the real site.
  const context = await browser!.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
  try {
    const page = await context.newPage()
    const pending: Promise<ScriptWeight['files'][number]>[] = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return
      pending.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        })),
      )
    })
    await prepare?.(page)
    await page.goto(`${site!.url}${path}`, { waitUntil: 'load' })
    // Idle and visible islands get their chance: wait until the network has been quiet.
    await page.waitForLoadState('networkidle')
    const files = await Promise.all(pending)
    return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files: files.sort((a, b) => b.bytes - a.bytes) }
  } finally {
    await context.close()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function report(path: string, weight: ScriptWeight): string {
  const largest = weight.files
    .slice(0, 5)
    .map((file) => `${kb(file.bytes)} ${file.url} (${file.encoding})`)
    .join(', ')
  return `${path}: ${kb(weight.bytes)} of script in ${weight.files.length} files${largest ? `; largest: ${largest}` : ''}`
}

// Every test here has a context of its own and mostly waits for the network to fall quiet (half a second with
// nothing in flight), so each group's tests run side by side: what they check (bytes, scripts fetched, what a
// first key or click does) does not depend on the page having the machine to itself. Side by side, each test
// shares two cores with up to six others and with the other suites, so it gets the time of several.
const SIDE_BY_SIDE = { timeout: 120_000 }

describe.concurrent('script a first visit downloads', SIDE_BY_SIDE, () => {
  it.for(['/', '/browse-shops', '/browse-products', '/shops/1', '/products/1', '/pricing', '/spotlight/1'])(
    'is at most 60 KB compressed on %s, with Brotli negotiated',
    async (path, { expect }) => {
      const weight = await firstLoadScripts(path)
      process.stdout.write(`${report(path, weight)}\n`)
      for (const file of weight.files.filter((file) => file.bytes >= 1024)) expect(file.encoding, file.url).toBe('br')
      expect(weight.bytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES)
    },
  )
})

/** A fresh visitor's page on `path`, counting the scripts it has fetched so far. */
async function visit(path: string, init?: string): Promise<{ page: Page; scripts: () => number; close(): Promise<void> }> {
  const context = await browser!.newContext()
  if (init) await context.addInitScript(init)
  const page = await context.newPage()
  let scripts = 0
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts++
  })
  await page.goto(`${site!.url}${path}`)
  await page.waitForLoadState('networkidle')
  return { page, scripts: () => scripts, close: () => context.close() }
}

describe.concurrent('home islands that wait for the visitor (client:interaction)', SIDE_BY_SIDE, () => {
  it('loads nothing until reached for, and the first Enter from the keyboard on Sign In opens the dialog', async ({ expect }) => {
    const { page, scripts, close } = await visit('/')
    try {
      expect(scripts()).toBe(0)
      // Focus arrives and Enter follows at once, before the island can have loaded: the click is held, then replayed.
      await page.locator('header.site-header').getByRole('link', { name: 'Sign In' }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('dialog', { name: 'Choose Login Type' }).waitFor({ timeout: 20_000 })
      await page.screenshot({ path: join(SHOTS_DIR, 'home-sign-in-dialog-1280.png') })
      expect(new URL(page.url()).pathname).toBe('/')
      expect(scripts()).toBeGreaterThan(0)
    } finally {
      await close()
    }
  })

  it('opens the dialogs on the first click, with no hover before it', async () => {
    const { page, close } = await visit('/')
    try {
      await page.locator('header.site-header').getByRole('link', { name: 'Sign In' }).dispatchEvent('click')
      await page.getByRole('dialog', { name: 'Choose Login Type' }).waitFor({ timeout: 20_000 })
      await page.keyboard.press('Escape')
      await page.getByTestId('open-report').click()
      await page.getByRole('dialog', { name: 'Report a shop' }).waitFor({ timeout: 20_000 })
    } finally {
      await close()
    }
  })

  it('searches from the home page on the first Enter, in the page rather than by reloading it', async ({ expect }) => {
    const { page, close } = await visit('/')
    try {
      await page.evaluate(() => Object.assign(window, { samePage: true }))
      await page.getByLabel('Shop or product name').fill('soda')
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.searchParams.get('search') === 'soda' || url.searchParams.get('product') === 'soda', {
        timeout: 20_000,
      })
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: join(SHOTS_DIR, `home-search-${width}.png`), fullPage: true })
      }
      await expect(page.evaluate(() => 'samePage' in window)).resolves.toBe(true)
    } finally {
      await close()
    }
  })

  it('shows a toast carried over from the previous page without anything else hydrating (client:companion)', async ({ expect }) => {
    const toast = JSON.stringify({ id: 1, title: 'Signed out', variant: 'default', until: Date.now() + 60_000 })
    const { page, close } = await visit('/', `sessionStorage.setItem('shoplocal.toast', ${JSON.stringify(toast)})`)
    try {
      await expect(page.getByTestId('toast').textContent({ timeout: 20_000 })).resolves.toContain('Signed out')
    } finally {
      await close()
    }
  })
})

describe.concurrent('catalogue page islands that wait for the visitor', SIDE_BY_SIDE, () => {
  it('searches the shop list on the first Enter, in the page rather than by reloading it', async ({ expect }) => {
    const { page, scripts, close } = await visit('/browse-shops')
    try {
      expect(scripts()).toBe(0)
      await page.evaluate(() => Object.assign(window, { samePage: true }))
      await page.getByLabel('Shop name').fill('bakery')
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.searchParams.get('search') === 'bakery', { timeout: 20_000 })
      await expect(page.evaluate(() => 'samePage' in window)).resolves.toBe(true)
    } finally {
      await close()
    }
  })

  it('opens the sign-in gate on the first click on Follow, and puts the hearts in when the pointer reaches the products', async ({
    expect,
  }) => {
    const { page, scripts, close } = await visit('/shops/1')
    try {
      expect(scripts()).toBe(0)
      expect(await page.getByTestId('follow-count').textContent()).toMatch(/\d+ followers?/)
      await page.getByTestId('follow-shop').dispatchEvent('click')
      await page.getByRole('dialog', { name: 'Sign In' }).waitFor({ timeout: 20_000 })
      await page.keyboard.press('Escape')
      expect(await page.getByTestId('favourite-toggle').count()).toBe(0)
      await page.getByTestId('shop-products').locator('[data-product-id]').first().hover()
      await page.getByTestId('shop-products').getByTestId('favourite-toggle').first().waitFor({ timeout: 20_000 })
    } finally {
      await close()
    }
  })
})
