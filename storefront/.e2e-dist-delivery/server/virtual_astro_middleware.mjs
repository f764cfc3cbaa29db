import { st as defineMiddleware, t as sequence } from "./chunks/sequence_BGKJNbzO.mjs";
import { n as siteOrigin } from "./chunks/site-url_7nvmnMmZ.mjs";
import { t as geocoderOrigin } from "./chunks/geocoder-url_Bu5Q7IQZ.mjs";
import { t as IMAGE_FALLBACK_SCRIPT } from "./chunks/image-fallback_CcuaO_Xb.mjs";
import { createHash } from "node:crypto";
// src/lib/security/security-headers.ts
/**
* Headers every answer of the website carries besides the Content-Security-Policy (which Astro sends on
* pages, see content-security-policy.ts). HSTS only when the public address is HTTPS: over plain HTTP
* (development, tests) a browser would ignore it, and pinning localhost to HTTPS would break it.
*/
function securityHeaders(env = process.env) {
	const headers = {
		"x-frame-options": "DENY",
		"x-content-type-options": "nosniff",
		"referrer-policy": "strict-origin-when-cross-origin"
	};
	if (siteOrigin(env).startsWith("https:")) headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
	return headers;
}
// src/lib/security/content-security-policy.ts
/** The inline scripts the site writes itself (Astro hashes its own). */
var INLINE_SCRIPTS = [IMAGE_FALLBACK_SCRIPT];
function scriptHash(source) {
	return `sha256-${createHash("sha256").update(source, "utf8").digest("base64")}`;
}
INLINE_SCRIPTS.map(scriptHash);
/** Directives that depend on settings read at request time (the reverse-geocoding service). */
function runtimeDirectives(env = process.env) {
	const geocoder = geocoderOrigin(env);
	return geocoder ? [`connect-src ${geocoder}`] : [];
}
/**
* The policy Astro rendered, with the request-time sources merged into their directives (or added). Done on
* the finished answer because Astro fixes the header before the layout renders.
*/
function withRuntimeSources(policy, env = process.env) {
	const directives = policy.split(";").map((directive) => directive.trim()).filter(Boolean);
	for (const extra of runtimeDirectives(env)) {
		const [name, ...sources] = extra.split(" ");
		const index = directives.findIndex((directive) => directive.split(" ")[0] === name);
		if (index === -1) {
			const fallback = directives.find((directive) => directive.split(" ")[0] === "default-src")?.split(" ").slice(1) ?? [];
			directives.push([
				name,
				...fallback,
				...sources
			].join(" "));
			continue;
		}
		const present = new Set(directives[index].split(" ").slice(1));
		directives[index] = [directives[index], ...sources.filter((source) => !present.has(source))].join(" ");
	}
	return `${directives.join("; ")};`;
}
// src/lib/caching/page-etag.ts
var PAGE_CACHE_CONTROL = "no-cache";
function pageEtag(html) {
	return `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
}
/** If-None-Match names this ETag (or `*`); a weak comparison, as for a GET. */
function matchesEtag(ifNoneMatch, etag) {
	if (ifNoneMatch === null) return false;
	const opaque = (tag) => tag.trim().replace(/^W\//, "");
	return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
/**
* A rendered page with its caching headers, or a 304 when the browser already holds this version. Only a
* successful GET page without a caching rule of its own is touched.
*/
async function withPageCaching(request, response) {
	const isPage = response.headers.get("content-type")?.startsWith("text/html") ?? false;
	if (request.method !== "GET" || response.status !== 200 || !isPage || response.headers.has("cache-control")) return response;
	const html = await response.text();
	const etag = pageEtag(html);
	const headers = new Headers(response.headers);
	headers.set("cache-control", PAGE_CACHE_CONTROL);
	headers.set("etag", etag);
	if (matchesEtag(request.headers.get("if-none-match"), etag)) {
		headers.delete("content-length");
		return new Response(null, {
			status: 304,
			headers
		});
	}
	return new Response(html, {
		status: 200,
		headers
	});
}
// src/middleware.ts
/**
* Security headers on every answer the server renders or proxies (static files are served before this),
* the request-time sources merged into the Content-Security-Policy Astro set on a page, and a page's
* caching headers (no-cache with an ETag).
*/
var onRequest$1 = defineMiddleware(async (context, next) => {
	const response = await withPageCaching(context.request, await next());
	const headers = securityHeaders();
	const policy = response.headers.get("content-security-policy");
	if (policy && response.headers.get("content-type")?.startsWith("text/html")) headers["content-security-policy"] = withRuntimeSources(policy);
	try {
		for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
		return response;
	} catch {
		const copy = new Response(response.body, response);
		for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
		return copy;
	}
});
// \0virtual:astro:middleware
var onRequest = sequence(onRequest$1);
export { onRequest };
