import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { u as $$ImageFallback } from "./catalogue_CRIn1oeq.mjs";
import { _ as productListHref, a as useListing, c as productFailure, h as parseProductQuery, i as pushAddress, l as productPage, n as LocationField, o as usePopState, r as SEARCH_COPY, s as listingState, t as TextField } from "./search_CofXFzgk.mjs";
import { n as ProductResults } from "./catalogue_BwLN-1VB.mjs";
import { r as fetchCategories } from "./catalogue_BiNJMAEX.mjs";
import { n as geocoderUrl } from "./geocoder-url_Bu5Q7IQZ.mjs";
import { U as browserApi, ct as BROWSE_LABELS, gt as viewAllProductsLabel, t as $$SiteLayout } from "./SiteLayout_D9w8JYOK.mjs";
import { t as CategorySelect } from "./CategorySelect_DCp1At91.mjs";
import { t as serverApi } from "./server_BNsqkC4i.mjs";
import { useState } from "react";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/features/search/ProductBrowser.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/search/ProductBrowser.tsx";
/** /browse-products: the filters, a preview of 32, 'View All Products (n)' and 'Back to Preview'. */
function ProductBrowser({ initialQuery, initial, categories, geocoderUrl }) {
	const [query, setQuery] = useState(initialQuery);
	const [draft, setDraft] = useState(initialQuery);
	const [state, load] = useListing(initial);
	const [page, setPage] = useState(1);
	function show(next, remember) {
		const needsFetch = next.shop !== query.shop || next.product !== query.product || next.location !== query.location || next.category !== query.category;
		setQuery(next);
		setDraft(next);
		if (remember) pushAddress(productListHref(next));
		if (needsFetch || state.status === "error") {
			setPage(1);
			load((signal) => productPage(browserApi, next, 1, { signal }));
		}
	}
	usePopState((params) => show(parseProductQuery(params), false));
	function submit(event) {
		event.preventDefault();
		show({
			...draft,
			viewAll: false
		}, true);
	}
	function more() {
		const next = page + 1;
		setPage(next);
		load((signal) => productPage(browserApi, query, next, { signal }), true);
	}
	const total = state.status === "ready" ? state.total : 0;
	const loaded = state.status === "ready" ? state.rows.length : 0;
	const update = (field) => (value) => setDraft({
		...draft,
		[field]: value
	});
	function moreButton() {
		if (query.viewAll) return loaded < total ? {
			label: SEARCH_COPY.moreProducts,
			onClick: more
		} : void 0;
		if (total > 32) return {
			label: viewAllProductsLabel(total),
			onClick: () => show({
				...query,
				viewAll: true
			}, true),
			primary: true
		};
	}
	return /* @__PURE__ */ jsxDEV("div", {
		className: "browser",
		children: [
			/* @__PURE__ */ jsxDEV("form", {
				className: "search-panel",
				role: "search",
				action: "/browse-products",
				method: "get",
				onSubmit: submit,
				children: [
					/* @__PURE__ */ jsxDEV(TextField, {
						id: "bp-product",
						name: "product",
						label: SEARCH_COPY.productLabel,
						placeholder: SEARCH_COPY.productPlaceholder,
						value: draft.product,
						onChange: update("product")
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 69,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV(TextField, {
						id: "bp-shop",
						name: "shop",
						label: SEARCH_COPY.shopLabel,
						placeholder: SEARCH_COPY.shopPlaceholder,
						value: draft.shop,
						onChange: update("shop")
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 77,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV(LocationField, {
						id: "bp-location",
						value: draft.location,
						onChange: update("location"),
						geocoderUrl
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 85,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV(CategorySelect, {
						id: "bp-category",
						value: draft.category,
						categories,
						onChange: update("category")
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 86,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("button", {
						className: "button button--primary search-panel__submit",
						type: "submit",
						children: SEARCH_COPY.searchButton
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 87,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 68,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("div", {
				className: "results-bar",
				"aria-live": "polite",
				children: [state.status === "ready" && /* @__PURE__ */ jsxDEV("p", {
					className: "results-bar__count",
					children: SEARCH_COPY.productsFound(total)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 93,
					columnNumber: 38
				}, this), state.status === "ready" && query.viewAll && /* @__PURE__ */ jsxDEV("button", {
					type: "button",
					className: "button button--outline",
					onClick: () => show({
						...query,
						viewAll: false
					}, true),
					children: BROWSE_LABELS.backToPreview
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 95,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 92,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ProductResults, {
				state,
				failure: productFailure(query),
				limit: query.viewAll ? void 0 : 32,
				more: moreButton()
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 101,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 67,
		columnNumber: 5
	}, this);
}
// src/pages/browse-products.astro
var browse_products_exports = /* @__PURE__ */ __exportAll({
	default: () => $$BrowseProducts,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$BrowseProducts = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BrowseProducts;
	const api = serverApi(Astro);
	const query = parseProductQuery(Astro.url.searchParams);
	const [categories, products] = await Promise.all([fetchCategories(api), productPage(api, query, 1)]);
	const category = categories.ok ? categories.data.find((entry) => entry.slug === query.category) : void 0;
	const heading = [
		SEARCH_COPY.browseProductsTitle,
		category?.name,
		query.location
	].filter(Boolean).join(" · ");
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": heading,
		"description": category?.description ?? SEARCH_COPY.browseProductsIntro
	}, {
		"default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="container"><header class="page-head"><h1 class="page-head__title">${category ? category.name : SEARCH_COPY.browseProductsTitle}</h1><p class="page-head__intro">${SEARCH_COPY.browseProductsIntro}</p></header>${renderComponent($$result, "ProductBrowser", ProductBrowser, {
			"client:idle": true,
			"initialQuery": query,
			"initial": listingState(products),
			"categories": categories.ok ? categories.data : [],
			"geocoderUrl": geocoderUrl(),
			"client:component-hydration": "idle",
			"client:component-path": "/work/wt/i28/storefront/src/features/search/ProductBrowser.tsx",
			"client:component-export": "ProductBrowser"
		})}</div>`,
		"head": ($$result) => renderTemplate`${renderComponent($$result, "ImageFallback", $$ImageFallback, { "slot": "head" })}`
	})}`;
}, "/work/wt/i28/storefront/src/pages/browse-products.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/browse-products.astro";
var $$url = "/browse-products";
// \0virtual:astro:page:src/pages/browse-products@_@astro
var page = () => browse_products_exports;
export { page };
