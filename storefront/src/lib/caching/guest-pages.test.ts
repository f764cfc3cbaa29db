import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { guestPage, guestPageMillis, keepGuestPage } from './guest-pages.ts'
import { pageEtag, type RenderedPage } from './page-etag.ts'

const page = (html: string, headers: Record<string, string> = {}, status: 200 | 404 = 200): RenderedPage => ({
  status,
  html,
  etag: pageEtag(html),
  headers: new Headers({ 'content-type': 'text/html', 'cache-control': 'no-cache', ...headers }),
})
const visit = (path: string, headers: Record<string, string> = {}) => ({ request: new Request(`http://site${path}`, { headers }) })
const NOW = 1_000_000

describe('pages shared by visitors without cookies', () => {
  beforeEach(() => {
    process.env.GUEST_PAGE_CACHE_MS = '1000'
  })
  afterEach(() => {
    delete process.env.GUEST_PAGE_CACHE_MS
  })

  it('keeps a second by default, and nothing when set to 0 or nonsense', () => {
    expect(guestPageMillis({})).toBe(1000)
    expect(guestPageMillis({ GUEST_PAGE_CACHE_MS: '0' })).toBe(0)
    expect(guestPageMillis({ GUEST_PAGE_CACHE_MS: 'soon' })).toBe(0)
    expect(guestPageMillis({ GUEST_PAGE_CACHE_MS: '5000' })).toBe(5000)
  })

  it('serves the kept page in the encoding the browser accepts, or a 304 for the version it holds', async () => {
    const kept = page('<h1>Home</h1>'.repeat(50))
    keepGuestPage(visit('/encodings').request, kept, NOW)
    const br = await guestPage(visit('/encodings', { 'accept-encoding': 'gzip, deflate, br' }), NOW + 10)
    expect(br?.headers.get('content-encoding')).toBe('br')
    expect(br?.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(brotliDecompressSync(Buffer.from(await br!.arrayBuffer())).toString()).toBe(kept.html)
    const gzip = await guestPage(visit('/encodings', { 'accept-encoding': 'gzip' }), NOW + 10)
    expect(gunzipSync(Buffer.from(await gzip!.arrayBuffer())).toString()).toBe(kept.html)
    const plain = await guestPage(visit('/encodings'), NOW + 10)
    expect(plain?.headers.get('content-encoding')).toBeNull()
    expect(await plain?.text()).toBe(kept.html)
    const held = await guestPage(visit('/encodings', { 'if-none-match': kept.etag }), NOW + 10)
    expect(held?.status).toBe(304)
  })

  it('shares a missing page as a 404, never as a 304', async () => {
    const missing = page('<h1>Not found</h1>', {}, 404)
    keepGuestPage(visit('/nowhere').request, missing, NOW)
    const shared = await guestPage(visit('/nowhere', { 'if-none-match': missing.etag }), NOW + 10)
    expect(shared?.status).toBe(404)
    expect(await shared?.text()).toBe(missing.html)
  })

  it('shares nothing with or from a visitor with cookies, nor a page that sets one, nor the API, nor when off', async () => {
    keepGuestPage(visit('/mine', { cookie: 'session=1' }).request, page('<p>mine</p>'), NOW)
    expect(await guestPage(visit('/mine'), NOW)).toBeNull()
    keepGuestPage(visit('/cookie').request, page('<p>x</p>', { 'set-cookie': 'toast=1' }), NOW)
    expect(await guestPage(visit('/cookie'), NOW)).toBeNull()
    keepGuestPage(visit('/api/shops').request, page('<p>x</p>'), NOW)
    expect(await guestPage(visit('/api/shops'), NOW)).toBeNull()
    keepGuestPage(visit('/shared').request, page('<p>shared</p>'), NOW)
    expect(await guestPage(visit('/shared', { cookie: 'theme=dark' }), NOW)).toBeNull()
    expect(await guestPage(visit('/shared?page=2'), NOW)).toBeNull()
    process.env.GUEST_PAGE_CACHE_MS = '0'
    expect(await guestPage(visit('/shared'), NOW)).toBeNull()
  })

  it('lets one request render a page whose copy ran out while the others get the old copy, for five seconds at most', async () => {
    keepGuestPage(visit('/renew').request, page('<p>old</p>'), NOW)
    expect(await (await guestPage(visit('/renew'), NOW + 999))?.text()).toBe('<p>old</p>')
    expect(await guestPage(visit('/renew'), NOW + 1000)).toBeNull()
    expect(await (await guestPage(visit('/renew'), NOW + 1001))?.text()).toBe('<p>old</p>')
    expect(await (await guestPage(visit('/renew'), NOW + 5999))?.text()).toBe('<p>old</p>')
    expect(await guestPage(visit('/renew'), NOW + 6000)).toBeNull()
    keepGuestPage(visit('/renew').request, page('<p>new</p>'), NOW + 6100)
    expect(await (await guestPage(visit('/renew'), NOW + 6200))?.text()).toBe('<p>new</p>')
  })
})
