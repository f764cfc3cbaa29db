import { t as ProductGrid } from "./ProductGrid_CB3IvExm.mjs";
import { bt as SKELETON_COUNTS, lt as CATALOGUE_EMPTY } from "./SiteLayout_D9w8JYOK.mjs";
import { c as shopName, n as countLabel, s as shopImage, t as Rating } from "./catalogue_CRIn1oeq.mjs";
import { i as shopPath } from "./routes_DRPvcbu1.mjs";
import { r as SHOP_PLACEHOLDER_IMAGE } from "./image-fallback_CcuaO_Xb.mjs";
import { Fragment, jsxDEV } from "react/jsx-dev-runtime";
// src/features/catalogue/copy.ts
/** The catalogue's own words around its results; words the API or the console also show come from @shoplocal/shared/messages. */
var CATALOGUE_COPY = {
	noShopsHint: "Try another name, town or category.",
	noProductsHint: "Try a shorter name, another town or all categories.",
	tryAgain: "Please try again in a moment."
};
// src/features/catalogue/Skeletons.tsx
var _jsxFileName$4 = "/work/wt/i28/storefront/src/features/catalogue/Skeletons.tsx";
/** Grey placeholders while a list loads. */
function Skeletons({ count, kind }) {
	return /* @__PURE__ */ jsxDEV("div", {
		className: kind === "product" ? "product-grid" : "shop-list",
		"aria-hidden": "true",
		"data-testid": "skeletons",
		children: Array.from({ length: count }, (_, index) => /* @__PURE__ */ jsxDEV("div", { className: `skeleton skeleton--${kind}` }, index, false, {
			fileName: _jsxFileName$4,
			lineNumber: 11,
			columnNumber: 9
		}, this))
	}, void 0, false, {
		fileName: _jsxFileName$4,
		lineNumber: 9,
		columnNumber: 5
	}, this);
}
// src/features/catalogue/ResultsList.tsx
var _jsxFileName$3 = "/work/wt/i28/storefront/src/features/catalogue/ResultsList.tsx";
/** The one results shell of the catalogue: loading, error, empty, the rows, and 'more'. */
function ResultsList({ state, kind, skeletons, failure, empty, limit, more, children }) {
	if (state.status === "loading" || state.status === "idle") return /* @__PURE__ */ jsxDEV(Skeletons, {
		kind,
		count: skeletons
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 29,
		columnNumber: 69
	}, this);
	if (state.status === "error") return /* @__PURE__ */ jsxDEV("div", {
		className: "notice notice--warning",
		role: "alert",
		"data-testid": `${kind}s-error`,
		children: /* @__PURE__ */ jsxDEV("div", { children: [/* @__PURE__ */ jsxDEV("p", {
			className: "notice__title",
			children: failure
		}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 34,
			columnNumber: 11
		}, this), /* @__PURE__ */ jsxDEV("p", { children: CATALOGUE_COPY.tryAgain }, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 35,
			columnNumber: 11
		}, this)] }, void 0, true, {
			fileName: _jsxFileName$3,
			lineNumber: 33,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 32,
		columnNumber: 7
	}, this);
	if (state.rows.length === 0) return /* @__PURE__ */ jsxDEV("div", {
		className: "empty-state",
		"data-testid": `${kind}s-empty`,
		children: [/* @__PURE__ */ jsxDEV("p", {
			className: "empty-state__title",
			children: empty.title
		}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 43,
			columnNumber: 9
		}, this), /* @__PURE__ */ jsxDEV("p", { children: empty.hint }, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 44,
			columnNumber: 9
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$3,
		lineNumber: 42,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV(Fragment, { children: [children(limit === void 0 ? state.rows : state.rows.slice(0, limit)), more && /* @__PURE__ */ jsxDEV("div", {
		className: "browser__more",
		children: /* @__PURE__ */ jsxDEV("button", {
			type: "button",
			className: `button ${more.primary ? "button--primary" : "button--outline"}`,
			onClick: more.onClick,
			children: more.label
		}, void 0, false, {
			fileName: _jsxFileName$3,
			lineNumber: 53,
			columnNumber: 11
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 52,
		columnNumber: 9
	}, this)] }, void 0, true, {
		fileName: _jsxFileName$3,
		lineNumber: 49,
		columnNumber: 5
	}, this);
}
// src/features/catalogue/ProductResults.tsx
var _jsxFileName$2 = "/work/wt/i28/storefront/src/features/catalogue/ProductResults.tsx";
function ProductResults({ state, failure, limit, more }) {
	return /* @__PURE__ */ jsxDEV(ResultsList, {
		state,
		kind: "product",
		skeletons: SKELETON_COUNTS.products,
		failure,
		empty: {
			title: CATALOGUE_EMPTY.noProducts,
			hint: CATALOGUE_COPY.noProductsHint
		},
		limit,
		more,
		children: (rows) => /* @__PURE__ */ jsxDEV(ProductGrid, {
			products: rows,
			headingLevel: 2
		}, void 0, false, {
			fileName: _jsxFileName$2,
			lineNumber: 28,
			columnNumber: 18
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 19,
		columnNumber: 5
	}, this);
}
// src/features/catalogue/ShopCard.tsx
var _jsxFileName$1 = "/work/wt/i28/storefront/src/features/catalogue/ShopCard.tsx";
/** A shop in a list: logo, name, category, town, rating and views; the whole card opens the shop. */
function ShopCard({ headingLevel = 3, shop }) {
	const Heading = headingLevel === 2 ? "h2" : "h3";
	const name = shopName(shop.name);
	return /* @__PURE__ */ jsxDEV("article", {
		className: "shop-card",
		"data-testid": "shop-card",
		"data-shop-id": shop.id,
		children: [/* @__PURE__ */ jsxDEV("img", {
			className: "shop-card__logo",
			src: shopImage(shop.profileImageUrl),
			"data-fallback": SHOP_PLACEHOLDER_IMAGE,
			suppressHydrationWarning: true,
			alt: "",
			loading: "lazy",
			decoding: "async",
			width: "72",
			height: "72"
		}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 22,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("div", {
			className: "shop-card__body",
			children: [
				/* @__PURE__ */ jsxDEV(Heading, {
					className: "shop-card__name",
					children: /* @__PURE__ */ jsxDEV("a", {
						href: shopPath(shop.id),
						children: name
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 35,
						columnNumber: 11
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 34,
					columnNumber: 9
				}, this),
				shop.category && /* @__PURE__ */ jsxDEV("p", {
					className: "shop-card__category",
					children: shop.category.name
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 37,
					columnNumber: 27
				}, this),
				/* @__PURE__ */ jsxDEV("p", {
					className: "shop-card__location",
					children: shop.location
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 38,
					columnNumber: 9
				}, this),
				shop.description && /* @__PURE__ */ jsxDEV("p", {
					className: "shop-card__description",
					children: shop.description
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 39,
					columnNumber: 30
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "shop-card__meta",
					children: [
						/* @__PURE__ */ jsxDEV(Rating, {
							rating: shop.averageRating ?? shop.rating,
							reviewCount: shop.reviewCount
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 41,
							columnNumber: 11
						}, this),
						/* @__PURE__ */ jsxDEV("span", { children: countLabel(shop.productCount, "product", "products") }, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 42,
							columnNumber: 11
						}, this),
						/* @__PURE__ */ jsxDEV("span", { children: countLabel(shop.viewCount, "view", "views") }, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 43,
							columnNumber: 11
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 40,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 33,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 21,
		columnNumber: 5
	}, this);
}
// src/features/catalogue/ShopResults.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/catalogue/ShopResults.tsx";
function ShopResults({ state, failure, more }) {
	return /* @__PURE__ */ jsxDEV(ResultsList, {
		state,
		kind: "shop",
		skeletons: SKELETON_COUNTS.shops,
		failure,
		empty: {
			title: CATALOGUE_EMPTY.noShops,
			hint: CATALOGUE_COPY.noShopsHint
		},
		more,
		children: (rows) => /* @__PURE__ */ jsxDEV("div", {
			className: "shop-list",
			"data-testid": "shop-list",
			children: rows.map((shop) => /* @__PURE__ */ jsxDEV(ShopCard, {
				shop,
				headingLevel: 2
			}, shop.id, false, {
				fileName: _jsxFileName,
				lineNumber: 28,
				columnNumber: 13
			}, this))
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 26,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 17,
		columnNumber: 5
	}, this);
}
export { ProductResults as n, Skeletons as r, ShopResults as t };
