import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent } from "./compiler_Ci-kpdJs.mjs";
import { u as AUTH_LABELS } from "./server_BNsqkC4i.mjs";
import { Ct as NOT_FOUND, t as $$SiteLayout } from "./SiteLayout_D9w8JYOK.mjs";
// src/pages/404.astro
var _404_exports = /* @__PURE__ */ __exportAll({
	default: () => $$404,
	file: () => $$file,
	url: () => $$url
});
var $$404 = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": NOT_FOUND.title,
		"description": NOT_FOUND.message,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="not-found container"><p class="not-found__code" aria-hidden="true">404</p><h1 class="not-found__title">${NOT_FOUND.title}</h1><p class="not-found__message">${NOT_FOUND.message}</p><a class="button button--primary" href="/">${AUTH_LABELS.backToHome}</a></section>` })}`;
}, "/work/wt/i28/storefront/src/pages/404.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/404.astro";
var $$url = "/404";
// \0virtual:astro:page:src/pages/404@_@astro
var page = () => _404_exports;
export { page };
