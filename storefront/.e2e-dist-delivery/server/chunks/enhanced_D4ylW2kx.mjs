import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { i as ADMIN_PORTAL, n as $$AdminPortal, r as ACCESS_DENIED, t as resolveAdminPage } from "./resolve-admin-page_IeBDW9vh.mjs";
// src/pages/admin/enhanced.astro
var enhanced_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Enhanced,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Enhanced = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Enhanced;
	const page = await resolveAdminPage(Astro);
	Astro.response.status = page.status;
	return renderTemplate`${renderComponent($$result, "AdminPortal", $$AdminPortal, {
		"page": page,
		"title": ADMIN_PORTAL.enhancedTitle,
		"deniedMessage": ACCESS_DENIED.enhanced
	})}`;
}, "/work/wt/i28/storefront/src/pages/admin/enhanced.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/admin/enhanced.astro";
var $$url = "/admin/enhanced";
// \0virtual:astro:page:src/pages/admin/enhanced@_@astro
var page = () => enhanced_exports;
export { page };
