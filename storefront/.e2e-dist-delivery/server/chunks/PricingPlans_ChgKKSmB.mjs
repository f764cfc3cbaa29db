import { A as renderTemplate, N as addAttribute, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { c as PLAN_LABELS, f as durationLabel, p as savingsLabel, s as FEE_NOTES } from "./billing-api_yVKhNlv3.mjs";
import { t as formatEuro } from "./money_DroOChIm.mjs";
import { t as BILLING_COPY } from "./copy_CwCpx82G.mjs";
import "./SiteLayout_D9w8JYOK.mjs";
// src/features/billing/plan-choice.ts
/**
* What choosing a plan does: a visitor signs in as an owner first; an owner with a shop pays for a paid
* plan on /pay; the free trial comes with every new shop and a spotlight is requested from the dashboard.
*/
function planAction(plan, shops) {
	if (shops === null) return {
		kind: "signIn",
		href: ROUTES.shopOwnerAuth
	};
	if (plan.name === "spotlight") return {
		kind: "link",
		href: ROUTES.dashboard,
		label: BILLING_COPY.requestSpotlight
	};
	if (plan.price <= 0 || shops.length === 0) return {
		kind: "link",
		href: ROUTES.dashboard,
		label: BILLING_COPY.addShop
	};
	return { kind: "submit" };
}
// src/features/billing/PricingPlans.astro
createAstro("https://astro.build");
var $$PricingPlans = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$PricingPlans;
	const { plans, shops, headingLevel = 2, selectedShopId = null } = Astro.props;
	const Heading = `h${headingLevel}`;
	const CardHeading = `h${headingLevel + 1}`;
	const formId = "pricing-choose";
	return renderTemplate`${maybeRenderHead($$result)}<section class="pricing" aria-labelledby="pricing-heading" data-testid="pricing-plans"><header class="pricing__head">${renderComponent($$result, "Heading", Heading, {
		"id": "pricing-heading",
		"class": "pricing__title"
	}, { "default": ($$result) => renderTemplate`${BILLING_COPY.pricingTitle}` })}<p class="pricing__intro">${BILLING_COPY.pricingIntro}</p></header>${shops && shops.length > 0 && renderTemplate`<form${addAttribute(formId, "id")} class="pricing__shop" method="get"${addAttribute(ROUTES.pay, "action")}><label class="field__label" for="pricing-shop">${BILLING_COPY.chooseShop}</label><select id="pricing-shop" name="shopId" class="field__input">${shops.map((shop) => renderTemplate`<option${addAttribute(shop.id, "value")}${addAttribute(shop.id === selectedShopId, "selected")}>${shop.name} · ${BILLING_COPY.currentPlan}: ${shop.planDisplayName}</option>`)}</select></form>`}${shops && shops.length === 0 && renderTemplate`<p class="notice">${BILLING_COPY.noShopsYet}</p>`}<ul class="pricing__grid">${plans.map((plan) => {
		const action = planAction(plan, shops);
		return renderTemplate`<li${addAttribute(["plan-card", plan.isPopular && "plan-card--popular"], "class:list")}${addAttribute(plan.name, "data-plan")}>${plan.badge && renderTemplate`<p class="plan-card__badge">${plan.badge}</p>`}${renderComponent($$result, "CardHeading", CardHeading, { "class": "plan-card__name" }, { "default": ($$result) => renderTemplate`${plan.displayName}` })}<p class="plan-card__price"><span class="plan-card__amount">${formatEuro(plan.price)}</span><span class="plan-card__period">${BILLING_COPY.perPeriod(durationLabel(plan.duration))}</span></p>${plan.duration > 30 && renderTemplate`<p class="plan-card__monthly">${BILLING_COPY.perMonthEquivalent(plan.monthlyEquivalent)}</p>`}${plan.savings !== null && renderTemplate`<p class="plan-card__savings">${savingsLabel(plan.savings)}</p>`}<p class="plan-card__description">${plan.description}</p><ul class="plan-card__features">${plan.features.map((feature) => renderTemplate`<li>${feature}</li>`)}</ul>${plan.note && renderTemplate`<p class="plan-card__note">${plan.note}</p>`}${plan.multiMonthPricing && renderTemplate`<ul class="plan-card__months"${addAttribute(BILLING_COPY.prepaidTotals, "aria-label")}>${Object.entries(plan.multiMonthPricing).map(([months, total]) => renderTemplate`<li><span>${BILLING_COPY.months(Number(months))}</span> <span>${formatEuro(total)}</span></li>`)}</ul>`}<div class="plan-card__action">${action.kind === "submit" ? renderTemplate`<button type="submit"${addAttribute(formId, "form")} name="plan"${addAttribute(plan.name, "value")} class="button button--primary">${BILLING_COPY.choosePlanFor(plan.displayName)}</button>` : renderTemplate`<a${addAttribute(["button", plan.isPopular ? "button--accent" : "button--primary"], "class:list")}${addAttribute(action.href, "href")}>${action.kind === "signIn" ? plan.price > 0 ? PLAN_LABELS.choosePlan : PLAN_LABELS.getStarted : action.label}</a>`}</div></li>`;
	})}</ul><ul class="pricing__notes"><li>${FEE_NOTES.registrationFee}</li><li>${FEE_NOTES.freeTrial}</li><li>${FEE_NOTES.newShopBonus}</li><li>${FEE_NOTES.reactivation}</li></ul></section>`;
}, "/work/wt/i28/storefront/src/features/billing/PricingPlans.astro", void 0);
export { $$PricingPlans as t };
