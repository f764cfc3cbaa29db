import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
// src/pages/shop-owner-home.astro
var shop_owner_home_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ShopOwnerHome,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$ShopOwnerHome = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ShopOwnerHome;
	return Astro.redirect(ROUTES.dashboard);
}, "/work/wt/i28/storefront/src/pages/shop-owner-home.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/shop-owner-home.astro";
var $$url = "/shop-owner-home";
// \0virtual:astro:page:src/pages/shop-owner-home@_@astro
var page = () => shop_owner_home_exports;
export { page };
