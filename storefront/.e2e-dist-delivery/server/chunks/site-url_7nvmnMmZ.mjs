// src/lib/site-url.ts
/**
* The public address of the website, for every absolute link it writes (canonical, Open Graph, JSON-LD,
* sitemap.xml, robots.txt). It comes from PUBLIC_SITE_URL, read at request time so one build serves any
* domain, and never from the request's Host header, which any client can set to anything.
*/
function siteOrigin(env = process.env) {
	const configured = env.PUBLIC_SITE_URL?.trim();
	if (configured) return new URL(configured).origin;
	return `http://localhost:${env.PORT?.trim() || "4321"}`;
}
/** An absolute URL on the public site for a root-relative path (or an absolute URL, kept as it is). */
function siteHref(path, env = process.env) {
	return new URL(path, siteOrigin(env)).href;
}
export { siteOrigin as n, siteHref as t };
