import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent } from "./compiler_Ci-kpdJs.mjs";
import { t as $$ShopListPage } from "./ShopListPage_BLrHLj7h.mjs";
import "./catalogue_CRIn1oeq.mjs";
import "./search_CofXFzgk.mjs";
// src/pages/browse-shops.astro
var browse_shops_exports = /* @__PURE__ */ __exportAll({
	default: () => $$BrowseShops,
	file: () => $$file,
	url: () => $$url
});
var $$BrowseShops = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "ShopListPage", $$ShopListPage, { "path": "/browse-shops" })}`;
}, "/work/wt/i28/storefront/src/pages/browse-shops.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/browse-shops.astro";
var $$url = "/browse-shops";
// \0virtual:astro:page:src/pages/browse-shops@_@astro
var page = () => browse_shops_exports;
export { page };
