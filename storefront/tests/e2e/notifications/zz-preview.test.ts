import { join } from 'node:path'
import { it } from 'vitest'
import { startApi } from '../../../../scripts/testing/start-api.ts'
import { buildSite, launchChromium, startStorefront, STOREFRONT_ROOT } from '../support.ts'

const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-notifications', 'dist')
const SHOTS = '/tmp/shots/preview'
const items = Array.from({ length: 20 }, (_, index) => ({
  id: 40 - index,
  kind: index % 3 === 0 ? 'shop_approved' : index % 3 === 1 ? 'payment_verified' : 'chat_reply',
  title: index % 3 === 0 ? 'Shop approved' : index % 3 === 1 ? 'Payment verified' : 'New reply from The Burren Bakery',
  body: index % 3 === 0 ? 'Murphy’s Crafts is now live on ShopLocal.' : index % 3 === 1 ? 'Your payment of €99.00 (SL-PRO-0042) was verified. Your receipt is attached.' : '“Yes, we have sourdough today.”',
  link: index % 3 === 2 ? null : '/dashboard',
  createdAt: new Date(Date.now() - index * 3_600_000).toISOString(),
  readAt: index < 3 ? null : new Date().toISOString(),
}))

it('previews', async () => {
  const [api] = await Promise.all([startApi({ env: { AUTH_SIGN_IN_PER_MINUTE: '1000' } }), buildSite(OUT_DIR)])
  const site = await startStorefront(api.url, { outDir: OUT_DIR })
  const browser = await launchChromium()
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.route('**/api/notifications/unread-count', (route) => route.fulfill({ json: { count: 3 } }))
  await context.route('**/api/notifications?**', (route) => route.fulfill({ json: items, headers: { 'X-Total-Count': '45' } }))
  await context.request.post(`${site.url}/api/shop-owner/login`, { headers: { origin: site.url }, data: { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' } })
  const page = await context.newPage()
  page.on('console', (m) => console.error('console', m.type(), m.text()))
  await page.goto(`${site.url}/dashboard`)
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0)
  await page.screenshot({ path: `${SHOTS}/closed-1280.png` })
  await page.locator('[data-testid=notification-bell]').click()
  await page.getByTestId('notification').first().waitFor()
  await page.screenshot({ path: `${SHOTS}/open-1280.png` })
  await page.setViewportSize({ width: 390, height: 900 })
  await page.screenshot({ path: `${SHOTS}/open-390.png` })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${site.url}/account`)
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0)
  await page.screenshot({ path: `${SHOTS}/account-1280.png`, fullPage: true })
  await browser.close(); await site.stop(); await api.stop()
}, 400_000)
