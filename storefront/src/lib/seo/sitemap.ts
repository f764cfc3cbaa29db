import { productPath, shopPath } from '@shoplocal/shared/constants'

interface SitemapEntry {
  path: string
  lastModified?: string
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** The public listing pages, then one entry per approved shop, then one per product they list (room permitting). */
export const STATIC_SITEMAP_PATHS = ['/', '/browse-shops', '/browse-products'] as const

export function shopEntries(shops: { id: number; updatedAt?: string | null; createdAt?: string | null }[]): SitemapEntry[] {
  return shops.map((shop) => ({ path: shopPath(shop.id), lastModified: shop.updatedAt ?? shop.createdAt ?? undefined }))
}

export function productEntries(products: { id: number; updatedAt?: string | null; createdAt?: string | null }[]): SitemapEntry[] {
  return products.map((product) => ({ path: productPath(product.id), lastModified: product.updatedAt ?? product.createdAt ?? undefined }))
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(new URL(entry.path, origin).href)}</loc>`
    const date = entry.lastModified ? new Date(entry.lastModified) : null
    const lastmod = date && !Number.isNaN(date.getTime()) ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : ''
    return `  <url>${loc}${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
