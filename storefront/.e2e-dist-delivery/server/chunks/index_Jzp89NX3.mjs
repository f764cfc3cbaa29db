import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, L as unescapeHTML, N as addAttribute, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { Q as SITE_COPY, St as NAV_LABELS, U as browserApi, Y as SPOTLIGHT_REFRESH_MS, ct as BROWSE_LABELS, pt as REPORT_DIALOG, q as Dialog, r as getSessionState, t as $$SiteLayout, xt as BRAND, yt as REPORT_EMAIL_SUBJECT } from "./SiteLayout_D9w8JYOK.mjs";
import { a as spotlightPath, r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { n as fetchActiveSpotlights, r as fetchCategories } from "./catalogue_BiNJMAEX.mjs";
import { c as shopName, o as productName, r as priceLabel, u as $$ImageFallback } from "./catalogue_CRIn1oeq.mjs";
import { a as useListing, c as productFailure, d as asProductQuery, f as homeHref, i as pushAddress, l as productPage, m as parseHomeQuery, n as LocationField, o as usePopState, p as homeShopQuery, r as SEARCH_COPY, s as listingState, t as TextField, u as shopPage } from "./search_CofXFzgk.mjs";
import { n as ProductResults, t as ShopResults } from "./catalogue_BwLN-1VB.mjs";
import { n as geocoderUrl } from "./geocoder-url_Bu5Q7IQZ.mjs";
import { s as withQuery, t as serverApi } from "./server_BNsqkC4i.mjs";
import { a as daysLeftLabel, n as SPOTLIGHT_PAGE } from "./spotlight_BlXIqfQB.mjs";
import { t as daysLeft } from "./dates_BETNPmni.mjs";
import { t as showsPriorityBadge } from "./spotlight_C0VJKUr7.mjs";
import { n as PRODUCT_PLACEHOLDER_IMAGE } from "./image-fallback_CcuaO_Xb.mjs";
import { t as galleryImages } from "./spotlight-view_DXIaaPVj.mjs";
import { t as SPOTLIGHT_COPY } from "./spotlight_CrhSMo5j.mjs";
import { useEffect, useState } from "react";
import { Fragment as Fragment$1, jsxDEV } from "react/jsx-dev-runtime";
// src/components/icons/icon-set.ts
/**
* A small icon set drawn for this site (24×24, stroke-based, currentColor) so nothing is fetched from a
* CDN. Category icons are stored in the database by name; unknown names get the generic bag.
*/
var ICONS = {
	car: "<path d=\"M5 11l1.6-4.2A2 2 0 0 1 8.5 5.5h7a2 2 0 0 1 1.9 1.3L19 11\"/><path d=\"M3 16v-3a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z\"/><path d=\"M6 17v2M18 17v2\"/><circle cx=\"7.5\" cy=\"14\" r=\"0.6\"/><circle cx=\"16.5\" cy=\"14\" r=\"0.6\"/>",
	sparkles: "<path d=\"M10 3l1.7 4.8L16.5 9.5l-4.8 1.7L10 16l-1.7-4.8L3.5 9.5l4.8-1.7z\"/><path d=\"M18 14l.8 2.2 2.2.8-2.2.8L18 20l-.8-2.2-2.2-.8 2.2-.8z\"/>",
	"graduation-cap": "<path d=\"M2 9l10-5 10 5-10 5z\"/><path d=\"M6 11v5c0 1.4 2.7 3 6 3s6-1.6 6-3v-5\"/><path d=\"M22 9v6\"/>",
	cpu: "<rect x=\"6\" y=\"6\" width=\"12\" height=\"12\" rx=\"2\"/><rect x=\"9.5\" y=\"9.5\" width=\"5\" height=\"5\" rx=\"0.5\"/><path d=\"M9 2.5V6M15 2.5V6M9 18v3.5M15 18v3.5M2.5 9H6M2.5 15H6M18 9h3.5M18 15h3.5\"/>",
	shirt: "<path d=\"M8.5 3.5L3 6.5l2 4.5 2.5-1V20.5h9V10l2.5 1 2-4.5-5.5-3c-.4 1.6-1.8 2.8-3.5 2.8s-3.1-1.2-3.5-2.8z\"/>",
	utensils: "<path d=\"M5 3v5a2.5 2.5 0 0 0 5 0V3M7.5 3v18\"/><path d=\"M18.5 21V3c-2.2 1-3.5 3.8-3.5 7.5V13h3.5\"/>",
	home: "<path d=\"M3 11l9-7.5 9 7.5\"/><path d=\"M5.5 9.5V20h5v-5.5h3V20h5V9.5\"/>",
	briefcase: "<rect x=\"3\" y=\"7\" width=\"18\" height=\"13\" rx=\"2\"/><path d=\"M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18M11 12.5v2h2v-2\"/>",
	heart: "<path d=\"M12 20s-7.5-4.6-8.8-9.3C2.4 7.6 4.4 5 7.2 5c1.9 0 3.3 1 4.8 2.8C13.5 6 14.9 5 16.8 5c2.8 0 4.8 2.6 4 5.7C19.5 15.4 12 20 12 20z\"/>",
	leaf: "<path d=\"M5 19c0-8 5-13 15-14-1 10-6 15-14 15\"/><path d=\"M5 19l7-7\"/>",
	wrench: "<path d=\"M14.5 6.5a4 4 0 0 1 5-5l-2.5 2.5.5 2 2 .5 2.5-2.5a4 4 0 0 1-5 5L8 18.5a2.1 2.1 0 0 1-3-3z\"/>",
	book: "<path d=\"M4 5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2z\"/><path d=\"M4 20a2 2 0 0 0 2 2h14v-4\"/>",
	store: "<path d=\"M4 9.5V20h16V9.5\"/><path d=\"M2.5 9.5L4.5 4h15l2 5.5c0 1.4-1.2 2.5-2.6 2.5s-2.6-1.1-2.6-2.5c0 1.4-1.2 2.5-2.6 2.5h-.4c-1.4 0-2.6-1.1-2.6-2.5 0 1.4-1.2 2.5-2.6 2.5S2.5 10.9 2.5 9.5z\"/><path d=\"M10 20v-5h4v5\"/>",
	"shopping-bag": "<path d=\"M5.5 7.5h13l1 13h-15z\"/><path d=\"M9 10V6.5a3 3 0 0 1 6 0V10\"/>",
	search: "<circle cx=\"11\" cy=\"11\" r=\"6.5\"/><path d=\"M16 16l4.5 4.5\"/>",
	"map-pin": "<path d=\"M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z\"/><circle cx=\"12\" cy=\"10\" r=\"2.3\"/>",
	"arrow-right": "<path d=\"M5 12h14M13 6l6 6-6 6\"/>",
	mail: "<rect x=\"3\" y=\"5\" width=\"18\" height=\"14\" rx=\"2\"/><path d=\"M3.5 6.5l8.5 6.5 8.5-6.5\"/>",
	"alert-circle": "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M12 7.5v5.5M12 16.5v.01\"/>"
};
/** Common spellings the seed data or admins might use for the same pictures. */
var ALIASES = {
	house: "home",
	"home-garden": "home",
	graduation: "graduation-cap",
	laptop: "cpu",
	smartphone: "cpu",
	chip: "cpu",
	"utensils-crossed": "utensils",
	food: "utensils",
	beauty: "sparkles",
	sparkle: "sparkles",
	"t-shirt": "shirt",
	tshirt: "shirt",
	shop: "store",
	bag: "shopping-bag"
};
var FALLBACK_ICON = "shopping-bag";
function resolveIconName(name) {
	const key = (name ?? "").trim().toLowerCase();
	if (Object.hasOwn(ICONS, key)) return key;
	return Object.hasOwn(ALIASES, key) ? ALIASES[key] : FALLBACK_ICON;
}
/** The inner SVG markup for an icon name (our own constant strings, never user input). */
function iconMarkup(name) {
	return ICONS[resolveIconName(name)];
}
// src/components/icons/Icon.astro
createAstro("https://astro.build");
var $$Icon = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Icon;
	const { name, size = 24, class: className, label } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<svg${addAttribute(["icon", className], "class:list")}${addAttribute(size, "width")}${addAttribute(size, "height")} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"${addAttribute(label ? "img" : void 0, "role")}${addAttribute(label, "aria-label")}${addAttribute(label ? void 0 : "true", "aria-hidden")} focusable="false">${unescapeHTML(iconMarkup(name))}</svg>`;
}, "/work/wt/i28/storefront/src/components/icons/Icon.astro", void 0);
// src/features/categories/category-links.ts
/** Category tiles open the product list filtered by the category: that is what a shopper picks them for. */
function categoryHref(slug) {
	return `/browse-products?category=${encodeURIComponent(slug)}`;
}
// src/features/categories/CategoryGrid.astro
createAstro("https://astro.build");
var $$CategoryGrid = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CategoryGrid;
	const { categories } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<ul class="category-grid" data-testid="category-grid">${categories.map((category) => renderTemplate`<li><a class="category-tile"${addAttribute(categoryHref(category.slug), "href")}${addAttribute(category.slug, "data-category")}><span class="category-tile__icon">${renderComponent($$result, "Icon", $$Icon, {
		"name": category.icon,
		"size": 28
	})}</span><span class="category-tile__text"><span class="category-tile__name">${category.name}</span>${category.description && renderTemplate`<span class="category-tile__description">${category.description}</span>`}</span></a></li>`)}</ul>`;
}, "/work/wt/i28/storefront/src/features/categories/CategoryGrid.astro", void 0);
// src/features/report/report-mail.ts
/** Where reports go; the footer's contact address. */
var REPORT_EMAIL = "hello@shoplocal.ie";
/** A mailto link with the subject 'Report' and the checklist as a template the visitor fills in. */
function reportMailto(address = REPORT_EMAIL) {
	const body = REPORT_DIALOG.items.map((item) => `${item}: `).join("\n");
	return `mailto:${address}?subject=${encodeURIComponent(REPORT_EMAIL_SUBJECT)}&body=${encodeURIComponent(body)}`;
}
// src/features/report/copy.ts
/** The report band and dialog's own words. */
var REPORT_COPY = {
	reportShop: "Report a shop",
	reportIntro: "Something wrong with a shop or a listing? Tell us and we will look into it."
};
// src/features/report/ReportDialog.tsx
var _jsxFileName$2 = "/work/wt/i28/storefront/src/features/report/ReportDialog.tsx";
/** The quick report dialog: how to report a shop by email, and 'Got it! Close'. */
function ReportDialog() {
	const [open, setOpen] = useState(false);
	return /* @__PURE__ */ jsxDEV(Fragment$1, { children: [/* @__PURE__ */ jsxDEV("button", {
		type: "button",
		className: "button button--outline report-button",
		onClick: () => setOpen(true),
		"data-testid": "open-report",
		children: REPORT_COPY.reportShop
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 12,
		columnNumber: 7
	}, this), /* @__PURE__ */ jsxDEV(Dialog, {
		open,
		onClose: () => setOpen(false),
		title: REPORT_DIALOG.title,
		children: [
			/* @__PURE__ */ jsxDEV("p", { children: REPORT_DIALOG.instructions }, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 16,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV("ul", {
				className: "dialog__list",
				children: REPORT_DIALOG.items.map((item) => /* @__PURE__ */ jsxDEV("li", { children: item }, item, false, {
					fileName: _jsxFileName$2,
					lineNumber: 19,
					columnNumber: 13
				}, this))
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 17,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV("p", { children: /* @__PURE__ */ jsxDEV("a", {
				href: reportMailto(),
				children: REPORT_EMAIL
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 23,
				columnNumber: 11
			}, this) }, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 22,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV("p", {
				className: "dialog__note",
				children: REPORT_DIALOG.promise
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 25,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV("div", {
				className: "dialog__actions",
				children: /* @__PURE__ */ jsxDEV("button", {
					type: "button",
					className: "button button--primary",
					onClick: () => setOpen(false),
					children: REPORT_DIALOG.close
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 27,
					columnNumber: 11
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 26,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$2,
		lineNumber: 15,
		columnNumber: 7
	}, this)] }, void 0, true, {
		fileName: _jsxFileName$2,
		lineNumber: 11,
		columnNumber: 5
	}, this);
}
// src/features/search/HomeCatalogue.tsx
var _jsxFileName$1 = "/work/wt/i28/storefront/src/features/search/HomeCatalogue.tsx";
var TABS = ["shops", "products"];
var TAB_LABELS = {
	shops: BROWSE_LABELS.shopsTab,
	products: BROWSE_LABELS.productsTab
};
var categoryName = (categories, slug) => categories.find((category) => category.slug === slug)?.name ?? slug;
var filtersKey = (query) => JSON.stringify([
	query.text,
	query.location,
	query.category
]);
/** The home search: one box, a location, a category and the Shops / Products tabs kept in the address. */
function HomeCatalogue({ initialQuery, initialShops, initialProducts, categories, geocoderUrl }) {
	const [query, setQuery] = useState(initialQuery);
	const [draft, setDraft] = useState(initialQuery);
	const [shops, loadShops] = useListing(initialShops);
	const [products, loadProducts] = useListing(initialProducts);
	const [loadedFor, setLoadedFor] = useState({
		shops: initialShops.status === "idle" ? null : filtersKey(initialQuery),
		products: initialProducts.status === "idle" ? null : filtersKey(initialQuery)
	});
	function show(next, remember) {
		setQuery(next);
		setDraft(next);
		if (remember) pushAddress(homeHref(next));
		const key = filtersKey(next);
		const current = next.tab === "shops" ? shops : products;
		if (loadedFor[next.tab] === key && current.status !== "error") return;
		setLoadedFor({
			...loadedFor,
			[next.tab]: key
		});
		if (next.tab === "shops") loadShops((signal) => shopPage(browserApi, homeShopQuery(next), 1, { signal }));
		else loadProducts((signal) => productPage(browserApi, asProductQuery(next), 1, {
			limit: 20,
			signal
		}));
	}
	usePopState((params) => show(parseHomeQuery(params), false));
	function submit(event) {
		event.preventDefault();
		show({
			...draft,
			tab: query.tab
		}, true);
	}
	function onTabKey(event) {
		if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
		const other = query.tab === "shops" ? "products" : "shops";
		show({
			...query,
			tab: other
		}, true);
		document.getElementById(`home-tab-${other}`)?.focus();
	}
	const seeAll = query.tab === "shops" ? withQuery(ROUTES.browseShops, { ...homeShopQuery(query) }) : withQuery(ROUTES.browseProducts, {
		product: query.text,
		location: query.location,
		category: query.category
	});
	return /* @__PURE__ */ jsxDEV("div", {
		className: "home-catalogue",
		children: [/* @__PURE__ */ jsxDEV("form", {
			className: "search-panel search-panel--hero",
			role: "search",
			action: "/",
			method: "get",
			onSubmit: submit,
			children: [
				/* @__PURE__ */ jsxDEV("input", {
					type: "hidden",
					name: "tab",
					value: query.tab
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 76,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(TextField, {
					id: "home-search",
					name: query.tab === "products" ? "product" : "search",
					label: SEARCH_COPY.searchLabel,
					placeholder: SEARCH_COPY.searchPlaceholder,
					value: draft.text,
					onChange: (text) => setDraft({
						...draft,
						text
					})
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 77,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(LocationField, {
					id: "home-location",
					value: draft.location,
					onChange: (location) => setDraft({
						...draft,
						location
					}),
					geocoderUrl
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 85,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("button", {
					className: "button button--accent search-panel__submit",
					type: "submit",
					children: SEARCH_COPY.searchButton
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 91,
					columnNumber: 9
				}, this),
				draft.category !== "" && /* @__PURE__ */ jsxDEV("div", {
					className: "filter-chip",
					children: [
						/* @__PURE__ */ jsxDEV("input", {
							type: "hidden",
							name: "category",
							value: draft.category
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 97,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV("span", { children: `${SEARCH_COPY.categoryLabel}: ${categoryName(categories, draft.category)}` }, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 98,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV("button", {
							type: "button",
							className: "filter-chip__clear",
							"aria-label": SEARCH_COPY.clearCategory,
							onClick: () => show({
								...draft,
								category: "",
								tab: query.tab
							}, true),
							children: "×"
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 99,
							columnNumber: 13
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 96,
					columnNumber: 11
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 75,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("div", {
			className: "home-results",
			children: [/* @__PURE__ */ jsxDEV("div", {
				className: "catalogue-tabs",
				children: [/* @__PURE__ */ jsxDEV("div", {
					className: "catalogue-tabs__list",
					role: "tablist",
					"aria-label": SEARCH_COPY.resultsLabel,
					children: TABS.map((tab) => /* @__PURE__ */ jsxDEV("button", {
						id: `home-tab-${tab}`,
						type: "button",
						role: "tab",
						className: "catalogue-tabs__tab",
						"aria-selected": query.tab === tab,
						"aria-controls": "home-tab-panel",
						tabIndex: query.tab === tab ? 0 : -1,
						onClick: () => show({
							...draft,
							tab
						}, true),
						onKeyDown: onTabKey,
						children: TAB_LABELS[tab]
					}, tab, false, {
						fileName: _jsxFileName$1,
						lineNumber: 115,
						columnNumber: 15
					}, this))
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 113,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV("a", {
					className: "catalogue-tabs__link",
					href: seeAll,
					children: query.tab === "shops" ? SEARCH_COPY.allShopsLink : SEARCH_COPY.allProductsLink
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 131,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$1,
				lineNumber: 112,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV("div", {
				id: "home-tab-panel",
				role: "tabpanel",
				"aria-labelledby": `home-tab-${query.tab}`,
				className: "catalogue-tabs__panel",
				children: query.tab === "shops" ? /* @__PURE__ */ jsxDEV(ShopResults, {
					state: shops,
					failure: SEARCH_COPY.shopsFailed
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 137,
					columnNumber: 13
				}, this) : /* @__PURE__ */ jsxDEV(ProductResults, {
					state: products,
					limit: 20,
					failure: productFailure(asProductQuery(query))
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 139,
					columnNumber: 13
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 135,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 111,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 74,
		columnNumber: 5
	}, this);
}
// src/features/spotlight/SpotlightStrip.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/spotlight/SpotlightStrip.tsx";
/** Active spotlights, highest priority first, refreshed every 5 minutes. */
function SpotlightStrip({ initial }) {
	const [spotlights, setSpotlights] = useState(initial);
	useEffect(() => {
		const timer = window.setInterval(async () => {
			const result = await fetchActiveSpotlights(browserApi);
			if (result.ok) setSpotlights(result.data);
		}, SPOTLIGHT_REFRESH_MS);
		return () => window.clearInterval(timer);
	}, []);
	if (spotlights.length === 0) return null;
	return /* @__PURE__ */ jsxDEV(SpotlightList, { spotlights }, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 31,
		columnNumber: 10
	}, this);
}
function SpotlightList({ spotlights }) {
	return /* @__PURE__ */ jsxDEV("ul", {
		className: "spotlight-strip",
		"data-testid": "spotlight-strip",
		children: spotlights.map((spotlight) => {
			const image = galleryImages(spotlight)[0] ?? "/images/placeholder-product.svg";
			const name = productName(spotlight.product.name);
			return /* @__PURE__ */ jsxDEV("li", {
				className: "spotlight-card",
				"data-testid": "spotlight-card",
				children: /* @__PURE__ */ jsxDEV("a", {
					href: spotlightPath(spotlight.id),
					className: "spotlight-card__link",
					children: [/* @__PURE__ */ jsxDEV("div", {
						className: "spotlight-card__media",
						children: [/* @__PURE__ */ jsxDEV("img", {
							src: image,
							"data-fallback": PRODUCT_PLACEHOLDER_IMAGE,
							suppressHydrationWarning: true,
							alt: "",
							width: "400",
							height: "300",
							loading: "lazy"
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 44,
							columnNumber: 17
						}, this), showsPriorityBadge(spotlight.priority) && /* @__PURE__ */ jsxDEV("span", {
							className: "badge badge--priority",
							"data-testid": "priority-badge",
							children: SPOTLIGHT_PAGE.priorityBadge
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 54,
							columnNumber: 19
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 43,
						columnNumber: 15
					}, this), /* @__PURE__ */ jsxDEV("div", {
						className: "spotlight-card__body",
						children: [
							/* @__PURE__ */ jsxDEV("span", {
								className: "spotlight-card__name",
								children: name
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 60,
								columnNumber: 17
							}, this),
							/* @__PURE__ */ jsxDEV("span", {
								className: "spotlight-card__shop",
								children: [
									shopName(spotlight.shop.name),
									" · ",
									spotlight.shop.location
								]
							}, void 0, true, {
								fileName: _jsxFileName,
								lineNumber: 61,
								columnNumber: 17
							}, this),
							/* @__PURE__ */ jsxDEV("span", {
								className: "spotlight-card__meta",
								children: [/* @__PURE__ */ jsxDEV("strong", { children: priceLabel(spotlight.product.price) }, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 65,
									columnNumber: 19
								}, this), /* @__PURE__ */ jsxDEV("span", { children: daysLeftLabel(daysLeft(spotlight.endDate)) }, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 66,
									columnNumber: 19
								}, this)]
							}, void 0, true, {
								fileName: _jsxFileName,
								lineNumber: 64,
								columnNumber: 17
							}, this)
						]
					}, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 59,
						columnNumber: 15
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 42,
					columnNumber: 13
				}, this)
			}, spotlight.id, false, {
				fileName: _jsxFileName,
				lineNumber: 41,
				columnNumber: 11
			}, this);
		})
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 36,
		columnNumber: 5
	}, this);
}
// src/pages/index.astro
var pages_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => ""
});
createAstro("https://astro.build");
var $$Index = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	const api = serverApi(Astro);
	const query = parseHomeQuery(Astro.url.searchParams);
	const [categories, spotlights, tabList] = await Promise.all([
		fetchCategories(api),
		fetchActiveSpotlights(api),
		query.tab === "shops" ? shopPage(api, homeShopQuery(query), 1) : productPage(api, asProductQuery(query), 1, { limit: 20 })
	]);
	const session = await getSessionState(Astro);
	const initialShops = query.tab === "shops" ? listingState(tabList) : { status: "idle" };
	const initialProducts = query.tab === "products" ? listingState(tabList) : { status: "idle" };
	const copy = SITE_COPY.home;
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, { "description": `${BRAND.tagline}. ${copy.categoriesIntro}` }, {
		"default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="hero"><div class="container hero__inner"><h1 class="hero__title">${BRAND.name}</h1><p class="hero__tagline">${BRAND.tagline}</p></div></section><section class="container home-search"${addAttribute(copy.searchHeading, "aria-label")}>${renderComponent($$result, "HomeCatalogue", HomeCatalogue, {
			"client:idle": true,
			"initialQuery": query,
			"initialShops": initialShops,
			"initialProducts": initialProducts,
			"categories": categories.ok ? categories.data : [],
			"geocoderUrl": geocoderUrl(),
			"client:component-hydration": "idle",
			"client:component-path": "/work/wt/i28/storefront/src/features/search/HomeCatalogue.tsx",
			"client:component-export": "HomeCatalogue"
		})}</section>${(session.state === "owner" || session.state === "admin") && renderTemplate`<section class="section container" aria-labelledby="quick-actions-heading" data-testid="owner-quick-actions"><h2 id="quick-actions-heading" class="section__title">${SITE_COPY.home.ownerQuickActions}</h2><div class="quick-actions"><a class="button button--primary"${addAttribute(ROUTES.dashboard, "href")}>${NAV_LABELS.dashboard}</a><a class="button button--outline"${addAttribute(ROUTES.subscribe, "href")}>${SITE_COPY.home.ownerSubscription}</a><a class="button button--outline"${addAttribute(ROUTES.browseShops, "href")}>${SEARCH_COPY.browseShopsTitle}</a></div></section>`}${spotlights.ok && spotlights.data.length > 0 && renderTemplate`<section class="section container" aria-labelledby="spotlight-heading"><div class="section__header"><h2 id="spotlight-heading" class="section__title">${SPOTLIGHT_COPY.spotlightHeading}</h2><p class="section__intro">${SPOTLIGHT_COPY.spotlightIntro}</p></div>${renderComponent($$result, "SpotlightStrip", SpotlightStrip, {
			"client:visible": true,
			"initial": spotlights.data,
			"client:component-hydration": "visible",
			"client:component-path": "/work/wt/i28/storefront/src/features/spotlight/SpotlightStrip.tsx",
			"client:component-export": "SpotlightStrip"
		})}</section>`}<section class="section container" aria-labelledby="categories-heading"><div class="section__header"><h2 id="categories-heading" class="section__title">${copy.categoriesHeading}</h2><p class="section__intro">${copy.categoriesIntro}</p></div>${categories.ok ? categories.data.length > 0 ? renderTemplate`${renderComponent($$result, "CategoryGrid", $$CategoryGrid, { "categories": categories.data })}` : renderTemplate`<p class="notice">${copy.categoriesEmpty}</p>` : renderTemplate`<div class="notice notice--warning" role="status" data-testid="categories-unavailable">${renderComponent($$result, "Icon", $$Icon, {
			"name": "alert-circle",
			"size": 22
		})}<div><p class="notice__title">${copy.categoriesUnavailable}</p><p>${copy.categoriesUnavailableHint}</p></div></div>`}</section><section id="about" class="section section--tinted" aria-labelledby="about-heading"><div class="container"><h2 id="about-heading" class="section__title">${copy.aboutHeading}</h2><ul class="feature-list">${copy.aboutPoints.map((point) => renderTemplate`<li class="feature"><h3 class="feature__title">${point.title}</h3><p>${point.text}</p></li>`)}</ul><div class="report-band"><p>${REPORT_COPY.reportIntro}</p>${renderComponent($$result, "ReportDialog", ReportDialog, {
			"client:visible": true,
			"client:component-hydration": "visible",
			"client:component-path": "/work/wt/i28/storefront/src/features/report/ReportDialog.tsx",
			"client:component-export": "ReportDialog"
		})}</div></div></section>`,
		"head": ($$result) => renderTemplate`${renderComponent($$result, "ImageFallback", $$ImageFallback, { "slot": "head" })}`
	})}`;
}, "/work/wt/i28/storefront/src/pages/index.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/index.astro";
// \0virtual:astro:page:src/pages/index@_@astro
var page = () => pages_exports;
export { page };
