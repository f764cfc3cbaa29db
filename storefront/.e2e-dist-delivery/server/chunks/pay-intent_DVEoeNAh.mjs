import { a as isUnauthorized, p as SESSION_TOASTS, s as withQuery } from "./server_BNsqkC4i.mjs";
import { G as showToast, J as REDIRECT_DELAYS_MS } from "./SiteLayout_D9w8JYOK.mjs";
import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
// src/features/auth/unauthorized.ts
/**
* An error whose message has 401 with 'Unauthorized' means the session ended: say 'You are
* logged out. Logging in again...' and go to /api/login after 500 ms. Returns whether it handled it,
* so callers can fall through to their own error toast.
*/
function handleUnauthorized(error) {
	if (!isUnauthorized(error)) return false;
	showToast({
		...SESSION_TOASTS.unauthorized,
		variant: "destructive"
	});
	window.setTimeout(() => window.location.assign(ROUTES.unauthorizedRedirect), REDIRECT_DELAYS_MS.unauthorized);
	return true;
}
// src/features/billing/pay-intent.ts
var positiveId = (value) => {
	if (!value || !/^\d{1,10}$/.test(value)) return null;
	const id = Number(value);
	return id > 0 ? id : null;
};
/**
* /pay?plan=<name>&shopId=<id>, ?reactivate=<shopId>, ?spotlightRequestId=<id> or ?payment=<id>. The page
* only passes the choice on: the API refuses what may not be bought and prices what may.
*/
function parsePayIntent(params) {
	const payment = positiveId(params.get("payment"));
	if (payment) return {
		kind: "payment",
		paymentId: payment
	};
	const spotlightRequestId = positiveId(params.get("spotlightRequestId"));
	if (spotlightRequestId) return {
		kind: "checkout",
		payload: {
			purpose: "spotlight",
			spotlightRequestId,
			paymentMethod: "bank_transfer"
		}
	};
	const reactivate = positiveId(params.get("reactivate"));
	if (reactivate) return {
		kind: "checkout",
		payload: {
			purpose: "reactivation",
			shopId: reactivate,
			paymentMethod: "bank_transfer"
		}
	};
	const shopId = positiveId(params.get("shopId"));
	const planName = params.get("plan")?.trim();
	if (shopId && planName) return {
		kind: "checkout",
		payload: {
			purpose: "plan",
			shopId,
			planName,
			paymentMethod: "bank_transfer"
		}
	};
	return { kind: "none" };
}
/** A bank transfer the owner can still act on: send (or replace) its proof. */
var isOpenTransfer = (payment) => payment.paymentMethod === "bank_transfer" && (payment.paymentStatus === "awaiting_payment" || payment.paymentStatus === "pending_verification");
var paymentHref = (payment) => withQuery(ROUTES.pay, { payment: String(payment.id) });
/** The shop or request an intent names, for the summary above the invoice button. */
function intentShopName(intent, billing) {
	if (intent.kind !== "checkout" || intent.payload.purpose === "spotlight") return null;
	const { shopId } = intent.payload;
	return billing.shops.find((shop) => shop.id === shopId)?.name ?? null;
}
export { handleUnauthorized as a, paymentHref as i, isOpenTransfer as n, parsePayIntent as r, intentShopName as t };
