import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, N as addAttribute, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { i as shopPath, r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { a as productImage, c as shopName, i as productDescription, l as stockLabel, o as productName, r as priceLabel, s as shopImage, t as Rating, u as $$ImageFallback } from "./catalogue_CRIn1oeq.mjs";
import { U as browserApi, bt as SKELETON_COUNTS, ht as SHOP_DETAIL_LABELS, r as getSessionState, t as $$SiteLayout } from "./SiteLayout_D9w8JYOK.mjs";
import { r as Skeletons } from "./catalogue_BwLN-1VB.mjs";
import { C as COMMON_LABELS, t as serverApi } from "./server_BNsqkC4i.mjs";
import { n as PRODUCT_PLACEHOLDER_IMAGE, r as SHOP_PLACEHOLDER_IMAGE } from "./image-fallback_CcuaO_Xb.mjs";
import { n as FAVOURITES_COPY, t as refreshHeaderCount } from "./favourites_5DLgt2o-.mjs";
import { useState } from "react";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/features/favourites/FavouriteCard.tsx
var _jsxFileName$1 = "/work/wt/i28/storefront/src/features/favourites/FavouriteCard.tsx";
/** One saved product: the product, its shop, and the way back to the shop or out of the favourites. */
function FavouriteCard({ item, removing, onRemove }) {
	const name = productName(item.name);
	return /* @__PURE__ */ jsxDEV("article", {
		className: "product-card favourite-card",
		"data-testid": "favourite-card",
		"data-product-id": item.id,
		children: [/* @__PURE__ */ jsxDEV("div", {
			className: "product-card__media",
			children: [
				/* @__PURE__ */ jsxDEV("img", {
					src: productImage(item.imageUrl),
					"data-fallback": PRODUCT_PLACEHOLDER_IMAGE,
					alt: name,
					loading: "lazy",
					width: "400",
					height: "300"
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 20,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("span", {
					className: `badge ${item.inStock ? "badge--success" : "badge--muted"} product-card__stock`,
					children: stockLabel(item.inStock)
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 28,
					columnNumber: 9
				}, this),
				item.isSpotlighted && /* @__PURE__ */ jsxDEV("span", {
					className: "badge badge--spotlight product-card__spotlight",
					title: COMMON_LABELS.spotlight,
					children: SHOP_DETAIL_LABELS.spotlightBadge
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 30,
					columnNumber: 11
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 19,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("div", {
			className: "product-card__body",
			children: [
				/* @__PURE__ */ jsxDEV("div", {
					className: "favourite-card__shop",
					children: [/* @__PURE__ */ jsxDEV("img", {
						className: "favourite-card__logo",
						src: shopImage(item.shop.profileImageUrl),
						"data-fallback": SHOP_PLACEHOLDER_IMAGE,
						alt: "",
						width: "36",
						height: "36"
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 37,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV("div", { children: [/* @__PURE__ */ jsxDEV("p", {
						className: "favourite-card__shop-name",
						children: shopName(item.shop.name)
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 46,
						columnNumber: 13
					}, this), /* @__PURE__ */ jsxDEV("p", {
						className: "favourite-card__location",
						children: item.shop.location
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 47,
						columnNumber: 13
					}, this)] }, void 0, true, {
						fileName: _jsxFileName$1,
						lineNumber: 45,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 36,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("h2", {
					className: "product-card__name",
					children: name
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 50,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("p", {
					className: "product-card__description",
					children: productDescription(item.description)
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 51,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "product-card__meta",
					children: [/* @__PURE__ */ jsxDEV("span", {
						className: "product-card__price",
						children: priceLabel(item.price)
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 53,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV(Rating, {
						rating: item.shop.rating,
						reviewCount: item.shop.reviewCount
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 54,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 52,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("p", {
					className: "favourite-card__views",
					children: FAVOURITES_COPY.views(item.shop.viewCount)
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 56,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "favourite-card__actions",
					children: [/* @__PURE__ */ jsxDEV("a", {
						className: "button button--primary",
						href: shopPath(item.shopId),
						children: FAVOURITES_COPY.viewShop
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 58,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "button button--outline",
						onClick: onRemove,
						disabled: removing,
						"aria-label": FAVOURITES_COPY.removeNamed(name),
						"data-testid": "remove-favourite",
						children: FAVOURITES_COPY.remove
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 61,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 57,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 35,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 18,
		columnNumber: 5
	}, this);
}
// src/features/favourites/FavouritesBoard.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/favourites/FavouritesBoard.tsx";
/**
* The favourites page's grid. Removing one asks the API, then reads the list again (six placeholders
* meanwhile), so the page always shows what the server holds; a failed removal is only logged.
*/
function FavouritesBoard({ initial }) {
	const [board, setBoard] = useState(initial ? {
		kind: "ready",
		items: initial
	} : { kind: "failed" });
	const [removing, setRemoving] = useState(null);
	async function reload() {
		setBoard({ kind: "loading" });
		const result = await browserApi.get("/api/customer/favorites");
		setBoard(result.ok ? {
			kind: "ready",
			items: result.data
		} : { kind: "failed" });
	}
	async function remove(item) {
		setRemoving(item.id);
		const result = await browserApi.send("DELETE", "/api/favorites", { body: {
			shopId: item.shopId,
			productId: item.id
		} });
		setRemoving(null);
		if (!result.ok) {
			console.error("[favourites] remove failed", result.error);
			return;
		}
		refreshHeaderCount();
		await reload();
	}
	if (board.kind === "loading") return /* @__PURE__ */ jsxDEV(Skeletons, {
		kind: "product",
		count: SKELETON_COUNTS.favourites
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 44,
		columnNumber: 40
	}, this);
	if (board.kind === "failed") return /* @__PURE__ */ jsxDEV("p", {
		className: "notice notice--warning",
		children: FAVOURITES_COPY.loadFailed
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 45,
		columnNumber: 39
	}, this);
	if (board.items.length === 0) return /* @__PURE__ */ jsxDEV("div", {
		className: "favourites-empty",
		"data-testid": "favourites-empty",
		children: [
			/* @__PURE__ */ jsxDEV("p", {
				className: "favourites-empty__title",
				children: FAVOURITES_COPY.emptyTitle
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 49,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV("p", { children: FAVOURITES_COPY.emptyText }, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 50,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV("a", {
				className: "button button--primary",
				href: ROUTES.home,
				children: FAVOURITES_COPY.discoverShops
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 51,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 48,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV("div", {
		className: "product-grid",
		"data-testid": "favourites-grid",
		children: board.items.map((item) => /* @__PURE__ */ jsxDEV(FavouriteCard, {
			item,
			removing: removing === item.id,
			onRemove: () => void remove(item)
		}, item.id, false, {
			fileName: _jsxFileName,
			lineNumber: 60,
			columnNumber: 9
		}, this))
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 58,
		columnNumber: 5
	}, this);
}
// src/pages/favorites.astro
var favorites_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Favorites,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Favorites = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Favorites;
	const session = await getSessionState(Astro);
	const favourites = await serverApi(Astro).get("/api/customer/favorites");
	const initial = favourites.ok ? favourites.data : null;
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": FAVOURITES_COPY.title,
		"noindex": true
	}, {
		"default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="container favourites-page"><h1 class="favourites-page__title">${FAVOURITES_COPY.title}</h1>${session.state === "guest" && renderTemplate`<p class="notice favourites-page__notice" data-testid="guest-notice">${FAVOURITES_COPY.guestNotice} <a${addAttribute(ROUTES.customerAuth, "href")}>${FAVOURITES_COPY.signUp}</a></p>`}${renderComponent($$result, "FavouritesBoard", FavouritesBoard, {
			"client:idle": true,
			"initial": initial,
			"client:component-hydration": "idle",
			"client:component-path": "/work/wt/i28/storefront/src/features/favourites/FavouritesBoard.tsx",
			"client:component-export": "FavouritesBoard"
		})}</section>`,
		"head": ($$result) => renderTemplate`${renderComponent($$result, "ImageFallback", $$ImageFallback, { "slot": "head" })}`
	})}`;
}, "/work/wt/i28/storefront/src/pages/favorites.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/favorites.astro";
var $$url = "/favorites";
// \0virtual:astro:page:src/pages/favorites@_@astro
var page = () => favorites_exports;
export { page };
