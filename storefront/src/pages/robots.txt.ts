import type { APIRoute } from 'astro'
import { robotsTxt } from '../lib/seo/robots.ts'
import { siteOrigin } from '../lib/site-url.ts'

/** Served rather than static so the Sitemap line carries the configured public address (PUBLIC_SITE_URL). */
export const GET: APIRoute = () =>
  new Response(robotsTxt(siteOrigin()), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
