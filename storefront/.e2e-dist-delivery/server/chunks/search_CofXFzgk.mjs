import { s as withQuery } from "./server_BNsqkC4i.mjs";
import { _t as GEOLOCATION_MAX_AGE_MS, ct as BROWSE_LABELS, ut as CATALOGUE_ERRORS, vt as GEOLOCATION_TIMEOUT_MS } from "./SiteLayout_D9w8JYOK.mjs";
import { t as FIELD_LENGTHS } from "./fields_C14A1yAN.mjs";
import { a as fetchShops, c as searchProducts, t as browseProducts } from "./catalogue_BiNJMAEX.mjs";
import { useCallback, useEffect, useRef, useState } from "react";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/features/search/query.ts
var CATEGORY_MAX = FIELD_LENGTHS.category.slug;
/**
* A query parameter as text: trimmed, inner whitespace collapsed, cut to `max` (longer than the API
* accepts by default, so an odd URL cannot make a refused request); '' when absent.
*/
function textParam(params, name, max = 200) {
	return (params.get(name) ?? "").replace(/\s+/g, " ").trim().slice(0, max);
}
function parseHomeQuery(params) {
	const tab = params.get("tab") === "products" ? "products" : "shops";
	const search = textParam(params, "search");
	const product = textParam(params, "product");
	return {
		tab,
		text: tab === "products" ? product || search : search || product,
		location: textParam(params, "location", 200),
		category: textParam(params, "category", CATEGORY_MAX)
	};
}
function homeHref(query) {
	const textKey = query.tab === "products" ? "product" : "search";
	return withQuery("/", {
		[textKey]: query.text,
		location: query.location,
		category: query.category,
		tab: query.tab === "products" ? "products" : void 0
	});
}
/** The home query as the product list reads it: the search box is the product name there. */
var asProductQuery = (query) => ({
	shop: "",
	product: query.text,
	location: query.location,
	category: query.category
});
/** …and as the shop list reads it: the search box is the shop search. */
var homeShopQuery = (query) => ({
	search: query.text,
	location: query.location,
	category: query.category
});
function parseShopQuery(params) {
	return {
		search: textParam(params, "search"),
		location: textParam(params, "location", 200),
		category: textParam(params, "category", CATEGORY_MAX)
	};
}
var shopListHref = (path, query) => withQuery(path, { ...query });
function parseProductQuery(params) {
	return {
		shop: textParam(params, "shop"),
		product: textParam(params, "product"),
		location: textParam(params, "location", 200),
		category: textParam(params, "category", CATEGORY_MAX),
		viewAll: params.get("view") === "all"
	};
}
function productListHref(query) {
	const { viewAll, ...filters } = query;
	return withQuery("/browse-products", {
		...filters,
		view: viewAll ? "all" : void 0
	});
}
/**
* A product list with a shop, product or category filter is a search; with at most a location it is
* the browse call. The two fail with different words.
*/
var isProductSearch = (query) => query.shop !== "" || query.product !== "" || query.category !== "";
var shopPage = (api, query, page, { limit = 24, signal } = {}) => fetchShops(api, {
	...query,
	page,
	limit
}, signal);
/** A page of products as big as the API allows, so the preview and 'View All' share the first one. */
function productPage(api, query, page, { limit = 100, signal } = {}) {
	const paging = {
		page,
		limit
	};
	return isProductSearch(query) ? searchProducts(api, {
		shop: query.shop,
		product: query.product,
		location: query.location,
		category: query.category,
		...paging
	}, signal) : browseProducts(api, {
		location: query.location,
		...paging
	}, signal);
}
/** 'Failed to search products' or 'Failed to browse products', after the call that was made. */
var productFailure = (query) => isProductSearch(query) ? CATALOGUE_ERRORS.searchFailed : CATALOGUE_ERRORS.browseFailed;
// src/features/catalogue/listing-state.ts
function listingState(result) {
	return result.ok ? {
		status: "ready",
		rows: result.data.rows,
		total: result.data.total
	} : { status: "error" };
}
// src/features/search/use-listing.ts
/**
* Holds one list and reloads it; a newer load cancels the one still running, so a slow answer to an
* old search can never overwrite the answer to the new one.
*/
function useListing(initial) {
	const [state, setState] = useState(initial);
	const running = useRef(null);
	useEffect(() => () => running.current?.abort(), []);
	return [state, useCallback(async (fetcher, append = false) => {
		running.current?.abort();
		const controller = new AbortController();
		running.current = controller;
		if (!append) setState({ status: "loading" });
		try {
			const result = await fetcher(controller.signal);
			if (controller.signal.aborted) return;
			setState((previous) => {
				if (!result.ok) return append && previous.status === "ready" ? previous : { status: "error" };
				if (append && previous.status === "ready") return {
					status: "ready",
					rows: [...previous.rows, ...result.data.rows],
					total: result.data.total
				};
				return {
					status: "ready",
					rows: result.data.rows,
					total: result.data.total
				};
			});
		} catch {
			if (!controller.signal.aborted) setState({ status: "error" });
		}
	}, [])];
}
/** Keeps an island in step with the address bar: back and forward re-read the query. */
function usePopState(onChange) {
	const latest = useRef(onChange);
	latest.current = onChange;
	useEffect(() => {
		const listener = () => latest.current(new URLSearchParams(window.location.search));
		window.addEventListener("popstate", listener);
		return () => window.removeEventListener("popstate", listener);
	}, []);
}
function pushAddress(href) {
	if (`${window.location.pathname}${window.location.search}` !== href) window.history.pushState(null, "", href);
}
// src/features/search/copy.ts
/** The search screens' own words: the search forms, result counts, 'more' buttons and list titles. */
var SEARCH_COPY = {
	searchLabel: "Shop or product name",
	searchPlaceholder: "e.g. bakery, soda bread",
	shopSearchLabel: "Shop name",
	shopSearchPlaceholder: "e.g. Murphy’s Bakery",
	productLabel: "Product",
	productPlaceholder: "e.g. sourdough, bike repair",
	shopLabel: "Shop",
	shopPlaceholder: "Shop name",
	locationLabel: "Location",
	locationPlaceholder: "Town or county",
	categoryLabel: "Category",
	clearCategory: "Show all categories",
	searchButton: "Search",
	resultsLabel: "Results",
	locating: "Finding your location…",
	locationUnavailable: "We couldn’t work out your location just now. Please type your town instead.",
	locationDenied: "Location access is turned off. Please type your town instead.",
	resultsFound: (count) => count === 1 ? "1 result" : `${count.toLocaleString("en-IE")} results`,
	shopsFound: (count) => count === 1 ? "1 shop" : `${count.toLocaleString("en-IE")} shops`,
	productsFound: (count) => count === 1 ? "1 product" : `${count.toLocaleString("en-IE")} products`,
	moreShops: "Show more shops",
	moreProducts: "Show more products",
	allShopsLink: "See all shops",
	allProductsLink: "See all products",
	browseShopsTitle: "Browse Shops",
	browseShopsIntro: "Independent shops and local businesses across Ireland.",
	browseProductsTitle: "Browse Products",
	browseProductsIntro: "Products from approved local shops, with the nearest first when you give a town.",
	shopsFailed: "Failed to load shops"
};
// src/features/search/geolocation.ts
/**
* 'Use my location': the browser's position, turned into a place name by a reverse-geocoding service
* whose address is a setting (PUBLIC_GEOCODER_URL). Any failure leaves the field as it was.
*/
var GEOCODER_TIMEOUT_MS = 8e3;
/** City first, then locality, then country, from the service's answer; null when none. */
function placeFromGeocoder(body) {
	if (typeof body !== "object" || body === null) return null;
	const record = body;
	for (const key of [
		"city",
		"locality",
		"countryName",
		"country"
	]) {
		const value = record[key];
		if (typeof value === "string" && value.trim() !== "") return value.trim();
	}
	return null;
}
function geocoderRequestUrl(base, latitude, longitude) {
	const url = new URL(base);
	url.searchParams.set("latitude", latitude.toFixed(5));
	url.searchParams.set("longitude", longitude.toFixed(5));
	url.searchParams.set("localityLanguage", "en");
	return url.href;
}
function currentPosition(geolocation) {
	return new Promise((resolve, reject) => geolocation.getCurrentPosition(resolve, reject, {
		timeout: GEOLOCATION_TIMEOUT_MS,
		maximumAge: GEOLOCATION_MAX_AGE_MS
	}));
}
var PERMISSION_DENIED = 1;
async function locate(base, geolocation) {
	if (base === "" || geolocation === void 0) return {
		ok: false,
		reason: "unavailable"
	};
	let position;
	try {
		position = await currentPosition(geolocation);
	} catch (error) {
		return {
			ok: false,
			reason: typeof error === "object" && error !== null && error.code === PERMISSION_DENIED ? "denied" : "unavailable"
		};
	}
	try {
		const response = await fetch(geocoderRequestUrl(base, position.coords.latitude, position.coords.longitude), { signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS) });
		const place = response.ok ? placeFromGeocoder(await response.json()) : null;
		return place === null ? {
			ok: false,
			reason: "unavailable"
		} : {
			ok: true,
			place
		};
	} catch {
		return {
			ok: false,
			reason: "unavailable"
		};
	}
}
// src/features/search/LocationField.tsx
var _jsxFileName$1 = "/work/wt/i28/storefront/src/features/search/LocationField.tsx";
/** The location box with 'Use my location'; a failure keeps what was typed and says so politely. */
function LocationField({ id, value, onChange, geocoderUrl }) {
	const [status, setStatus] = useState("idle");
	async function useMyLocation() {
		setStatus("locating");
		const outcome = await locate(geocoderUrl, typeof navigator === "undefined" ? void 0 : navigator.geolocation);
		if (outcome.ok) {
			onChange(outcome.place);
			setStatus("idle");
		} else setStatus(outcome.reason);
	}
	const note = status === "locating" ? SEARCH_COPY.locating : status === "denied" ? SEARCH_COPY.locationDenied : status === "unavailable" ? SEARCH_COPY.locationUnavailable : "";
	return /* @__PURE__ */ jsxDEV("div", {
		className: "search-field search-field--location",
		children: [
			/* @__PURE__ */ jsxDEV("label", {
				className: "search-field__label",
				htmlFor: id,
				children: SEARCH_COPY.locationLabel
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 43,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("div", {
				className: "search-field__row",
				children: [/* @__PURE__ */ jsxDEV("input", {
					id,
					className: "search-field__input",
					type: "text",
					name: "location",
					value,
					onChange: (event) => onChange(event.target.value),
					placeholder: SEARCH_COPY.locationPlaceholder,
					autoComplete: "address-level2",
					maxLength: 200
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 47,
					columnNumber: 9
				}, this), geocoderUrl !== "" && /* @__PURE__ */ jsxDEV("button", {
					type: "button",
					className: "search-field__locate",
					onClick: useMyLocation,
					disabled: status === "locating",
					"data-testid": "use-my-location",
					children: [/* @__PURE__ */ jsxDEV("svg", {
						width: "18",
						height: "18",
						viewBox: "0 0 24 24",
						fill: "none",
						stroke: "currentColor",
						strokeWidth: "1.8",
						"aria-hidden": "true",
						children: [/* @__PURE__ */ jsxDEV("circle", {
							cx: "12",
							cy: "12",
							r: "3.5"
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 67,
							columnNumber: 15
						}, this), /* @__PURE__ */ jsxDEV("path", { d: "M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" }, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 68,
							columnNumber: 15
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$1,
						lineNumber: 66,
						columnNumber: 13
					}, this), /* @__PURE__ */ jsxDEV("span", { children: BROWSE_LABELS.useMyLocation }, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 70,
						columnNumber: 13
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 59,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$1,
				lineNumber: 46,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("p", {
				className: "search-field__note",
				role: "status",
				"aria-live": "polite",
				"data-testid": "location-note",
				children: note
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 74,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 42,
		columnNumber: 5
	}, this);
}
// src/features/search/TextField.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/search/TextField.tsx";
function TextField({ id, name, label, placeholder, value, onChange }) {
	return /* @__PURE__ */ jsxDEV("div", {
		className: "search-field",
		children: [/* @__PURE__ */ jsxDEV("label", {
			className: "search-field__label",
			htmlFor: id,
			children: label
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 15,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("input", {
			id,
			className: "search-field__input",
			type: "search",
			name,
			value,
			onChange: (event) => onChange(event.target.value),
			placeholder,
			autoComplete: "off",
			maxLength: 200
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 18,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 14,
		columnNumber: 5
	}, this);
}
export { productListHref as _, useListing as a, productFailure as c, asProductQuery as d, homeHref as f, parseShopQuery as g, parseProductQuery as h, pushAddress as i, productPage as l, parseHomeQuery as m, LocationField as n, usePopState as o, homeShopQuery as p, SEARCH_COPY as r, listingState as s, TextField as t, shopPage as u, shopListHref as v };
