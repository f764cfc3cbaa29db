import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { ActiveSpotlight, Shop } from '@shoplocal/shared/types'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { axeFindings } from './axe.ts'
import { buildSite, launchChromium, startStorefront, STOREFRONT_ROOT, type RunningServer, hydrateIslands } from './support.ts'

/**
 * WCAG 2.2 AA on every website page, with one built site and one API for all of it: axe (serious and
 * critical findings fail, target sizes included) signed out and signed in as a customer, an owner and an
 * admin, at 1280, 390 (a phone) and 320 px; no sideways scrolling at 390 or 320 px nor at 200 % zoom (a 1280 px window zoomed to
 * 200 % lays the page out in 640 CSS px); the text spacing override (WCAG 1.4.12) on every page at 320 px;
 * and the chat drawer as a modal dialog (named, focus in and back, Escape closes).
 */
const OUT_DIR = join(STOREFRONT_ROOT, '..', 'node_modules', '.cache', 'shoplocal-a11y-e2e')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/i30'
const WIDTHS = [1280, 390, 320]
/** 200 % zoom of a 1280 × 900 window: the layout a person zooming in gets, checked for sideways scrolling. */
const ZOOMED = { width: 640, height: 450 }
const STEP = 30_000

let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let publicPaths: string[] = []

beforeAll(async () => {
  mkdirSync(SHOTS_DIR, { recursive: true })
  const [startedApi] = await Promise.all([startApi({ env: { AUTH_SIGN_IN_PER_MINUTE: '100' } }), buildSite(OUT_DIR)])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
  const shopId = ((await (await fetch(`${api.url}/api/shops?limit=1`)).json()) as Shop[])[0].id
  const spotlight = ((await (await fetch(`${api.url}/api/spotlight/active`)).json()) as ActiveSpotlight[])[0]
  publicPaths = [
    '/',
    '/browse-shops',
    '/browse-products',
    '/browse',
    `/shops/${shopId}`,
    `/spotlight/${spotlight.id}`,
    `/products/${spotlight.productId ?? 1}`,
    '/favorites',
    '/pricing',
    '/privacy',
    '/accessibility',
    '/terms',
    '/how-we-rank',
    '/how-reviews-work',
    '/contact',
    '/report',
    `/report?type=shop&id=${shopId}`,
    '/statement?token=unknown',
    '/no-such-page',
  ]
}, 420_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
})

const url = (path: string) => `${site!.url}${path}`

/** A browser context of this width, signed in through the site's own /api proxy when `login` is given. */
async function contextFor(width: number, login?: { path: string; body: object }): Promise<BrowserContext> {
  const zoomed = width === ZOOMED.width
  const context = await browser!.newContext({
    viewport: zoomed ? ZOOMED : { width, height: 900 },
    ...(zoomed ? { deviceScaleFactor: 2 } : {}),
  })
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

/** Whether the page scrolls sideways: content wider than the viewport fails reflow. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

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

/**
 * Every path at every width: axe's findings and, at 390 and 320 px and at 200 % zoom (640 px), sideways scrolling, as
 * "path @ width: problem".
 */
async function audit(login: { path: string; body: object } | undefined, paths: string[]): Promise<string[]> {
  const problems: string[] = []
  for (const width of [...WIDTHS, ZOOMED.width]) {
    const context = await contextFor(width, login)
    const page = await context.newPage()
    for (const path of paths) {
      await open(page, path)
      // At 200 % zoom the page is the same as at 1280 px, only laid out narrower: axe has seen its content.
      if (width !== ZOOMED.width)
        for (const finding of await axeFindings(page, undefined, { targetSize: true })) problems.push(`${path} @ ${width}: ${finding}`)
      if (width !== 1280 && (await scrollsSideways(page))) problems.push(`${path} @ ${width}: scrolls sideways`)
      // Last, as it restyles the page: at 320 px the text spacing override breaks nothing.
      if (width === 320) {
        const wider = await overflowUnderTextSpacing(page)
        if (wider.length > 0 || (await scrollsSideways(page))) problems.push(`${path} @ 320 with text spacing: ${wider.join(', ')}`)
      }
      const landmarks = await page.evaluate(() => ({
        banner: document.querySelectorAll('body > header, [role="banner"]').length,
        main: document.querySelectorAll('main, [role="main"]').length,
        contentinfo: document.querySelectorAll('body > footer, [role="contentinfo"]').length,
      }))
      if (landmarks.main !== 1 || landmarks.banner > 1 || landmarks.contentinfo > 1) {
        problems.push(`${path} @ ${width}: landmarks ${JSON.stringify(landmarks)}`)
      }
    }
    await context.close()
  }
  return problems
}

const CUSTOMER = { path: '/api/customer/login', body: { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' } }
const OWNER = { path: '/api/shop-owner/login', body: { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' } }
const ADMIN = { path: '/api/shop-owner/login', body: { emailOrPhone: 'admin@shoplocal.ie', password: 'Admin@2026' } }

describe('every website page is usable by everyone', () => {
  it('has no serious axe finding and no sideways scrolling, signed out', async () => {
    const guestOnly = ['/customer-auth', '/shop-owner-auth', '/login', '/password-reset-request', '/password-reset-confirm?email=a%40b.ie']
    expect(await audit(undefined, [...publicPaths, ...guestOnly])).toEqual([])
  }, 600_000)

  it('has none signed in as a customer', async () => {
    expect(await audit(CUSTOMER, [...publicPaths, '/customer-profile', '/account'])).toEqual([])
  }, 600_000)

  it('has none signed in as an owner', async () => {
    const ownerPages = ['/dashboard', '/shop-owner-home', '/pay', '/subscribe', '/account', '/account/statements']
    expect(await audit(OWNER, [...publicPaths, ...ownerPages])).toEqual([])
  }, 600_000)

  it('has none signed in as an admin, on the website admin pages too', async () => {
    expect(await audit(ADMIN, [...publicPaths, '/admin', '/admin/customers', '/admin/enhanced'])).toEqual([])
  }, 600_000)

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
