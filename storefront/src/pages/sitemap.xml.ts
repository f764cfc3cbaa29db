import type { APIRoute } from 'astro'
import { fetchShops, MAX_PAGE_SIZE } from '../lib/api/catalogue.ts'
import { shopEntries, sitemapXml, STATIC_SITEMAP_PATHS } from '../lib/seo/sitemap.ts'
import { serverApi } from '../lib/api/server.ts'
import { siteOrigin } from '../lib/site-url.ts'

/** The sitemap protocol's limit per file. */
const SITEMAP_MAX_URLS = 50_000
/** Pages of the shop list read side by side; enough to be quick, few enough to be kind to the API. */
const PARALLEL_PAGES = 4

/**
 * /sitemap.xml: the public listing pages and every approved shop, read from the public shop list (a
 * list read, so no visits are counted). A failing API answers 503, never a sitemap missing its shops.
 */
export const GET: APIRoute = async (context) => {
  const api = serverApi(context)
  const first = await fetchShops(api, { page: 1, limit: MAX_PAGE_SIZE })
  if (!first.ok) return new Response('Sitemap unavailable', { status: 503, headers: { 'retry-after': '60' } })

  const shops = [...first.data.rows]
  const lastPage = Math.ceil(Math.min(first.data.total, SITEMAP_MAX_URLS - STATIC_SITEMAP_PATHS.length) / MAX_PAGE_SIZE)
  for (let page = 2; page <= lastPage; page += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, lastPage - page + 1) }, (_, offset) =>
      fetchShops(api, { page: page + offset, limit: MAX_PAGE_SIZE }),
    )
    for (const result of await Promise.all(batch)) {
      if (!result.ok) return new Response('Sitemap unavailable', { status: 503, headers: { 'retry-after': '60' } })
      shops.push(...result.data.rows)
    }
  }

  const body = sitemapXml(siteOrigin(), [...STATIC_SITEMAP_PATHS.map((path) => ({ path })), ...shopEntries(shops)])
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
