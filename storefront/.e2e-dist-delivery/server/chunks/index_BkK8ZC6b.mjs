import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { i as ADMIN_PORTAL, n as $$AdminPortal, r as ACCESS_DENIED, t as resolveAdminPage } from "./resolve-admin-page_IeBDW9vh.mjs";
// src/pages/admin/index.astro
var admin_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Index,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Index = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Index;
	const page = await resolveAdminPage(Astro);
	Astro.response.status = page.status;
	return renderTemplate`${renderComponent($$result, "AdminPortal", $$AdminPortal, {
		"page": page,
		"title": ADMIN_PORTAL.title,
		"deniedMessage": ACCESS_DENIED.classic,
		"showEnhancedLink": true
	})}`;
}, "/work/wt/i28/storefront/src/pages/admin/index.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/admin/index.astro";
var $$url = "/admin";
// \0virtual:astro:page:src/pages/admin/index@_@astro
var page = () => admin_exports;
export { page };
