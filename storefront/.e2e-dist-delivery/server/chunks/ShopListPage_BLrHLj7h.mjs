import { A as renderTemplate, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { a as useListing, g as parseShopQuery, i as pushAddress, n as LocationField, o as usePopState, r as SEARCH_COPY, s as listingState, t as TextField, u as shopPage, v as shopListHref } from "./search_CofXFzgk.mjs";
import { t as serverApi } from "./server_BNsqkC4i.mjs";
import { r as fetchCategories } from "./catalogue_BiNJMAEX.mjs";
import { n as geocoderUrl } from "./geocoder-url_Bu5Q7IQZ.mjs";
import { U as browserApi, t as $$SiteLayout } from "./SiteLayout_D9w8JYOK.mjs";
import { t as ShopResults } from "./catalogue_BwLN-1VB.mjs";
import { t as CategorySelect } from "./CategorySelect_DCp1At91.mjs";
import { u as $$ImageFallback } from "./catalogue_CRIn1oeq.mjs";
import { useState } from "react";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/features/search/ShopBrowser.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/search/ShopBrowser.tsx";
/** /browse and /browse-shops: the shop list with search, location and category. */
function ShopBrowser({ path, initialQuery, initial, categories, geocoderUrl }) {
	const [query, setQuery] = useState(initialQuery);
	const [draft, setDraft] = useState(initialQuery);
	const [page, setPage] = useState(1);
	const [state, load] = useListing(initial);
	function show(next, remember) {
		setQuery(next);
		setDraft(next);
		setPage(1);
		if (remember) pushAddress(shopListHref(path, next));
		load((signal) => shopPage(browserApi, next, 1, { signal }));
	}
	usePopState((params) => show(parseShopQuery(params), false));
	function submit(event) {
		event.preventDefault();
		show(draft, true);
	}
	function more() {
		const next = page + 1;
		setPage(next);
		load((signal) => shopPage(browserApi, query, next, { signal }), true);
	}
	const update = (field) => (value) => setDraft({
		...draft,
		[field]: value
	});
	return /* @__PURE__ */ jsxDEV("div", {
		className: "browser",
		children: [
			/* @__PURE__ */ jsxDEV("form", {
				className: "search-panel",
				role: "search",
				action: path,
				method: "get",
				onSubmit: submit,
				children: [
					/* @__PURE__ */ jsxDEV(TextField, {
						id: "bs-search",
						name: "search",
						label: SEARCH_COPY.shopSearchLabel,
						placeholder: SEARCH_COPY.shopSearchPlaceholder,
						value: draft.search,
						onChange: update("search")
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 55,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV(LocationField, {
						id: "bs-location",
						value: draft.location,
						onChange: update("location"),
						geocoderUrl
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 63,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV(CategorySelect, {
						id: "bs-category",
						value: draft.category,
						categories,
						onChange: update("category")
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 64,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("button", {
						className: "button button--primary search-panel__submit",
						type: "submit",
						children: SEARCH_COPY.searchButton
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 65,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 54,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("div", {
				className: "results-bar",
				"aria-live": "polite",
				children: state.status === "ready" && /* @__PURE__ */ jsxDEV("p", {
					className: "results-bar__count",
					children: SEARCH_COPY.shopsFound(state.total)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 71,
					columnNumber: 38
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 70,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ShopResults, {
				state,
				failure: SEARCH_COPY.shopsFailed,
				more: state.status === "ready" && state.rows.length < state.total ? {
					label: SEARCH_COPY.moreShops,
					onClick: more
				} : void 0
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 74,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 53,
		columnNumber: 5
	}, this);
}
// src/features/search/ShopListPage.astro
createAstro("https://astro.build");
var $$ShopListPage = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ShopListPage;
	const { path } = Astro.props;
	const api = serverApi(Astro);
	const query = parseShopQuery(Astro.url.searchParams);
	const [categories, shops] = await Promise.all([fetchCategories(api), shopPage(api, query, 1)]);
	const heading = query.location ? `${SEARCH_COPY.browseShopsTitle} · ${query.location}` : SEARCH_COPY.browseShopsTitle;
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": heading,
		"description": SEARCH_COPY.browseShopsIntro
	}, {
		"default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="container"><header class="page-head"><h1 class="page-head__title">${SEARCH_COPY.browseShopsTitle}</h1><p class="page-head__intro">${SEARCH_COPY.browseShopsIntro}</p></header>${renderComponent($$result, "ShopBrowser", ShopBrowser, {
			"client:idle": true,
			"path": path,
			"initialQuery": query,
			"initial": listingState(shops),
			"categories": categories.ok ? categories.data : [],
			"geocoderUrl": geocoderUrl(),
			"client:component-hydration": "idle",
			"client:component-path": "/work/wt/i28/storefront/src/features/search/ShopBrowser.tsx",
			"client:component-export": "ShopBrowser"
		})}</div>`,
		"head": ($$result) => renderTemplate`${renderComponent($$result, "ImageFallback", $$ImageFallback, { "slot": "head" })}`
	})}`;
}, "/work/wt/i28/storefront/src/features/search/ShopListPage.astro", void 0);
export { $$ShopListPage as t };
