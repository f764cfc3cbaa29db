import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { a as fetchShops } from "./catalogue_BiNJMAEX.mjs";
import { i as shopPath } from "./routes_DRPvcbu1.mjs";
import { t as serverApi } from "./server_BNsqkC4i.mjs";
import { n as siteOrigin } from "./site-url_7nvmnMmZ.mjs";
// src/lib/seo/sitemap.ts
var escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
/** The public listing pages plus one entry per approved shop. */
var STATIC_SITEMAP_PATHS = [
	"/",
	"/browse-shops",
	"/browse-products"
];
function shopEntries(shops) {
	return shops.map((shop) => ({
		path: shopPath(shop.id),
		lastModified: shop.updatedAt ?? shop.createdAt ?? void 0
	}));
}
function sitemapXml(origin, entries) {
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map((entry) => {
		const loc = `<loc>${escapeXml(new URL(entry.path, origin).href)}</loc>`;
		const date = entry.lastModified ? new Date(entry.lastModified) : null;
		return `  <url>${loc}${date && !Number.isNaN(date.getTime()) ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`;
	}).join("\n")}\n</urlset>\n`;
}
// src/pages/sitemap.xml.ts
var sitemap_xml_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/** The sitemap protocol's limit per file. */
var SITEMAP_MAX_URLS = 5e4;
/** Pages of the shop list read side by side; enough to be quick, few enough to be kind to the API. */
var PARALLEL_PAGES = 4;
/**
* /sitemap.xml: the public listing pages and every approved shop, read from the public shop list (a
* list read, so no visits are counted). A failing API answers 503, never a sitemap missing its shops.
*/
var GET = async (context) => {
	const api = serverApi(context);
	const first = await fetchShops(api, {
		page: 1,
		limit: 100
	});
	if (!first.ok) return new Response("Sitemap unavailable", {
		status: 503,
		headers: { "retry-after": "60" }
	});
	const shops = [...first.data.rows];
	const lastPage = Math.ceil(Math.min(first.data.total, SITEMAP_MAX_URLS - STATIC_SITEMAP_PATHS.length) / 100);
	for (let page = 2; page <= lastPage; page += PARALLEL_PAGES) {
		const batch = Array.from({ length: Math.min(PARALLEL_PAGES, lastPage - page + 1) }, (_, offset) => fetchShops(api, {
			page: page + offset,
			limit: 100
		}));
		for (const result of await Promise.all(batch)) {
			if (!result.ok) return new Response("Sitemap unavailable", {
				status: 503,
				headers: { "retry-after": "60" }
			});
			shops.push(...result.data.rows);
		}
	}
	const body = sitemapXml(siteOrigin(), [...STATIC_SITEMAP_PATHS.map((path) => ({ path })), ...shopEntries(shops)]);
	return new Response(body, { headers: {
		"content-type": "application/xml; charset=utf-8",
		"cache-control": "public, max-age=3600"
	} });
};
// \0virtual:astro:page:src/pages/sitemap.xml@_@ts
var page = () => sitemap_xml_exports;
export { page };
