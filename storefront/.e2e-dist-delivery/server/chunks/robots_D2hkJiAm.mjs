import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { n as siteOrigin } from "./site-url_7nvmnMmZ.mjs";
// src/lib/seo/robots.ts
/** Pages that are private or only make sense to a signed-in person; crawlers are asked to skip them. */
var PRIVATE_PATHS = [
	"/api/",
	"/dashboard",
	"/admin",
	"/customer-profile",
	"/favorites",
	"/subscribe",
	"/password-reset-confirm"
];
/** robots.txt for the site at `origin`: everything public, the private pages excluded, the sitemap named. */
function robotsTxt(origin) {
	return [
		"User-agent: *",
		"Allow: /",
		...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
		"",
		`Sitemap: ${new URL("/sitemap.xml", origin).href}`,
		""
	].join("\n");
}
// src/pages/robots.txt.ts
var robots_txt_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** Served rather than static so the Sitemap line carries the configured public address (PUBLIC_SITE_URL). */
var GET = () => new Response(robotsTxt(siteOrigin()), { headers: {
	"content-type": "text/plain; charset=utf-8",
	"cache-control": "public, max-age=3600"
} });
// \0virtual:astro:page:src/pages/robots.txt@_@ts
var page = () => robots_txt_exports;
export { page };
