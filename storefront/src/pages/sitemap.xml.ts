import type { APIRoute } from 'astro'
import { browseProducts, fetchShops, MAX_PAGE_SIZE } from '../lib/api/catalogue.ts'
import type { ApiResult, Listing } from '../lib/api/result.ts'
import { productEntries, shopEntries, sitemapXml, STATIC_SITEMAP_PATHS } from '../lib/seo/sitemap.ts'
import { serverApi } from '../lib/api/server.ts'
import { siteOrigin } from '../lib/site-url.ts'

/** The sitemap protocol's limit per file. */
const SITEMAP_MAX_URLS = 50_000
/** Pages of the shop list read side by side; enough to be quick, few enough to be kind to the API. */
const PARALLEL_PAGES = 4

/**
 * /sitemap.xml: the public listing pages, every approved shop and every product they list, read from the
 * public lists (list reads, so no visits are counted). A failing API answers 503, never a sitemap missing
 * its shops or products.
 */
export const GET: APIRoute = async (context) => {
  const api = serverApi(context)
  const room = SITEMAP_MAX_URLS - STATIC_SITEMAP_PATHS.length
  const shops = await readAll((page) => fetchShops(api, { page, limit: MAX_PAGE_SIZE }), room)
  const products = shops && (await readAll((page) => browseProducts(api, { page, limit: MAX_PAGE_SIZE }), room - shops.length))
  if (!shops || !products) return new Response('Sitemap unavailable', { status: 503, headers: { 'retry-after': '60' } })

  const body = sitemapXml(siteOrigin(), [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...shopEntries(shops),
    ...productEntries(products),
  ])
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

/** Every row of a public list, at most `limit`, a few pages at a time; null when any page fails. */
async function readAll<T>(readPage: (page: number) => Promise<ApiResult<Listing<T>>>, limit: number): Promise<T[] | null> {
  if (limit <= 0) return []
  const first = await readPage(1)
  if (!first.ok) return null
  const rows = [...first.data.rows]
  const lastPage = Math.ceil(Math.min(first.data.total, limit) / MAX_PAGE_SIZE)
  for (let page = 2; page <= lastPage; page += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, lastPage - page + 1) }, (_, offset) => readPage(page + offset))
    for (const result of await Promise.all(batch)) {
      if (!result.ok) return null
      rows.push(...result.data.rows)
    }
  }
  return rows.slice(0, limit)
}
