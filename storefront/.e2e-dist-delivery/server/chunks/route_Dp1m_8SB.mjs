import { n as apiBaseUrl, t as describeError } from "./describe-error_BDIIbw-D.mjs";
// src/lib/proxy/forward.ts
/**
* Server-side proxy of /api/* and /uploads/* to the API, so the browser sees one origin: relative
* '/api/...' calls carry the session cookie without CORS, and Set-Cookie from the API lands on the
* storefront's own host.
*/
var API_UNAVAILABLE_MESSAGE = "The API is unavailable. Please try again shortly.";
/**
* Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection and must not be relayed. `host` is the
* storefront's own; fetch sets the API's. `content-length` is recomputed by fetch for the stream.
*/
var HOP_BY_HOP = /* @__PURE__ */ new Set([
	"connection",
	"keep-alive",
	"proxy-authenticate",
	"proxy-authorization",
	"proxy-connection",
	"te",
	"trailer",
	"transfer-encoding",
	"upgrade",
	"expect"
]);
var NOT_FORWARDED_UPSTREAM = /* @__PURE__ */ new Set([
	...HOP_BY_HOP,
	"host",
	"content-length",
	"accept-encoding"
]);
/**
* Node's fetch has already decoded the body, so the upstream's encoding and length no longer describe
* what we send; set-cookie is copied separately so several cookies stay several headers.
*/
var NOT_FORWARDED_DOWNSTREAM = /* @__PURE__ */ new Set([
	...HOP_BY_HOP,
	"content-encoding",
	"content-length",
	"set-cookie"
]);
var METHODS_WITHOUT_BODY = /* @__PURE__ */ new Set(["GET", "HEAD"]);
/** Same path and query on the API: '/api/shops?x=1' on the storefront → '{apiBase}/api/shops?x=1'. */
function buildUpstreamUrl(requestUrl, apiBase) {
	const incoming = new URL(requestUrl);
	const base = new URL(apiBase);
	const prefix = base.pathname.replace(/\/+$/, "");
	const target = new URL(base.origin);
	target.pathname = `${prefix}${incoming.pathname}`;
	target.search = incoming.search;
	return target;
}
/** The browser's headers minus connection-level ones, plus the X-Forwarded-* trio. */
function upstreamRequestHeaders(incoming, context) {
	const headers = new Headers();
	for (const [name, value] of incoming) if (!NOT_FORWARDED_UPSTREAM.has(name) && !isListedInConnection(incoming, name)) headers.append(name, value);
	const url = new URL(context.requestUrl);
	const priorChain = incoming.get("x-forwarded-for");
	if (context.clientAddress !== void 0 && context.clientAddress !== "") headers.set("x-forwarded-for", priorChain ? `${priorChain}, ${context.clientAddress}` : context.clientAddress);
	headers.set("x-forwarded-proto", incoming.get("x-forwarded-proto") ?? url.protocol.replace(/:$/, ""));
	headers.set("x-forwarded-host", incoming.get("x-forwarded-host") ?? incoming.get("host") ?? url.host);
	return headers;
}
/** The API's headers for the browser, every Set-Cookie kept as its own header. */
function downstreamResponseHeaders(upstream) {
	const headers = new Headers();
	for (const [name, value] of upstream) if (!NOT_FORWARDED_DOWNSTREAM.has(name) && !isListedInConnection(upstream, name)) headers.append(name, value);
	for (const cookie of upstream.getSetCookie()) headers.append("set-cookie", cookie);
	return headers;
}
/** A header named in `Connection: x, y` is hop-by-hop too. */
function isListedInConnection(headers, name) {
	const connection = headers.get("connection");
	if (connection === null) return false;
	return connection.toLowerCase().split(",").some((token) => token.trim() === name);
}
function apiUnavailableResponse() {
	return Response.json({ message: API_UNAVAILABLE_MESSAGE }, { status: 502 });
}
/**
* Below this size the whole body fits in the socket buffers and reaches the API even if it answers
* early, so sharing the connection is safe.
*/
var SMALL_BODY_BYTES = 65536;
function isKnownSmallBody(headers) {
	const length = Number(headers.get("content-length") ?? NaN);
	return Number.isInteger(length) && length >= 0 && length <= SMALL_BODY_BYTES;
}
/** Sends the request on to the API and relays the answer as-is (status, headers, streamed body). */
async function forward(request, options) {
	const method = request.method.toUpperCase();
	const hasBody = !METHODS_WITHOUT_BODY.has(method) && request.body !== null;
	const headers = upstreamRequestHeaders(request.headers, {
		clientAddress: options.clientAddress,
		requestUrl: request.url
	});
	const init = {
		method,
		headers,
		redirect: "manual",
		signal: request.signal
	};
	if (hasBody) {
		init.body = request.body;
		init.duplex = "half";
		if (!isKnownSmallBody(request.headers)) headers.set("connection", "close");
	}
	let upstream;
	try {
		upstream = await fetch(buildUpstreamUrl(request.url, options.apiBase), init);
	} catch (error) {
		if (request.signal.aborted) return new Response(null, { status: 499 });
		console.error(`[proxy] ${method} ${new URL(request.url).pathname} failed: ${describeError(error)}`);
		return apiUnavailableResponse();
	}
	return new Response(upstream.body, {
		status: upstream.status,
		statusText: upstream.statusText,
		headers: downstreamResponseHeaders(upstream.headers)
	});
}
// src/lib/proxy/route.ts
/** The Astro endpoint handler shared by /api/[...path] and /uploads/[...path]. */
function proxyToApi(context) {
	return forward(context.request, {
		apiBase: apiBaseUrl(),
		clientAddress: clientAddressOf(context)
	});
}
function clientAddressOf(context) {
	try {
		return context.clientAddress;
	} catch {
		return;
	}
}
export { proxyToApi as t };
