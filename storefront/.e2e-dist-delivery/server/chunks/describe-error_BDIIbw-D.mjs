// src/lib/api/base.ts
/**
* Where the storefront server finds the API. Read at request time (not inlined by Vite at build time)
* so one build can be pointed at any API with the API_URL environment variable.
*/
var DEFAULT_API_URL = "http://localhost:3333";
function apiBaseUrl(env = process.env) {
	const configured = env.API_URL?.trim();
	return (configured === void 0 || configured === "" ? DEFAULT_API_URL : configured).replace(/\/+$/, "");
}
// src/lib/describe-error.ts
/** One log line for a failed server-side call: fetch hides the useful part (ECONNREFUSED …) in `cause`. */
function describeError(error) {
	if (!(error instanceof Error)) return String(error);
	const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
	return `${error.name}: ${error.message}${cause}`;
}
export { apiBaseUrl as n, describeError as t };
