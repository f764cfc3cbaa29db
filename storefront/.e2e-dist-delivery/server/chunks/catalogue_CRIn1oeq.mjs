import { A as renderTemplate, L as unescapeHTML } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent } from "./compiler_Ci-kpdJs.mjs";
import { t as IMAGE_FALLBACK_SCRIPT } from "./image-fallback_CcuaO_Xb.mjs";
import { dt as CATALOGUE_FALLBACKS, ht as SHOP_DETAIL_LABELS } from "./SiteLayout_D9w8JYOK.mjs";
import { t as formatEuro } from "./money_DroOChIm.mjs";
import { jsxDEV } from "react/jsx-dev-runtime";
// ../shared/src/rules/rating.ts
/** One decimal, e.g. '4.0'; null when there is no usable rating, so the screen can hide the slot. */
var formatRating = (rating) => {
	if (rating === null || rating === void 0 || rating === "") return null;
	const value = Number(rating);
	return Number.isFinite(value) ? value.toFixed(1) : null;
};
/** Review comments are optional: trimmed, and null when nothing is left. */
var normalizeComment = (comment) => comment?.trim() || null;
// src/components/ImageFallback.astro
var $$ImageFallback = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`<script>${unescapeHTML(IMAGE_FALLBACK_SCRIPT)}<\/script>`;
}, "/work/wt/i28/storefront/src/components/ImageFallback.astro", void 0);
// src/features/catalogue/display.ts
/** Cards show a fallback name or description instead of an empty slot, so no card looks broken. */
var filled = (value) => value?.trim() ? value.trim() : null;
var productName = (name) => filled(name) ?? CATALOGUE_FALLBACKS.productName;
var productDescription = (description) => filled(description) ?? CATALOGUE_FALLBACKS.productDescription;
var shopName = (name) => filled(name) ?? CATALOGUE_FALLBACKS.shopName;
var stockLabel = (isActive) => isActive ? SHOP_DETAIL_LABELS.inStock : SHOP_DETAIL_LABELS.outOfStock;
/** Prices may arrive as numbers or as DECIMAL strings; a broken one shows nothing rather than 'NaN'. */
function priceLabel(price) {
	if (price === null || price === void 0 || price === "") return "";
	try {
		return formatEuro(price);
	} catch {
		return "";
	}
}
/** '4.5' or 'No ratings yet'. */
var ratingLabel = (rating) => formatRating(rating) ?? "No ratings yet";
/** Images that 404 or fail to decode are swapped for the site's own stock pictures, never a hot link. */
var productImage = (url) => filled(url) ?? "/images/placeholder-product.svg";
var shopImage = (url) => filled(url) ?? "/images/shop-icon.svg";
var countLabel = (count, one, many) => `${count.toLocaleString("en-IE")} ${count === 1 ? one : many}`;
// src/features/catalogue/Stars.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/catalogue/Stars.tsx";
/** One star and the rating to one decimal; the review count in brackets when known. */
function Rating({ rating, reviewCount }) {
	return /* @__PURE__ */ jsxDEV("span", {
		className: "rating",
		children: [
			/* @__PURE__ */ jsxDEV("svg", {
				className: "rating__star",
				width: "16",
				height: "16",
				viewBox: "0 0 24 24",
				"aria-hidden": "true",
				focusable: "false",
				children: /* @__PURE__ */ jsxDEV("path", { d: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 13,
					columnNumber: 9
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 12,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("span", {
				className: "rating__value",
				children: ratingLabel(rating)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 15,
				columnNumber: 7
			}, this),
			reviewCount !== void 0 && /* @__PURE__ */ jsxDEV("span", {
				className: "rating__count",
				children: [
					"(",
					reviewCount,
					")"
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 16,
				columnNumber: 37
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 11,
		columnNumber: 5
	}, this);
}
export { productImage as a, shopName as c, normalizeComment as d, productDescription as i, stockLabel as l, countLabel as n, productName as o, priceLabel as r, shopImage as s, Rating as t, $$ImageFallback as u };
