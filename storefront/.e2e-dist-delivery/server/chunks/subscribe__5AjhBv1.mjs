import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { n as CARD_PAYMENT_MESSAGES, r as SUBSCRIBE_PAGE, t as CardPaymentForm } from "./card-payment_COXFx3Rs.mjs";
import { G as showToast, J as REDIRECT_DELAYS_MS, U as browserApi, t as $$SiteLayout } from "./SiteLayout_D9w8JYOK.mjs";
import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { a as isUnauthorized, p as SESSION_TOASTS, t as serverApi } from "./server_BNsqkC4i.mjs";
import { n as formatDate } from "./dates_BETNPmni.mjs";
import { useCallback, useEffect, useState } from "react";
import { Fragment as Fragment$1, jsxDEV } from "react/jsx-dev-runtime";
// src/features/subscribe/SubscribePage.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/subscribe/SubscribePage.tsx";
/** A signed-out visitor is told and sent to sign in, as everywhere else on the site. */
function sendToSignIn() {
	showToast({
		...SESSION_TOASTS.unauthorized,
		variant: "destructive"
	});
	window.setTimeout(() => window.location.assign(ROUTES.unauthorizedRedirect), REDIRECT_DELAYS_MS.unauthorized);
}
function goBack() {
	if (window.history.length > 1) window.history.back();
	else window.location.assign(ROUTES.dashboard);
}
/**
* /subscribe: the €200/year listing subscription paid by card. The API creates (once) the Stripe
* subscription and hands back the client secret of its first payment; Stripe's card form confirms it;
* the API activates the owner's shops when Stripe's signed event arrives.
*/
function SubscribePage({ state, signedOut }) {
	const payable = state !== null && state.cardPaymentsEnabled && state.publishableKey !== null && state.status !== "active";
	const [start, setStart] = useState({ phase: "starting" });
	const begin = useCallback(async () => {
		setStart({ phase: "starting" });
		const result = await browserApi.get("/api/get-or-create-subscription");
		if (!result.ok) {
			if (isUnauthorized(result.error)) return sendToSignIn();
			showToast({
				title: CARD_PAYMENT_MESSAGES.initFailed,
				variant: "destructive"
			});
			return setStart({ phase: "failed" });
		}
		setStart(result.data.clientSecret ? {
			phase: "ready",
			clientSecret: result.data.clientSecret
		} : { phase: "done" });
	}, []);
	const succeeded = useCallback(() => {
		showToast(CARD_PAYMENT_MESSAGES.success);
		window.setTimeout(() => window.location.assign(ROUTES.dashboard), REDIRECT_DELAYS_MS.paymentSucceeded);
	}, []);
	useEffect(() => {
		const returned = new URLSearchParams(window.location.search).get("redirect_status");
		if (returned === "succeeded" || returned === "processing") return succeeded();
		if (returned === "failed" || returned === "requires_payment_method") showToast({
			title: CARD_PAYMENT_MESSAGES.failedTitle,
			description: CARD_PAYMENT_MESSAGES.failedFallback,
			variant: "destructive"
		});
		if (signedOut) sendToSignIn();
		else if (payable) begin();
	}, [
		signedOut,
		payable,
		begin,
		succeeded
	]);
	const failed = (message) => showToast({
		title: CARD_PAYMENT_MESSAGES.failedTitle,
		description: message,
		variant: "destructive"
	});
	return /* @__PURE__ */ jsxDEV("div", {
		className: "subscribe",
		children: [/* @__PURE__ */ jsxDEV("button", {
			type: "button",
			className: "button subscribe__back",
			onClick: goBack,
			children: [
				/* @__PURE__ */ jsxDEV("span", {
					"aria-hidden": "true",
					children: "←"
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 72,
					columnNumber: 9
				}, this),
				" ",
				SUBSCRIBE_PAGE.goBack
			]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 71,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("div", {
			className: "subscribe__card",
			children: [
				/* @__PURE__ */ jsxDEV("h1", {
					className: "subscribe__heading",
					children: SUBSCRIBE_PAGE.heading
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 75,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("p", {
					className: "subscribe__intro",
					children: SUBSCRIBE_PAGE.intro
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 76,
					columnNumber: 9
				}, this),
				state === null && !signedOut && /* @__PURE__ */ jsxDEV("div", {
					className: "notice notice--warning",
					role: "alert",
					"data-testid": "subscribe-init-failed",
					children: /* @__PURE__ */ jsxDEV("p", { children: CARD_PAYMENT_MESSAGES.initFailed }, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 79,
						columnNumber: 13
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 78,
					columnNumber: 11
				}, this),
				state !== null && /* @__PURE__ */ jsxDEV(SubscribeBody, {
					state,
					payable,
					start,
					onRetry: () => void begin(),
					onSucceeded: succeeded,
					onFailed: failed
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 83,
					columnNumber: 11
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 74,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 70,
		columnNumber: 5
	}, this);
}
function SubscribeBody(props) {
	const { state, start } = props;
	if (!state.cardPaymentsEnabled || !state.publishableKey) return /* @__PURE__ */ jsxDEV("div", {
		className: "notice notice--warning",
		role: "alert",
		"data-testid": "subscribe-not-configured",
		children: /* @__PURE__ */ jsxDEV("p", { children: CARD_PAYMENT_MESSAGES.notConfigured }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 109,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 108,
		columnNumber: 7
	}, this);
	if (state.status === "active" || start.phase === "done") return /* @__PURE__ */ jsxDEV("div", {
		className: "subscribe__done",
		"data-testid": "subscribe-active",
		children: [/* @__PURE__ */ jsxDEV("p", { children: state.currentPeriodEnd ? SUBSCRIBE_PAGE.subscribedUntil(formatDate(state.currentPeriodEnd)) : SUBSCRIBE_PAGE.subscribed }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 116,
			columnNumber: 9
		}, this), /* @__PURE__ */ jsxDEV("a", {
			className: "button button--primary",
			href: ROUTES.dashboard,
			children: SUBSCRIBE_PAGE.toDashboard
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 117,
			columnNumber: 9
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 115,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV(Fragment$1, { children: [
		state.status === "past_due" && /* @__PURE__ */ jsxDEV("p", {
			className: "notice notice--warning",
			children: SUBSCRIBE_PAGE.pastDue
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 125,
			columnNumber: 39
		}, this),
		start.phase === "starting" && /* @__PURE__ */ jsxDEV("p", {
			className: "subscribe__status",
			role: "status",
			children: SUBSCRIBE_PAGE.preparing
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 127,
			columnNumber: 9
		}, this),
		start.phase === "failed" && /* @__PURE__ */ jsxDEV("div", {
			className: "notice notice--warning subscribe__failed",
			role: "alert",
			"data-testid": "subscribe-init-failed",
			children: [/* @__PURE__ */ jsxDEV("p", { children: CARD_PAYMENT_MESSAGES.initFailed }, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 133,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV("button", {
				type: "button",
				className: "button button--primary",
				onClick: props.onRetry,
				children: SUBSCRIBE_PAGE.retry
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 134,
				columnNumber: 11
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 132,
			columnNumber: 9
		}, this),
		start.phase === "ready" && /* @__PURE__ */ jsxDEV(CardPaymentForm, {
			clientSecret: start.clientSecret,
			publishableKey: state.publishableKey,
			submitLabel: SUBSCRIBE_PAGE.submit,
			onSucceeded: props.onSucceeded,
			onFailed: props.onFailed
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 140,
			columnNumber: 9
		}, this)
	] }, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 124,
		columnNumber: 5
	}, this);
}
// src/pages/subscribe.astro
var subscribe_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Subscribe,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Subscribe = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Subscribe;
	const result = await serverApi(Astro).get("/api/subscription");
	const state = result.ok ? result.data : null;
	const signedOut = !result.ok && result.status === 401;
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": SUBSCRIBE_PAGE.title,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="container">${renderComponent($$result, "SubscribePage", SubscribePage, {
		"client:load": true,
		"state": state,
		"signedOut": signedOut,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/i28/storefront/src/features/subscribe/SubscribePage.tsx",
		"client:component-export": "default"
	})}</section>` })}`;
}, "/work/wt/i28/storefront/src/pages/subscribe.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/subscribe.astro";
var $$url = "/subscribe";
// \0virtual:astro:page:src/pages/subscribe@_@astro
var page = () => subscribe_exports;
export { page };
