import { request } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { buildSite, startStorefront, STOREFRONT_ROOT, type RunningServer } from './support.ts'

/*
 * How the built website and the API deliver their answers: compressed as the client accepts, hashed assets
 * cached for a year, pages revalidated with an ETag. Raw HTTP, so the bytes and headers are the wire's.
 */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-dist-delivery')
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable'

interface Raw {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

function decoded(raw: Raw): string {
  const encoding = raw.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(raw.body).toString()
  if (encoding === 'gzip') return gunzipSync(raw.body).toString()
  return raw.body.toString()
}

let api: RunningApi | undefined
let site: RunningServer | undefined
/** The same build with shared copies of guests' pages kept for SHARED_MS (the other site keeps none). */
const SHARED_MS = 4000
let sharing: RunningServer | undefined

beforeAll(async () => {
  const [startedApi] = await Promise.all([startApi(), buildSite(OUT_DIR)])
  api = startedApi
  ;[site, sharing] = await Promise.all([
    startStorefront(startedApi.url, { outDir: OUT_DIR }),
    startStorefront(startedApi.url, { outDir: OUT_DIR, env: { GUEST_PAGE_CACHE_MS: String(SHARED_MS) } }),
  ])
}, 300_000)

afterAll(async () => {
  await sharing?.stop()
  await site?.stop()
  await api?.stop()
})

const siteUrl = (path: string) => `${site?.url}${path}`

describe('delivery of the built website and the API', () => {
  it('compresses pages, scripts, styles, JSON and SVG with Brotli or gzip as accepted, and the same text arrives', async () => {
    const home = await get(siteUrl('/'), { 'accept-encoding': 'br, gzip' })
    expect(home.status).toBe(200)
    expect(home.headers['content-encoding']).toBe('br')
    expect(String(home.headers.vary)).toMatch(/accept-encoding/i)
    const html = decoded(home)
    expect(html).toContain('ShopLocal Ireland')
    expect(decoded(await get(siteUrl('/'), { 'accept-encoding': 'gzip' }))).toBe(html)
    expect((await get(siteUrl('/'), { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip')
    const plain = await get(siteUrl('/'))
    expect(plain.headers['content-encoding']).toBeUndefined()

    // Every hashed script and stylesheet the page names; below 1 KB compression is not worth its header.
    const assets = [...new Set(html.match(/\/_astro\/[\w.-]+\.(?:js|css)/g) ?? [])]
    const compressed = new Set<string>()
    for (const asset of assets) {
      const answer = await get(siteUrl(asset), { 'accept-encoding': 'br, gzip' })
      expect(answer.status, asset).toBe(200)
      expect(answer.headers['cache-control'], asset).toBe(YEAR_IMMUTABLE)
      const size = (await get(siteUrl(asset))).body.length
      if (size >= 1024) {
        expect(answer.headers['content-encoding'], asset).toBe('br')
        compressed.add(asset.slice(asset.lastIndexOf('.')))
      }
    }
    expect([...compressed].sort()).toEqual(['.css', '.js'])

    const svg = await get(siteUrl('/images/placeholder-product.svg'), { 'accept-encoding': 'gzip' })
    expect(svg.headers['content-type']).toContain('image/svg+xml')
    expect(svg.headers['content-encoding']).toBe('gzip')
    expect(decoded(svg)).toContain('<svg')

    const proxied = await get(siteUrl('/api/categories'), { 'accept-encoding': 'br' })
    expect(proxied.headers['content-type']).toContain('application/json')
    expect(proxied.headers['content-encoding']).toBe('br')
    expect(JSON.parse(decoded(proxied))).toHaveLength(8)
  })

  it('compresses the API’s own JSON answers as accepted', async () => {
    const brotli = await get(`${api?.url}/api/categories`, { 'accept-encoding': 'br, gzip' })
    expect(brotli.headers['content-encoding']).toBe('br')
    const gzip = await get(`${api?.url}/api/categories`, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await get(`${api?.url}/api/categories`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(decoded(brotli))).toEqual(JSON.parse(plain.body.toString()))
    expect(JSON.parse(decoded(gzip))).toEqual(JSON.parse(plain.body.toString()))
  })

  it('marks pages no-cache with an ETag and answers an unchanged page with 304', async () => {
    const first = await get(siteUrl('/browse-shops'), { 'accept-encoding': 'br' })
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await get(siteUrl('/browse-shops'), { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body).toHaveLength(0)
    const changed = await get(siteUrl('/browse-shops'), { 'if-none-match': 'W/"something-else"' })
    expect(changed.status).toBe(200)
  })
})

describe('pages shared by visitors without cookies', () => {
  const viewCount = async (shopId: number) => {
    const db = api!.database.connect()
    try {
      return Number((await db('shops').where('id', shopId).first('view_count')).view_count)
    } finally {
      await db.destroy()
    }
  }
  /** The website reports shared pages' views a tenth of a second later, and the API counts them in the background. */
  const expectViews = async (shopId: number, expected: number) => {
    let seen = await viewCount(shopId)
    for (const deadline = Date.now() + 10_000; seen !== expected && Date.now() < deadline; seen = await viewCount(shopId)) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(seen).toBe(expected)
  }
  const visitor = (n: number) => ({ 'accept-encoding': 'br, gzip', 'user-agent': `SharedCopy/${n}`, 'x-forwarded-for': `192.0.2.${n}` })
  const publicShops = async () => {
    const db = api!.database.connect()
    try {
      return (
        await db('shops').where({ status: 'approved', is_active: true }).whereNot('payment_status', 'suspended').orderBy('id').select('id')
      ).map((row: { id: number }) => Number(row.id))
    } finally {
      await db.destroy()
    }
  }

  it('renders a page once for guests, still counts each visitor, and renders afresh for a visitor with cookies', async () => {
    const db = api!.database.connect()
    try {
      const [shopId] = await publicShops()
      const path = `${sharing?.url}/shops/${shopId}`
      const before = await viewCount(shopId)
      const first = await get(path, visitor(1))
      expect(first.status).toBe(200)
      await db('shops').where('id', shopId).update({ name: 'Renamed While Shared' })

      const second = await get(path, visitor(2))
      expect(second.headers['content-encoding']).toBe('br')
      expect(String(second.headers.vary)).toMatch(/accept-encoding/i)
      expect(decoded(second)).toBe(decoded(first))
      expect(decoded(await get(path, { ...visitor(3), 'accept-encoding': 'gzip' }))).toBe(decoded(first))
      expect(decoded(await get(path, { 'user-agent': 'SharedCopy/4', 'x-forwarded-for': '192.0.2.4' }))).toBe(decoded(first))
      expect((await get(path, { ...visitor(2), 'if-none-match': String(first.headers.etag) })).status).toBe(304)
      const withCookie = decoded(await get(path, { ...visitor(5), cookie: 'theme=dark' }))
      expect(withCookie).toContain('Renamed While Shared')
      expect(decoded(first)).not.toContain('Renamed While Shared')
      // Five visitors: the first and the one with cookies counted by their page reads, three by the reports
      // (the second's 304 is their second view within the hour).
      await expectViews(shopId, before + 5)

      // A shop the public may no longer see: once the copy runs out, the page is rendered again as its 404. The
      // first visitor asks until then (a view already counted this hour, so the asking adds none).
      await db('shops').where('id', shopId).update({ status: 'pending' })
      await vi.waitFor(async () => expect((await get(path, visitor(1))).status).toBe(404), { timeout: SHARED_MS * 5, interval: 200 })
      const gone = await get(path, visitor(6))
      expect(gone.status).toBe(404)
      // The missing page is shared too, and stays a 404 whatever the browser holds.
      const goneAgain = await get(path, { ...visitor(7), 'if-none-match': String(gone.headers.etag) })
      expect(goneAgain.status).toBe(404)
      expect(decoded(goneAgain)).toBe(decoded(gone))
      await expectViews(shopId, before + 5)
    } finally {
      await db.destroy()
    }
  })

  it('reports the views it served from copies before the server stops', async () => {
    const [, shopId] = await publicShops()
    const stopping = await startStorefront(api!.url, { outDir: OUT_DIR, env: { GUEST_PAGE_CACHE_MS: '60000' } })
    const before = await viewCount(shopId)
    for (let n = 20; n < 26; n++) expect((await get(`${stopping.url}/shops/${shopId}`, visitor(n))).status).toBe(200)
    await stopping.stop()
    await expectViews(shopId, before + 6)
  })
})
