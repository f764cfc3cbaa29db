/**
 * The public address of the website, for every absolute link it writes (canonical, Open Graph, JSON-LD,
 * sitemap.xml, robots.txt). It comes from PUBLIC_SITE_URL, read at request time so one build serves any
 * domain, and never from the request's Host header, which any client can set to anything.
 */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_SITE_URL?.trim()
  if (configured) return new URL(configured).origin
  // A server started without the setting (development, tests) is reached on its own port.
  return `http://localhost:${env.PORT?.trim() || '4321'}`
}

/** An absolute URL on the public site for a root-relative path (or an absolute URL, kept as it is). */
export function siteHref(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return new URL(path, siteOrigin(env)).href
}
