import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, N as addAttribute, T as Fragment$2, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { i as shopPath, r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { a as daysLeftLabel, n as SPOTLIGHT_PAGE, o as imageCounterLabel } from "./spotlight_BlXIqfQB.mjs";
import { n as formatDate } from "./dates_BETNPmni.mjs";
import { o as fetchSpotlight, s as isNumericId } from "./catalogue_BiNJMAEX.mjs";
import { C as COMMON_LABELS, t as serverApi } from "./server_BNsqkC4i.mjs";
import { c as shopName, i as productDescription, o as productName, r as priceLabel, t as Rating, u as $$ImageFallback } from "./catalogue_CRIn1oeq.mjs";
import { r as spotlightProduct, t as $$JsonLd } from "./JsonLd_P2eXpH_D.mjs";
import { t as SPOTLIGHT_COPY } from "./spotlight_CrhSMo5j.mjs";
import { n as PRODUCT_PLACEHOLDER_IMAGE } from "./image-fallback_CcuaO_Xb.mjs";
import { a as stepIndex, i as spotlightDaysRemaining, n as mapsSearchUrl, o as telHref, r as openingHoursLines, t as galleryImages } from "./spotlight-view_DXIaaPVj.mjs";
import { t as $$SiteLayout } from "./SiteLayout_D9w8JYOK.mjs";
import { t as siteHref } from "./site-url_7nvmnMmZ.mjs";
import { useState } from "react";
import { Fragment as Fragment$1, jsxDEV } from "react/jsx-dev-runtime";
// src/features/spotlight/SpotlightGallery.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/spotlight/SpotlightGallery.tsx";
/** Previous / next, a counter, thumbnails, and a click on the picture opens it in a new tab. */
function SpotlightGallery({ images, name }) {
	const [index, setIndex] = useState(0);
	const list = images.length > 0 ? images : [PRODUCT_PLACEHOLDER_IMAGE];
	const current = list[index] ?? list[0];
	const many = list.length > 1;
	return /* @__PURE__ */ jsxDEV("div", {
		className: "gallery",
		"data-testid": "gallery",
		children: [/* @__PURE__ */ jsxDEV("div", {
			className: "gallery__stage",
			children: [
				/* @__PURE__ */ jsxDEV("a", {
					href: current,
					target: "_blank",
					rel: "noopener",
					className: "gallery__open",
					"data-testid": "gallery-open",
					children: /* @__PURE__ */ jsxDEV("img", {
						src: current,
						"data-fallback": PRODUCT_PLACEHOLDER_IMAGE,
						suppressHydrationWarning: true,
						alt: `${name} (${imageCounterLabel(index, list.length)})`,
						width: "800",
						height: "600"
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 22,
						columnNumber: 11
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 21,
					columnNumber: 9
				}, this),
				many && /* @__PURE__ */ jsxDEV(Fragment$1, { children: [/* @__PURE__ */ jsxDEV("button", {
					type: "button",
					className: "gallery__nav gallery__nav--previous",
					"aria-label": COMMON_LABELS.previous,
					onClick: () => setIndex(stepIndex(index, -1, list.length)),
					children: /* @__PURE__ */ jsxDEV("svg", {
						width: "22",
						height: "22",
						viewBox: "0 0 24 24",
						fill: "none",
						stroke: "currentColor",
						strokeWidth: "2",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsxDEV("path", { d: "M15 5l-7 7 7 7" }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 40,
							columnNumber: 17
						}, this)
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 39,
						columnNumber: 15
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 33,
					columnNumber: 13
				}, this), /* @__PURE__ */ jsxDEV("button", {
					type: "button",
					className: "gallery__nav gallery__nav--next",
					"aria-label": COMMON_LABELS.next,
					onClick: () => setIndex(stepIndex(index, 1, list.length)),
					children: /* @__PURE__ */ jsxDEV("svg", {
						width: "22",
						height: "22",
						viewBox: "0 0 24 24",
						fill: "none",
						stroke: "currentColor",
						strokeWidth: "2",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsxDEV("path", { d: "M9 5l7 7-7 7" }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 50,
							columnNumber: 17
						}, this)
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 49,
						columnNumber: 15
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 43,
					columnNumber: 13
				}, this)] }, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 32,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV("span", {
					className: "gallery__counter",
					"data-testid": "gallery-counter",
					"aria-live": "polite",
					children: imageCounterLabel(index, list.length)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 55,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 20,
			columnNumber: 7
		}, this), many && /* @__PURE__ */ jsxDEV("ul", {
			className: "gallery__thumbs",
			children: list.map((image, position) => /* @__PURE__ */ jsxDEV("li", { children: /* @__PURE__ */ jsxDEV("button", {
				type: "button",
				className: "gallery__thumb",
				"aria-current": position === index ? "true" : void 0,
				"aria-label": imageCounterLabel(position, list.length),
				onClick: () => setIndex(position),
				children: /* @__PURE__ */ jsxDEV("img", {
					src: image,
					"data-fallback": "/images/placeholder-product.svg",
					suppressHydrationWarning: true,
					alt: "",
					width: "96",
					height: "72",
					loading: "lazy"
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 70,
					columnNumber: 17
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 63,
				columnNumber: 15
			}, this) }, image, false, {
				fileName: _jsxFileName,
				lineNumber: 62,
				columnNumber: 13
			}, this))
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 60,
			columnNumber: 9
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 19,
		columnNumber: 5
	}, this);
}
// src/pages/spotlight/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Id = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Id;
	const { id } = Astro.params;
	const result = isNumericId(id) ? await fetchSpotlight(serverApi(Astro), id) : {
		ok: false,
		notFound: true,
		status: 404,
		error: null
	};
	if (!result.ok) Astro.response.status = result.notFound ? 404 : 503;
	const spotlight = result.ok ? result.data : null;
	const name = spotlight ? productName(spotlight.product.name) : "";
	const images = spotlight ? galleryImages(spotlight) : [];
	const days = spotlight ? spotlightDaysRemaining(spotlight.endDate) : 0;
	const canonical = siteHref(Astro.url.pathname);
	const shopUrl = spotlight ? siteHref(shopPath(spotlight.shop.id)) : "";
	const phone = spotlight ? telHref(spotlight.shop.phone) : null;
	const hours = spotlight ? openingHoursLines(spotlight.shop, SPOTLIGHT_COPY.closed) : [];
	const original = spotlight?.product.originalPrice;
	const showOriginal = spotlight !== null && original !== null && original !== void 0 && Number(original) > Number(spotlight.product.price);
	return renderTemplate`${spotlight === null ? renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": SPOTLIGHT_PAGE.notFound,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="container not-found-card" data-testid="spotlight-not-found"><h1>${SPOTLIGHT_PAGE.notFound}</h1><p>${SPOTLIGHT_COPY.notFoundText}</p><a class="button button--primary"${addAttribute(ROUTES.home, "href")}>${SPOTLIGHT_PAGE.returnHome}</a></section>` })}` : renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": `${name} · ${shopName(spotlight.shop.name)}`,
		"description": productDescription(spotlight.product.description).slice(0, 160),
		"image": images[0],
		"ogType": "product"
	}, {
		"default": ($$result) => renderTemplate`<div class="spotlight-banner"><div class="container spotlight-banner__inner"><span>${SPOTLIGHT_PAGE.banner}</span><span data-testid="days-left">${daysLeftLabel(days)}</span></div></div><div class="container spotlight-layout">${renderComponent($$result, "SpotlightGallery", SpotlightGallery, {
			"client:idle": true,
			"images": images,
			"name": name,
			"client:component-hydration": "idle",
			"client:component-path": "/work/wt/i28/storefront/src/features/spotlight/SpotlightGallery.tsx",
			"client:component-export": "SpotlightGallery"
		})}<div class="spotlight-info"><h1 class="spotlight-info__name">${name}</h1><p class="spotlight-info__price"><span data-testid="spotlight-price">${priceLabel(spotlight.product.price)}</span>${showOriginal && renderTemplate`<s data-testid="spotlight-original-price">${priceLabel(original)}</s>`}</p>${renderComponent($$result, "Rating", Rating, {
			"rating": spotlight.product.rating,
			"reviewCount": spotlight.product.reviewCount
		})}<div class="spotlight-actions"><a class="button button--primary"${addAttribute(shopPath(spotlight.shop.id), "href")}>${SPOTLIGHT_PAGE.visitShop}</a><button type="button" class="button button--outline" disabled${addAttribute(SPOTLIGHT_COPY.saveUnavailable, "title")}>${SPOTLIGHT_PAGE.save}</button>${phone && renderTemplate`<a class="button button--outline"${addAttribute(phone, "href")}>${SPOTLIGHT_PAGE.callShop}</a>`}<a class="button button--outline"${addAttribute(mapsSearchUrl(spotlight.shop), "href")} target="_blank" rel="noopener">${SPOTLIGHT_PAGE.viewOnMap}</a><a class="button button--ghost"${addAttribute(ROUTES.browseShops, "href")}>${SPOTLIGHT_PAGE.backToShops}</a></div><section class="card" aria-labelledby="details-heading"><h2 id="details-heading" class="card__title">${SPOTLIGHT_COPY.detailsHeading}</h2><p>${productDescription(spotlight.product.description)}</p></section><section class="card" aria-labelledby="shop-heading" data-testid="spotlight-shop"><h2 id="shop-heading" class="card__title">${shopName(spotlight.shop.name)} <span class="badge badge--verified">${SPOTLIGHT_PAGE.verifiedShop}</span></h2><dl class="detail-list"><dt>${SPOTLIGHT_COPY.location}</dt><dd>${spotlight.shop.location}</dd>${spotlight.shop.address && renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`<dt>${SPOTLIGHT_COPY.address}</dt><dd>${spotlight.shop.address}</dd>` })}`}${spotlight.shop.phone && renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`<dt>${SPOTLIGHT_COPY.phone}</dt><dd>${phone ? renderTemplate`<a${addAttribute(phone, "href")}>${spotlight.shop.phone}</a>` : spotlight.shop.phone}</dd>` })}`}${spotlight.shop.email && renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`<dt>${SPOTLIGHT_COPY.email}</dt><dd><a${addAttribute(`mailto:${spotlight.shop.email}`, "href")}>${spotlight.shop.email}</a></dd>` })}`}${hours.length > 0 && renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`<dt>${SPOTLIGHT_PAGE.openingHours}</dt><dd><ul>${hours.map((line) => renderTemplate`<li>${line}</li>`)}</ul></dd>` })}`}</dl></section><section class="card" aria-labelledby="spotlight-info-heading"><h2 id="spotlight-info-heading" class="card__title">${SPOTLIGHT_COPY.infoHeading}</h2><dl class="detail-list"><dt>${SPOTLIGHT_PAGE.featuredSince}</dt><dd>${formatDate(spotlight.startDate)}</dd><dt>${SPOTLIGHT_COPY.daysLeft}</dt><dd>${daysLeftLabel(days)}</dd></dl></section></div></div>`,
		"head": ($$result) => renderTemplate`${renderComponent($$result, "ImageFallback", $$ImageFallback, { "slot": "head" })}${renderComponent($$result, "JsonLd", $$JsonLd, {
			"slot": "head",
			"data": spotlightProduct(spotlight, name, images, canonical, shopUrl)
		})}`
	})}`}`;
}, "/work/wt/i28/storefront/src/pages/spotlight/[id].astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/spotlight/[id].astro";
var $$url = "/spotlight/[id]";
// \0virtual:astro:page:src/pages/spotlight/[id]@_@astro
var page = () => _id__exports;
export { page };
