import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { i as shopPath } from "./routes_DRPvcbu1.mjs";
// src/pages/shop/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Id = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Id;
	const target = `${shopPath(encodeURIComponent(Astro.params.id ?? ""))}${Astro.url.search}`;
	return Astro.redirect(target, 301);
}, "/work/wt/i28/storefront/src/pages/shop/[id].astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/shop/[id].astro";
var $$url = "/shop/[id]";
// \0virtual:astro:page:src/pages/shop/[id]@_@astro
var page = () => _id__exports;
export { page };
