import { i as shopPath } from "./routes_DRPvcbu1.mjs";
import { C as COMMON_LABELS } from "./server_BNsqkC4i.mjs";
import { ht as SHOP_DETAIL_LABELS } from "./SiteLayout_D9w8JYOK.mjs";
import { n as PRODUCT_PLACEHOLDER_IMAGE } from "./image-fallback_CcuaO_Xb.mjs";
import { a as productImage, c as shopName, i as productDescription, l as stockLabel, o as productName, r as priceLabel, t as Rating } from "./catalogue_CRIn1oeq.mjs";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/features/catalogue/ProductCard.tsx
var _jsxFileName$1 = "/work/wt/i28/storefront/src/features/catalogue/ProductCard.tsx";
/** A product tile: used by the browse islands and rendered without JavaScript on shop pages. */
function ProductCard({ headingLevel = 3, product, showShop = true }) {
	const Heading = headingLevel === 2 ? "h2" : "h3";
	const name = productName(product.name);
	const shop = product.shop;
	const inStock = product.inStock ?? product.isActive;
	return /* @__PURE__ */ jsxDEV("article", {
		className: "product-card",
		"data-testid": "product-card",
		"data-product-id": product.id,
		children: [/* @__PURE__ */ jsxDEV("div", {
			className: "product-card__media",
			children: [
				/* @__PURE__ */ jsxDEV("img", {
					src: productImage(product.imageUrl),
					"data-fallback": PRODUCT_PLACEHOLDER_IMAGE,
					suppressHydrationWarning: true,
					alt: name,
					loading: "lazy",
					decoding: "async",
					width: "400",
					height: "300"
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 29,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("span", {
					className: `badge ${inStock ? "badge--success" : "badge--muted"} product-card__stock`,
					children: stockLabel(inStock)
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 39,
					columnNumber: 9
				}, this),
				product.isSpotlighted && /* @__PURE__ */ jsxDEV("span", {
					className: "badge badge--spotlight product-card__spotlight",
					title: COMMON_LABELS.spotlight,
					children: SHOP_DETAIL_LABELS.spotlightBadge
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 41,
					columnNumber: 11
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 28,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("div", {
			className: "product-card__body",
			children: [
				/* @__PURE__ */ jsxDEV(Heading, {
					className: "product-card__name",
					children: name
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 47,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("p", {
					className: "product-card__description",
					children: productDescription(product.description)
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 48,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "product-card__meta",
					children: [/* @__PURE__ */ jsxDEV("span", {
						className: "product-card__price",
						children: [priceLabel(product.price), product.originalPrice != null && Number(product.originalPrice) > Number(product.price) && /* @__PURE__ */ jsxDEV("s", {
							className: "product-card__original",
							children: priceLabel(product.originalPrice)
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 53,
							columnNumber: 15
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$1,
						lineNumber: 50,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV(Rating, {
						rating: product.rating,
						reviewCount: product.reviewCount
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 56,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 49,
					columnNumber: 9
				}, this),
				showShop && shop && /* @__PURE__ */ jsxDEV("a", {
					className: "product-card__shop",
					href: shopPath(shop.id),
					children: [/* @__PURE__ */ jsxDEV("span", {
						className: "product-card__shop-name",
						children: shopName(shop.name)
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 60,
						columnNumber: 13
					}, this), /* @__PURE__ */ jsxDEV("span", {
						className: "product-card__shop-location",
						children: shop.location
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 61,
						columnNumber: 13
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 59,
					columnNumber: 11
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 46,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 27,
		columnNumber: 5
	}, this);
}
// src/features/catalogue/ProductGrid.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/catalogue/ProductGrid.tsx";
/**
* The grid as one component: a server-rendered page pays React's render call once for the whole list
* instead of once per card.
*/
function ProductGrid({ products, showShop = true, headingLevel }) {
	return /* @__PURE__ */ jsxDEV("div", {
		className: "product-grid",
		"data-testid": "product-grid",
		children: products.map((product) => /* @__PURE__ */ jsxDEV(ProductCard, {
			product,
			showShop,
			headingLevel
		}, product.id, false, {
			fileName: _jsxFileName,
			lineNumber: 18,
			columnNumber: 9
		}, this))
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 16,
		columnNumber: 5
	}, this);
}
export { ProductGrid as t };
