import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Shop } from '@shoplocal/shared/types'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { giveCheckedTraderIn } from '../../../../scripts/testing/trader-fixture.ts'
import { gradientPng } from '../owner/harness.ts'
import { buildSite, launchChromium, phoneSignUp, startStorefront, STOREFRONT_ROOT, type RunningServer } from '../support.ts'
import { startSmsSink, type SmsSink } from '../../../../scripts/testing/sms-sink.ts'

/**
 * Keyboard-only journeys in Chromium: no mouse and no `locator.click()`, only keys pressed on whatever has
 * focus (Tab, Shift+Tab, Enter, Space, the arrows, Escape), as a person without a pointer uses the site.
 * After every key the focused element must show a focus indicator, and while a dialog is open focus must
 * be inside it. A customer searches, opens a shop, favourites (follows) it, rates it with the arrow keys
 * and sends a chat message; a new owner adds a shop and a product and pays by bank transfer with a proof;
 * on a phone the header's Menu opens and closes by keyboard; a product review says what it did.
 */
const OUT_DIR = join(STOREFRONT_ROOT, '..', 'node_modules', '.cache', 'shoplocal-keyboard-e2e')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/keyboard'
const STEP = 30_000
/** More Tabs than any page here has stops before the one looked for. */
const MAX_TABS = 80

let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let sms: SmsSink | undefined
const problems: string[] = []

beforeAll(async () => {
  await mkdir(SHOTS_DIR, { recursive: true })
  sms = await startSmsSink()
  const [startedApi] = await Promise.all([
    startApi({ env: { ...sms.env, AUTH_SIGN_IN_PER_MINUTE: '100', AUTH_REGISTER_PER_MINUTE: '100' } }),
    buildSite(OUT_DIR),
  ])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
}, 420_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
  await sms?.stop()
})

const url = (path: string) => `${site!.url}${path}`

/** A new phone account, registered and confirmed through the site's /api proxy, its session cookie put in a fresh context. */
async function signedInContext(path: string, body: object, phone: string, width = 1280): Promise<BrowserContext> {
  const context = await browser!.newContext({ viewport: { width, height: 900 } })
  const cookies = await phoneSignUp(site!.url, path, body, phone, sms!, { origin: site!.url })
  await context.addCookies(
    cookies.map((cookie) => {
      const [pair] = cookie.split(';')
      const separator = pair.indexOf('=')
      return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: site!.url }
    }),
  )
  return context
}

/** The admin's approval (the console's call, not part of the owner's journey), so the shop can take a plan. */
async function approveShop(shopId: number): Promise<void> {
  await giveCheckedTraderIn(api!, shopId)
  const signIn = await fetch(`${api!.url}/api/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'admin@shoplocal.ie', password: 'Admin@2026' }),
  })
  const { token } = (await signIn.json()) as { token: string }
  const answer = await fetch(`${api!.url}/api/admin/shops/${shopId}/approve`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
    body: '{}',
  })
  expect(answer.status).toBe(200)
}

const uniquePhone = (prefix: string) => `${prefix}${String(Date.now()).slice(-7)}`

const newCustomer = (width?: number) => {
  const phone = uniquePhone('086')
  return signedInContext(
    '/api/customer/register',
    { firstName: 'Gráinne', lastName: 'Keys', contact: phone, city: 'Ennis', password: 'Keyboard@2026' },
    phone,
    width,
  )
}

async function watch(page: Page): Promise<void> {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path))
  await settle(page)
}

/*
 * Every island that hydrates by itself (on idle or load) hydrated: a key pressed before then would reach a
 * button with no handler yet. Islands that wait for the visitor (client:interaction) are woken by the focus
 * the keyboard brings them, and hold the first key until they answer it; companions follow the others.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('astro-island[ssr]:is([client="idle"], [client="load"])').length === 0,
    undefined,
    { timeout: STEP },
  )
}

interface Focus {
  /** A short description of the focused element, for messages. */
  what: string
  onBody: boolean
  /** A focus indicator shows: an outline or box shadow on the element, its label or the box around it. */
  visible: boolean
  /** No modal dialog is open, or focus is inside the open one. */
  inOpenDialog: boolean
}

function readFocus(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    const shows = (element: Element) => {
      const style = getComputedStyle(element)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\(.*,\s*0\)$/.test(style.outlineColor)
      return outline || style.boxShadow !== 'none'
    }
    const onBody = !active || active === document.body
    const input = active instanceof HTMLInputElement ? active : null
    // A visually hidden radio or file input shows its focus on its label, or on the box around it.
    const candidates = active
      ? [active, ...(input?.labels ? [...input.labels] : []), active.parentElement, active.parentElement?.parentElement]
      : []
    const modal = [...document.querySelectorAll('dialog[open], [role="dialog"][aria-modal="true"]')].filter(
      (dialog) => dialog instanceof HTMLDialogElement || (dialog as HTMLElement).offsetParent !== null,
    )
    const name = active?.getAttribute('aria-label') ?? active?.getAttribute('data-testid') ?? active?.textContent?.trim().slice(0, 40) ?? ''
    return {
      what: active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${name}"` : 'nothing',
      onBody,
      visible: !onBody && candidates.some((candidate) => candidate !== null && candidate !== undefined && shows(candidate)),
      inOpenDialog: modal.length === 0 || modal.some((dialog) => dialog.contains(active)),
    }
  })
}

/** Presses a key on whatever has focus, then records it if focus is invisible, lost or behind a dialog. */
async function press(page: Page, key: string, step: string): Promise<Focus> {
  await page.keyboard.press(key)
  const focus = await readFocus(page)
  if (focus.onBody) problems.push(`${step}: after ${key} focus is lost (on the page body)`)
  else if (!focus.visible) problems.push(`${step}: after ${key} the focused ${focus.what} shows no focus indicator`)
  if (!focus.inOpenDialog) problems.push(`${step}: after ${key} focus (${focus.what}) is behind the open dialog`)
  return focus
}

/** What to Tab to: a CSS selector, and the element's own text when the selector alone is not enough. */
type Target = string | { selector: string; text: string }

const focused = (page: Page, target: Target) =>
  page.evaluate(
    ({ selector, text }) => {
      const active = document.activeElement
      return (active?.matches(selector) ?? false) && (text === null || active?.textContent?.trim() === text)
    },
    typeof target === 'string' ? { selector: target, text: null } : target,
  )

/** Tabs (or Shift+Tabs) until `target` has focus, as a person would, checking each stop. */
async function tabTo(page: Page, target: Target, step: string, backwards = false): Promise<void> {
  for (let count = 0; count < MAX_TABS; count++) {
    await press(page, backwards ? 'Shift+Tab' : 'Tab', step)
    if (await focused(page, target)) return
  }
  throw new Error(`${step}: ${JSON.stringify(target)} never took focus in ${MAX_TABS} presses of Tab`)
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS_DIR, `keyboard-${name}.png`) })
}

/** The screen at a desktop's, a phone's and the narrowest width, focus where it is; back to 1280 px after. */
async function shootWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: join(SHOTS_DIR, `keyboard-${name}-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

describe('keyboard-only journeys', () => {
  it('a customer searches, opens a shop, follows it, rates it with the arrow keys and sends a chat message', async () => {
    const shop = ((await (await fetch(`${api!.url}/api/shops?limit=1`)).json()) as Shop[])[0]
    const context = await newCustomer()
    const page = await context.newPage()
    await watch(page)
    await open(page, '/browse-shops')

    // The first Tab reaches the skip link, which takes focus past the header to the page's content.
    await press(page, 'Tab', 'skip link')
    expect(await focused(page, '.skip-link')).toBe(true)
    await press(page, 'Enter', 'skip link')
    expect(await focused(page, 'main#main')).toBe(true)
    await tabTo(page, '#bs-search', 'search')
    await page.keyboard.type(shop.name)
    // The list before the search holds the same card: Tab may move through the results only once the search's
    // own answer replaced it (the island may still be replaying the held keys when Enter returns).
    const searched = page.waitForResponse((response) => response.url().includes('/api/shops?') && response.url().includes('search='), {
      timeout: STEP,
    })
    await press(page, 'Enter', 'search')
    await searched
    await page.locator(`[data-testid="shop-card"][data-shop-id="${shop.id}"]`).waitFor({ timeout: STEP })
    await tabTo(page, `[data-testid="shop-card"][data-shop-id="${shop.id}"] a[href="/shops/${shop.id}"]`, 'search results')
    await shoot(page, 'search-result-focused')
    await page.keyboard.press('Enter')
    await page.waitForURL(url(`/shops/${shop.id}`), { timeout: STEP })
    await settle(page)

    // Follow: Space on the heart button.
    await tabTo(page, '[data-testid="follow-shop"]', 'follow')
    await press(page, 'Space', 'follow')
    await expect.poll(() => page.getByTestId('follow-shop').getAttribute('aria-pressed'), { timeout: STEP }).toBe('true')

    // Rate: Enter opens the dialog with focus inside; Tab reaches the stars, the arrows choose four.
    await tabTo(page, '[data-testid="rate-shop"]', 'rate')
    await press(page, 'Enter', 'rate dialog opens')
    const dialog = page.getByRole('dialog', { name: new RegExp(`Rate`) })
    await dialog.waitFor({ timeout: STEP })
    expect((await readFocus(page)).inOpenDialog).toBe(true)
    await tabTo(page, 'input[name="rating"]', 'stars')
    for (let star = 1; star < 4; star++) await press(page, 'ArrowRight', 'stars')
    expect(await page.evaluate(() => document.querySelector<HTMLInputElement>('input[name="rating"]:checked')?.value)).toBe('4')
    await shoot(page, 'rating-stars')
    await tabTo(page, '.rating-form textarea', 'comment')
    await page.keyboard.type('Found it without a mouse.')
    await tabTo(page, '.rating-form button[type="submit"]', 'send rating')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden', timeout: STEP })
    // The page reloads to show the new average; the review is on it then.
    await page.getByText('Found it without a mouse.').first().waitFor({ timeout: STEP })
    await settle(page)

    // Chat: Enter on Start Chat opens the drawer with focus in it; Enter sends; Escape gives focus back.
    await tabTo(page, '[data-testid="start-chat"]', 'chat')
    await press(page, 'Enter', 'chat opens')
    // Opened for a shop, the drawer is named after the shop.
    const drawer = page.getByRole('dialog', { name: shop.name })
    await drawer.waitFor({ timeout: STEP })
    await expect.poll(async () => (await readFocus(page)).inOpenDialog, { timeout: STEP }).toBe(true)
    await tabTo(page, '.composer__input', 'chat composer')
    await page.keyboard.type('Are you open on Sunday?')
    await press(page, 'Enter', 'chat send')
    await drawer.getByTestId('chat-message').filter({ hasText: 'Are you open on Sunday?' }).waitFor({ timeout: STEP })
    await shoot(page, 'chat-sent')
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden', timeout: STEP })
    expect(await focused(page, '[data-testid="start-chat"]')).toBe(true)
    await context.close()
    expect(problems).toEqual([])
  }, 240_000)

  it('a new owner adds a shop and a product and pays by bank transfer with a proof', async () => {
    const unique = `Keys${String(Date.now()).slice(-6)}`
    const phone = uniquePhone('087')
    const context = await signedInContext(
      '/api/shop-owner/register',
      { firstName: 'Ruairí', lastName: 'Keys', email: null, phone, city: 'Tralee', password: 'Keyboard@2026', contactMethod: 'phone' },
      phone,
    )
    const page = await context.newPage()
    await watch(page)
    await open(page, '/dashboard')

    // Add a shop: the dialog takes focus; after it closes focus lands on the new shop, not on the page body.
    await tabTo(page, { selector: 'button', text: 'Add Your First Shop' }, 'add shop')
    await press(page, 'Enter', 'add shop dialog opens')
    const shopDialog = page.getByRole('dialog', { name: 'Add New Shop' })
    await shopDialog.waitFor({ timeout: STEP })
    await tabTo(page, 'dialog[open] input[name="name"]', 'shop name')
    await page.keyboard.type(`${unique} Bakery`)
    await tabTo(page, 'dialog[open] input[name="location"]', 'shop location')
    await page.keyboard.type('Tralee, Co. Kerry')
    await shoot(page, 'add-shop')
    await tabTo(page, 'dialog[open] button[type="submit"]', 'create shop')
    await page.keyboard.press('Enter')
    await shopDialog.waitFor({ state: 'hidden', timeout: STEP })
    const card = page.getByTestId('owner-shop')
    await card.waitFor({ timeout: STEP })
    await expect.poll(() => focused(page, '[data-testid="owner-shop"] h2'), { timeout: STEP }).toBe(true)
    expect((await readFocus(page)).visible).toBe(true)
    await shootWidths(page, 'shop-created')
    const shopId = Number(await card.getAttribute('data-shop-id'))

    // Add a product with a picture.
    await tabTo(page, { selector: '[data-testid="owner-shop"] button', text: 'Add Product' }, 'add product')
    await press(page, 'Enter', 'add product dialog opens')
    const productDialog = page.getByRole('dialog', { name: /Add/ })
    await productDialog.waitFor({ timeout: STEP })
    await tabTo(page, 'dialog[open] input[name="name"]', 'product name')
    await page.keyboard.type(`${unique} Soda Bread`)
    await tabTo(page, 'dialog[open] input[name="price"]', 'product price')
    await page.keyboard.type('4.50')
    await tabTo(page, 'dialog[open] input[type="file"]', 'product picture')
    // Reached by keyboard: Space would open the system's file chooser, which a test cannot drive, so the file
    // is set on the focused input instead.
    await page
      .locator('dialog[open] input[type="file"]')
      .setInputFiles({ name: 'bread.png', mimeType: 'image/png', buffer: gradientPng(600, 400, 20) })
    await productDialog.getByTestId('selected-file').waitFor({ timeout: STEP })
    await shoot(page, 'add-product')
    await tabTo(page, 'dialog[open] button[type="submit"]', 'save product')
    await page.keyboard.press('Enter')
    await productDialog.waitFor({ state: 'hidden', timeout: STEP })
    // Back on the button that opened the dialog, ready for the next product.
    await expect
      .poll(() => focused(page, { selector: '[data-testid="owner-shop"] button', text: 'Add Product' }), { timeout: STEP })
      .toBe(true)

    // Pay for a plan by bank transfer, with the proof.
    await approveShop(shopId)
    await open(page, `/pay?shopId=${shopId}&plan=starter`)
    await tabTo(page, { selector: 'button', text: 'Continue to payment' }, 'continue to payment')
    await page.keyboard.press('Enter')
    await page.getByTestId('invoice').waitFor({ timeout: STEP })
    await expect.poll(() => focused(page, '#invoice-heading'), { timeout: STEP }).toBe(true)
    await tabTo(page, '[data-testid="invoice"] input[type="file"]', 'proof')
    // As above: the file chooser is the system's; the file is set on the input the keyboard reached.
    await page
      .locator('[data-testid="invoice"] input[type="file"]')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: gradientPng(900, 700, 40) })
    await tabTo(page, '[data-testid="invoice"] button[type="submit"]', 'send proof')
    await page.keyboard.press('Enter')
    await page.getByTestId('proof-received').waitFor({ timeout: STEP })
    expect(await focused(page, '[data-testid="invoice"] button[type="submit"]')).toBe(true)
    await shootWidths(page, 'proof-sent')
    await context.close()
    expect(problems).toEqual([])
  }, 240_000)

  it('opens the header menu on a phone with Enter, Tabs into it, and Escape hands focus back to Menu', async () => {
    const context = await newCustomer(390)
    const page = await context.newPage()
    await watch(page)
    await open(page, '/browse-shops')
    const list = page.locator('#site-nav-list')
    expect(await list.isVisible()).toBe(false)
    await tabTo(page, '.site-nav__toggle', 'menu')
    await press(page, 'Enter', 'menu opens')
    expect(await list.isVisible()).toBe(true)
    await tabTo(page, '#site-nav-list a[href="/favorites"]', 'menu link')
    await shoot(page, 'header-menu-390')
    await press(page, 'Escape', 'menu closes')
    expect(await list.isVisible()).toBe(false)
    expect(await focused(page, '.site-nav__toggle')).toBe(true)
    await context.close()
    expect(problems).toEqual([])
  }, 120_000)

  it('reviews a product by keyboard: the page comes back at the reviews, and a second review says it replaced the first', async () => {
    const context = await newCustomer()
    const page = await context.newPage()
    await watch(page)
    await page.goto(url('/products/1'))
    /** The stars and words the form holds: the person's own review once they have one. */
    const shown = () =>
      page.evaluate(() => ({
        stars: Number(document.querySelector<HTMLInputElement>('.review-form input[name="rating"]:checked')?.value ?? 0),
        comment: document.querySelector<HTMLTextAreaElement>('.review-form textarea')?.value ?? '',
      }))
    const review = async (stars: number, comment: string, toast: string) => {
      // The form's island (client:interaction) wakes when focus reaches its first star; the keys wait until it is
      // live. On a loaded machine they raced its hydration once, and the second review never showed its new words.
      await tabTo(page, '.review-form input[name="rating"]', 'review stars')
      await page.waitForFunction(() => !document.querySelector('.review-form')?.closest('astro-island')?.hasAttribute('ssr'), undefined, {
        timeout: STEP,
      })
      // Tab lands on the chosen star, or on the first (still unchosen) in a fresh form; the arrows go from there.
      const from = Math.max(1, (await shown()).stars)
      for (let star = from; star < stars; star++) await press(page, 'ArrowRight', 'review stars')
      for (let star = from; star > stars; star--) await press(page, 'ArrowLeft', 'review stars')
      await tabTo(page, '.review-form textarea', 'review comment')
      // The words typed replace whatever the form held.
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.type(comment)
      await tabTo(page, '.review-form button[type="submit"]', 'send review')
      await page.keyboard.press('Enter')
      await page.getByTestId('toast').getByText(toast, { exact: true }).waitFor({ timeout: STEP })
      await page.getByTestId('review').filter({ hasText: comment }).waitFor({ timeout: STEP })
      expect(new URL(page.url()).hash).toBe('#reviews-heading')
    }
    await review(5, 'Lovely by keyboard', 'Review published')
    const count = await page.getByTestId('review').count()
    // Back on the page, the form holds what they said.
    await settle(page)
    expect(await shown()).toEqual({ stars: 5, comment: 'Lovely by keyboard' })
    await review(3, 'Changed my mind by keyboard', 'Review updated: it replaces your earlier one')
    await shootWidths(page, 'review-replaced')
    expect(await page.getByTestId('review').count()).toBe(count)
    expect(await page.getByTestId('review').filter({ hasText: 'Lovely by keyboard' }).count()).toBe(0)
    await context.close()
    expect(problems).toEqual([])
  }, 120_000)
})
