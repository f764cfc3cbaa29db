import { request } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

beforeAll(async () => {
  const [startedApi] = await Promise.all([startApi(), buildSite(OUT_DIR)])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
}, 300_000)

afterAll(async () => {
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
