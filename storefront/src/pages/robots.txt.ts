import type { APIRoute } from 'astro'
import { robotsTxt } from '../lib/seo/robots.ts'

/** Served rather than static so the Sitemap line carries the address the site is reached at. */
export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt(url.origin), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
