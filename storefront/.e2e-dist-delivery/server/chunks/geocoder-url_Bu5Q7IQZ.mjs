// src/lib/geocoder-url.ts
/** The reverse-geocoding service behind 'Use my location', a setting (PUBLIC_GEOCODER_URL). */
var DEFAULT_GEOCODER_URL = "https://api.bigdatacloud.net/data/reverse-geocode-client";
/** The configured service, read on the server at request time; '' switches the button off. */
function geocoderUrl(env = process.env) {
	const configured = env.PUBLIC_GEOCODER_URL;
	return configured === void 0 ? DEFAULT_GEOCODER_URL : configured.trim();
}
/** The service's origin, which the browser must be allowed to fetch from; null when switched off. */
function geocoderOrigin(env = process.env) {
	const url = geocoderUrl(env);
	if (url === "") return null;
	try {
		return new URL(url).origin;
	} catch {
		return null;
	}
}
export { geocoderUrl as n, geocoderOrigin as t };
