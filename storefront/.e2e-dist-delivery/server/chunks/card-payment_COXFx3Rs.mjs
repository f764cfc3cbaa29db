import { n as formatEuro2, t as formatEuro } from "./money_DroOChIm.mjs";
import { C as COMMON_LABELS } from "./server_BNsqkC4i.mjs";
import { useEffect, useState } from "react";
import { jsxDEV } from "react/jsx-dev-runtime";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure/index.mjs";
// ../shared/src/messages/subscription.ts
/** The /subscribe page. */
var SUBSCRIBE_PAGE = {
	title: "Subscribe",
	heading: "Subscribe to the product",
	goBack: COMMON_LABELS.goBack,
	submit: `Subscribe - ${formatEuro(200)}/year`,
	intro: `The yearly listing subscription: ${formatEuro(200)} a year for all your shops, renewed automatically by card.`,
	preparing: "Preparing your subscription...",
	retry: "Try again",
	toDashboard: "Go to your dashboard",
	subscribedUntil: (date) => `You are subscribed. Your listing is paid until ${date}.`,
	subscribed: "You are subscribed.",
	pastDue: "Your last renewal payment failed. Pay again below to keep your shops listed."
};
/** What a card payment says, on /subscribe and wherever an invoice is paid by card. */
var CARD_PAYMENT_MESSAGES = {
	processing: "Processing...",
	loading: "Loading the secure card form...",
	success: {
		title: "Payment Successful",
		description: "You are now subscribed! You can start listing your shops."
	},
	failedTitle: "Payment Failed",
	failedFallback: "An unexpected error occurred. Please try again.",
	initFailed: "Failed to initialize subscription. Please try again.",
	notConfigured: "Card payments are not configured on this site yet. Please pay by bank transfer, or try again later.",
	stripeUnavailable: "The secure card form could not be loaded because Stripe could not be reached. Check your connection (or allow js.stripe.com in your blocker) and reload the page.",
	cardLabel: "Card details",
	payByCard: "Pay by card",
	payAmount: (amount) => `Pay ${formatEuro2(amount)}`,
	invoicePaid: {
		title: "Payment Successful",
		description: "Thank you. Your payment is confirmed."
	}
};
CARD_PAYMENT_MESSAGES.notConfigured;
// src/features/card-payment/load-stripe.ts
/** Longer than a slow mobile connection takes to fetch Stripe.js; after it the form says Stripe is unreachable. */
var STRIPE_LOAD_TIMEOUT_MS = 15e3;
var loading = /* @__PURE__ */ new Map();
/**
* Stripe.js for one publishable key, fetched from js.stripe.com only when a card form is shown (the pure
* entry does not load it on import). Resolves null when it cannot be loaded (blocked, offline, timed out);
* a failed load is forgotten so the next form tries again.
*/
function stripeFor(publishableKey) {
	let promise = loading.get(publishableKey);
	if (!promise) {
		const timeout = new Promise((resolve) => window.setTimeout(() => resolve(null), STRIPE_LOAD_TIMEOUT_MS));
		promise = Promise.race([loadStripe(publishableKey).catch(() => null), timeout]).then((stripe) => {
			if (!stripe) loading.delete(publishableKey);
			return stripe;
		});
		loading.set(publishableKey, promise);
	}
	return promise;
}
// src/features/card-payment/CardPaymentForm.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/card-payment/CardPaymentForm.tsx";
/**
* A card payment form: Stripe's own card fields in their frames (card data goes straight to Stripe), one
* submit button, and the states idle → processing → success or failure. The money is recorded by the
* API when Stripe's signed event arrives, never by this form. When Stripe.js cannot be loaded the form
* says so instead of showing empty fields.
*/
function CardPaymentForm(props) {
	const [stripe, setStripe] = useState(void 0);
	useEffect(() => {
		let current = true;
		stripeFor(props.publishableKey).then((loaded) => {
			if (current) setStripe(loaded);
		});
		return () => {
			current = false;
		};
	}, [props.publishableKey]);
	if (stripe === void 0) return /* @__PURE__ */ jsxDEV("p", {
		className: "card-payment__loading",
		role: "status",
		"data-testid": "card-payment-loading",
		children: CARD_PAYMENT_MESSAGES.loading
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 41,
		columnNumber: 7
	}, this);
	if (stripe === null) return /* @__PURE__ */ jsxDEV("div", {
		className: "notice notice--warning card-payment__unavailable",
		role: "alert",
		"data-testid": "card-payment-unavailable",
		children: /* @__PURE__ */ jsxDEV("p", { children: CARD_PAYMENT_MESSAGES.stripeUnavailable }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 49,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 48,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV(Elements, {
		stripe,
		options: {
			clientSecret: props.clientSecret,
			appearance: {
				theme: "stripe",
				variables: { colorPrimary: "#0b7a53" }
			}
		},
		children: /* @__PURE__ */ jsxDEV(CardFields, { ...props }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 60,
			columnNumber: 7
		}, this)
	}, props.clientSecret, false, {
		fileName: _jsxFileName,
		lineNumber: 55,
		columnNumber: 5
	}, this);
}
function CardFields({ submitLabel, onSucceeded, onFailed }) {
	const stripe = useStripe();
	const elements = useElements();
	const [phase, setPhase] = useState("idle");
	const [error, setError] = useState(null);
	async function submit(event) {
		event.preventDefault();
		if (!stripe || !elements || phase === "processing" || phase === "success") return;
		setPhase("processing");
		setError(null);
		try {
			const result = await stripe.confirmPayment({
				elements,
				redirect: "if_required",
				confirmParams: { return_url: window.location.href }
			});
			if (result.error) {
				const message = result.error.message || CARD_PAYMENT_MESSAGES.failedFallback;
				setPhase("failure");
				setError(message);
				onFailed(message);
				return;
			}
			setPhase("success");
			onSucceeded();
		} catch {
			setPhase("failure");
			setError(CARD_PAYMENT_MESSAGES.failedFallback);
			onFailed(CARD_PAYMENT_MESSAGES.failedFallback);
		}
	}
	return /* @__PURE__ */ jsxDEV("form", {
		className: "card-payment",
		onSubmit: (event) => void submit(event),
		"data-testid": "card-payment-form",
		"aria-label": CARD_PAYMENT_MESSAGES.cardLabel,
		children: [
			/* @__PURE__ */ jsxDEV(PaymentElement, {}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 102,
				columnNumber: 7
			}, this),
			phase === "failure" && error && /* @__PURE__ */ jsxDEV("p", {
				className: "card-payment__error",
				role: "alert",
				children: [
					/* @__PURE__ */ jsxDEV("strong", { children: CARD_PAYMENT_MESSAGES.failedTitle }, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 105,
						columnNumber: 11
					}, this),
					" ",
					error
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 104,
				columnNumber: 9
			}, this),
			phase === "success" && /* @__PURE__ */ jsxDEV("p", {
				className: "card-payment__success",
				role: "status",
				children: CARD_PAYMENT_MESSAGES.success.title
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 109,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV("button", {
				type: "submit",
				className: "button button--primary card-payment__submit",
				disabled: !stripe || !elements || phase === "processing" || phase === "success",
				children: phase === "processing" ? CARD_PAYMENT_MESSAGES.processing : submitLabel
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 113,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 96,
		columnNumber: 5
	}, this);
}
export { CARD_PAYMENT_MESSAGES as n, SUBSCRIBE_PAGE as r, CardPaymentForm as t };
