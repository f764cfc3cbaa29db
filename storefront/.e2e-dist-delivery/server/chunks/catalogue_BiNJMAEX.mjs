// src/lib/api/catalogue.ts
/** GET /api/shops lists approved shops only; the API decides that, not the caller. */
var fetchShops = (api, query, signal) => api.getList("/api/shops", {
	params: { ...query },
	signal
});
var searchProducts = (api, query, signal) => api.getList("/api/products/search", {
	params: { ...query },
	signal
});
var browseProducts = (api, query, signal) => api.getList("/api/products/browse", {
	params: { ...query },
	signal
});
/** GET /api/shops/{id}; `track: false` reads without counting a visit (sitemap, previews). */
var fetchShop = (api, id, track = true) => api.get(`/api/shops/${encodeURIComponent(id)}`, { params: track ? {} : { track: 0 } });
async function fetchActiveSpotlights(api) {
	const result = await api.get("/api/spotlight/active");
	return result.ok ? {
		ok: true,
		data: Array.isArray(result.data) ? result.data : []
	} : result;
}
var fetchSpotlight = (api, id) => api.get(`/api/spotlight/${encodeURIComponent(id)}`);
/** GET /api/categories, keeping the well-formed entries only. */
async function fetchCategories(api) {
	const result = await api.get("/api/categories");
	if (!result.ok) return result;
	try {
		return {
			ok: true,
			data: parseCategories(result.data)
		};
	} catch (error) {
		return {
			ok: false,
			status: 0,
			notFound: false,
			error
		};
	}
}
/** Anything but an array means the API broke its contract. */
function parseCategories(json) {
	if (!Array.isArray(json)) throw new Error("GET /api/categories did not return an array");
	return json.filter(isCategory).map((item) => ({
		id: item.id,
		name: item.name,
		slug: item.slug,
		icon: typeof item.icon === "string" && item.icon !== "" ? item.icon : null,
		description: typeof item.description === "string" && item.description !== "" ? item.description : null
	}));
}
function isCategory(value) {
	if (typeof value !== "object" || value === null) return false;
	const record = value;
	return typeof record.id === "number" && typeof record.name === "string" && typeof record.slug === "string";
}
/** Ids in paths are positive whole numbers; anything else is a 404 without asking the API. */
var isNumericId = (value) => value !== void 0 && /^[1-9]\d{0,15}$/.test(value);
export { fetchShops as a, searchProducts as c, fetchShop as i, fetchActiveSpotlights as n, fetchSpotlight as o, fetchCategories as r, isNumericId as s, browseProducts as t };
