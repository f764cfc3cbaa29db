/** Pages that are private or only make sense to a signed-in person; crawlers are asked to skip them. */
const PRIVATE_PATHS = ['/api/', '/dashboard', '/admin', '/customer-profile', '/favorites', '/subscribe', '/password-reset-confirm']

/** robots.txt for the site at `origin`: everything public, the private pages excluded, the sitemap named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n')
}
