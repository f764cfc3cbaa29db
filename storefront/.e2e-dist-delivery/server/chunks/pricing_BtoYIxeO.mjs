import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { t as $$PricingPlans } from "./PricingPlans_ChgKKSmB.mjs";
import { n as fetchBilling, r as fetchPlans } from "./billing-api_yVKhNlv3.mjs";
import { t as BILLING_COPY } from "./copy_CwCpx82G.mjs";
import { t as serverApi } from "./server_BNsqkC4i.mjs";
import { r as getSessionState, t as $$SiteLayout } from "./SiteLayout_D9w8JYOK.mjs";
// src/pages/pricing.astro
var pricing_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Pricing,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Pricing = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Pricing;
	const api = serverApi(Astro);
	const session = await getSessionState(Astro);
	const isOwner = session.state === "owner" || session.state === "admin";
	const [plans, billing] = await Promise.all([fetchPlans(api), isOwner ? fetchBilling(api) : Promise.resolve(null)]);
	const shops = billing?.ok ? billing.data.shops : null;
	const selectedShopId = Number(Astro.url.searchParams.get("shopId")) || null;
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": BILLING_COPY.pricingTitle,
		"description": BILLING_COPY.pricingIntro
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="container">${plans.ok ? renderTemplate`${renderComponent($$result, "PricingPlans", $$PricingPlans, {
		"plans": plans.data,
		"shops": shops,
		"headingLevel": 1,
		"selectedShopId": selectedShopId
	})}` : renderTemplate`<p class="notice" role="alert">${BILLING_COPY.plansFailed}</p>`}</div>` })}`;
}, "/work/wt/i28/storefront/src/pages/pricing.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/pricing.astro";
var $$url = "/pricing";
// \0virtual:astro:page:src/pages/pricing@_@astro
var page = () => pricing_exports;
export { page };
