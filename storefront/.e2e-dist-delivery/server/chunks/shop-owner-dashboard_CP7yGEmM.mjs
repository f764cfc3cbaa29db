import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
// src/pages/shop-owner-dashboard.astro
var shop_owner_dashboard_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ShopOwnerDashboard,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$ShopOwnerDashboard = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ShopOwnerDashboard;
	return Astro.redirect(ROUTES.dashboard);
}, "/work/wt/i28/storefront/src/pages/shop-owner-dashboard.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/shop-owner-dashboard.astro";
var $$url = "/shop-owner-dashboard";
// \0virtual:astro:page:src/pages/shop-owner-dashboard@_@astro
var page = () => shop_owner_dashboard_exports;
export { page };
