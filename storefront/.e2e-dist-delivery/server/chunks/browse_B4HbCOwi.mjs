import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent } from "./compiler_Ci-kpdJs.mjs";
import { t as $$ShopListPage } from "./ShopListPage_BLrHLj7h.mjs";
import "./catalogue_CRIn1oeq.mjs";
import "./search_CofXFzgk.mjs";
// src/pages/browse.astro
var browse_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Browse,
	file: () => $$file,
	url: () => $$url
});
var $$Browse = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "ShopListPage", $$ShopListPage, { "path": "/browse" })}`;
}, "/work/wt/i28/storefront/src/pages/browse.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/browse.astro";
var $$url = "/browse";
// \0virtual:astro:page:src/pages/browse@_@astro
var page = () => browse_exports;
export { page };
