import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { i as ADMIN_PORTAL, n as $$AdminPortal, r as ACCESS_DENIED, t as resolveAdminPage } from "./resolve-admin-page_IeBDW9vh.mjs";
// src/pages/admin/customers.astro
var customers_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Customers,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Customers = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Customers;
	const page = await resolveAdminPage(Astro);
	Astro.response.status = page.status;
	return renderTemplate`${renderComponent($$result, "AdminPortal", $$AdminPortal, {
		"page": page,
		"title": ADMIN_PORTAL.customersTitle,
		"deniedMessage": ACCESS_DENIED.classic
	})}`;
}, "/work/wt/i28/storefront/src/pages/admin/customers.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/admin/customers.astro";
var $$url = "/admin/customers";
// \0virtual:astro:page:src/pages/admin/customers@_@astro
var page = () => customers_exports;
export { page };
