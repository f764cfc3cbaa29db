import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ActiveSpotlight, Shop } from '@shoplocal/shared/types'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { axeFindings } from './axe.ts'
import { resizeTo, scrollsSideways } from './layout.ts'
import { buildSite, launchChromium, startStorefront, STOREFRONT_ROOT, type RunningServer, hydrateIslands } from './support.ts'

/**
 * WCAG 2.2 AA on every website page, with one built site and one API for all of it: axe (serious and critical
 * findings fail, target sizes included) at 1280, 390 (a phone) and 320 px; no sideways scrolling at 390 or 320 px
 * nor at 200 % zoom (a 1280 × 900 window zoomed to 200 % lays the page out in 640 × 450 CSS px); the text spacing
 * override (WCAG 1.4.12) at 320 px; one main landmark; and the chat drawer as a modal dialog (named, focus in and
 * back, Escape closes).
 *
 * What is audited where, and why that still covers every page for every person:
 * - Signed out, every public page and every sign-in page, at every width.
 * - Signed in as a customer, an owner and an admin: that role's own pages, and the public pages whose server render
 *   reads the session (their bodies differ by role: `sessionPages`, a list the first test below keeps whole). The other
 *   public pages differ from the signed-out ones only in the header and footer, and each role's header and footer
 *   is audited at every width on each of its pages here.
 * - A page is loaded and hydrated once, at 1280 px, then resized through the widths and audited at each (a page
 *   resized lays out as one loaded at that width: `resizeTo`). The four widths are four layouts, none skipped: the
 *   style sheets break at 360, 380, 430, 480, 560, 600, 720, ... 1199 px.
 * - A role's pages are audited a few at a time in one browser context.
 */
const OUT_DIR = join(STOREFRONT_ROOT, '..', 'node_modules', '.cache', 'shoplocal-a11y-e2e')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/i30'
/** Widest first, and 320 px last: the text spacing override restyles the page for good. */
const LAYOUTS = [
  { width: 1280, height: 900, axe: true, reflow: false },
  // 200 % zoom of a 1280 × 900 window. Its content is the one axe saw at 1280 px: only its reflow is checked.
  { width: 640, height: 450, axe: false, reflow: true },
  { width: 390, height: 900, axe: true, reflow: true },
  { width: 320, height: 900, axe: true, reflow: true },
] as const
/** Pages audited at once in a role's context: while one waits on the site and the API, another is audited. */
const PAGES_AT_ONCE = 3
const STEP = 30_000

let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let shopId = 0
let spotlight: ActiveSpotlight | undefined

beforeAll(async () => {
  mkdirSync(SHOTS_DIR, { recursive: true })
  const [startedApi] = await Promise.all([startApi({ env: { AUTH_SIGN_IN_PER_MINUTE: '100' } }), buildSite(OUT_DIR)])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
  shopId = ((await (await fetch(`${api.url}/api/shops?limit=1`)).json()) as Shop[])[0].id
  spotlight = ((await (await fetch(`${api.url}/api/spotlight/active`)).json()) as ActiveSpotlight[])[0]
}, 420_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
})

/** The public pages whose server render reads the session, so whose body differs by who is signed in. */
const sessionPages = () => [
  '/',
  `/shops/${shopId}`,
  `/spotlight/${spotlight!.id}`,
  `/products/${spotlight!.productId ?? 1}`,
  '/favorites',
  '/pricing',
  '/report',
  `/report?type=shop&id=${shopId}`,
]

/** The public pages whose body is the same for everyone: only their header and footer follow the session. */
const SAME_FOR_EVERYONE = [
  '/browse-shops',
  '/browse-products',
  '/browse',
  '/privacy',
  '/accessibility',
  '/terms',
  '/how-we-rank',
  '/how-reviews-work',
  '/contact',
  '/statement?token=unknown',
  '/no-such-page',
]

const url = (path: string) => `${site!.url}${path}`

/** The Astro page file that renders `path`: `/shops/7` is `shops/[id].astro`, an unknown path the 404 page. */
function pageFile(path: string): string {
  const pages = join(STOREFRONT_ROOT, 'src', 'pages')
  const route = new URL(path, 'http://site').pathname.replace(/\/\d+$/, '/[id]')
  const candidates = route === '/' ? ['index.astro'] : [`${route}.astro`, `${route}/index.astro`]
  return candidates.map((candidate) => join(pages, candidate)).find(existsSync) ?? join(pages, '404.astro')
}

/** A browser context signed in through the site's own /api proxy when `login` is given. */
async function contextFor(width: number, login?: { path: string; body: object }): Promise<BrowserContext> {
  const context = await browser!.newContext({ viewport: { width, height: 900 } })
  if (!login) return context
  const response = await fetch(url(login.path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site!.url },
    body: JSON.stringify(login.body),
  })
  expect(response.status, login.path).toBe(200)
  await context.addCookies(
    response.headers.getSetCookie().map((cookie) => {
      const [pair] = cookie.split(';')
      const separator = pair.indexOf('=')
      return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: site!.url }
    }),
  )
  return context
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path))
  await hydrateIslands(page, STEP)
}

/**
 * The WCAG 1.4.12 text spacing override applied to the open page, through a constructed style sheet (the
 * page's CSP rightly refuses an injected <style>); resolves to the elements that then stick out sideways.
 */
async function overflowUnderTextSpacing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    )
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      .slice(0, 5)
  })
}

/** One page at every layout, as "path @ width: problem". */
async function auditPage(page: Page, path: string): Promise<string[]> {
  const problems: string[] = []
  await resizeTo(page, LAYOUTS[0])
  await open(page, path)
  const landmarks = await page.evaluate(() => ({
    banner: document.querySelectorAll('body > header, [role="banner"]').length,
    main: document.querySelectorAll('main, [role="main"]').length,
    contentinfo: document.querySelectorAll('body > footer, [role="contentinfo"]').length,
  }))
  if (landmarks.main !== 1 || landmarks.banner > 1 || landmarks.contentinfo > 1)
    problems.push(`${path}: landmarks ${JSON.stringify(landmarks)}`)
  for (const layout of LAYOUTS) {
    await resizeTo(page, layout)
    if (layout.axe)
      for (const finding of await axeFindings(page, undefined, { targetSize: true })) problems.push(`${path} @ ${layout.width}: ${finding}`)
    if (layout.reflow && (await scrollsSideways(page))) problems.push(`${path} @ ${layout.width}: scrolls sideways`)
  }
  const wider = await overflowUnderTextSpacing(page)
  if (wider.length > 0 || (await scrollsSideways(page))) problems.push(`${path} @ 320 with text spacing: ${wider.join(', ')}`)
  return problems
}

/** Every path in one context (signed in with `login`), a few pages at a time. */
async function audit(login: { path: string; body: object } | undefined, paths: string[]): Promise<string[]> {
  const context = await contextFor(LAYOUTS[0].width, login)
  const queue = [...paths]
  const problems: string[] = []
  await Promise.all(
    Array.from({ length: PAGES_AT_ONCE }, async () => {
      const page = await context.newPage()
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) problems.push(...(await auditPage(page, path)))
    }),
  )
  await context.close()
  return problems.sort()
}

const CUSTOMER = { path: '/api/customer/login', body: { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' } }
const OWNER = { path: '/api/shop-owner/login', body: { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' } }
const ADMIN = { path: '/api/shop-owner/login', body: { emailOrPhone: 'admin@shoplocal.ie', password: 'Admin@2026' } }

describe('every website page is usable by everyone', () => {
  it('audits signed in every public page whose server render reads the session', () => {
    const readsSession = (path: string) => readFileSync(pageFile(path), 'utf8').includes('getSessionState')
    expect(sessionPages().filter((path) => !readsSession(path))).toEqual([])
    expect(SAME_FOR_EVERYONE.filter(readsSession)).toEqual([])
  })

  it('has no serious axe finding and no sideways scrolling, signed out', async () => {
    const guestOnly = ['/customer-auth', '/shop-owner-auth', '/login', '/password-reset-request', '/password-reset-confirm?email=a%40b.ie']
    expect(await audit(undefined, [...sessionPages(), ...SAME_FOR_EVERYONE, ...guestOnly])).toEqual([])
  }, 300_000)

  it('has none signed in as a customer', async () => {
    expect(await audit(CUSTOMER, [...sessionPages(), '/customer-profile', '/account'])).toEqual([])
  }, 300_000)

  it('has none signed in as an owner', async () => {
    const ownerPages = ['/dashboard', '/shop-owner-home', '/pay', '/subscribe', '/account', '/account/statements']
    expect(await audit(OWNER, [...sessionPages(), ...ownerPages])).toEqual([])
  }, 300_000)

  it('has none signed in as an admin, on the website admin pages too', async () => {
    expect(await audit(ADMIN, [...sessionPages(), '/admin', '/admin/customers', '/admin/enhanced'])).toEqual([])
  }, 300_000)

  it('opens the chat as a named modal dialog: focus goes in, Escape closes it, focus comes back', async () => {
    for (const width of [1280, 390]) {
      const context = await contextFor(width, CUSTOMER)
      const page = await context.newPage()
      await open(page, '/')
      const launcher = page.getByTestId('open-chat')
      await launcher.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Messages' })
      await dialog.waitFor({ timeout: STEP })
      expect(await page.evaluate(() => document.querySelector('[data-testid="chat-drawer"]')!.contains(document.activeElement))).toBe(true)
      expect(await dialog.getAttribute('aria-modal')).toBe('true')
      expect(await axeFindings(page, '[data-testid="chat-drawer"]', { targetSize: true })).toEqual([])
      expect(await page.locator('[data-testid="chat-drawer"] header, [data-testid="chat-drawer"] [role="banner"]').count()).toBe(0)
      await page.screenshot({ path: join(SHOTS_DIR, `chat-dialog-${width}.png`) })
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden', timeout: STEP })
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('open-chat')
      await context.close()
    }
  }, 120_000)
})
