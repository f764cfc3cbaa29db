import { C as COMMON_LABELS, o as unwrap, r as ApiError, v as LOCALE } from "./server_BNsqkC4i.mjs";
import { U as browserApi } from "./SiteLayout_D9w8JYOK.mjs";
import { r as PLAN_DURATIONS, t as NEW_SHOP_BONUS } from "./payments_g5KUsHXb.mjs";
import { t as formatEuro } from "./money_DroOChIm.mjs";
// ../shared/src/messages/payments.ts
var PLAN_LABELS = {
	popular: "Most Popular",
	freeTrial: "Free Trial",
	choosePlan: "Choose Plan",
	getStarted: "Get Started"
};
new Intl.NumberFormat(LOCALE);
/** Labels of plan durations in days; other lengths read as a number of days. */
var PLAN_DURATION_LABELS = {
	[PLAN_DURATIONS.month]: "month",
	[PLAN_DURATIONS.quarter]: "3 months",
	[PLAN_DURATIONS.halfYear]: "6 months",
	[PLAN_DURATIONS.year]: "year"
};
var durationLabel = (days) => PLAN_DURATION_LABELS[days] ?? (days === 1 ? "1 day" : `${days} days`);
var savingsLabel = (percent) => `Save ${percent}%`;
/** The fee notes under the plans. */
var FEE_NOTES = {
	registrationFee: `One-time registration fee ${formatEuro(19)}, waived when you refer 2 or more shops.`,
	newShopBonus: `New Shop Bonus: +${NEW_SHOP_BONUS.visibilityPercent}% visibility for the first ${NEW_SHOP_BONUS.days} days.`,
	freeTrial: `Free trial: 30 days.`,
	reactivation: `Plans renew automatically. After a missed payment you have a 7-day grace period; after that a ${formatEuro(25)} reactivation fee applies.`
};
var SUBSCRIPTION_STATUS_LABELS = {
	active: COMMON_LABELS.active,
	trial: "Trial",
	expiring: "Expiring",
	suspended: COMMON_LABELS.suspended
};
var TRANSACTION_TYPE_LABELS = {
	registration: "Registration fee",
	plan_payment: "Plan payment",
	reactivation: "Reactivation",
	spotlight: COMMON_LABELS.spotlight
};
var TRANSACTION_STATUS_LABELS = {
	awaiting_payment: "Awaiting payment",
	pending_verification: "Pending verification",
	verified: COMMON_LABELS.verified,
	rejected: COMMON_LABELS.rejected,
	refunded: "Refunded"
};
// src/lib/api/upload.ts
/**
* Sends one file as multipart field `field` and reports progress (0–1): fetch cannot say how much of a
* body has been sent, so uploads use XMLHttpRequest. Resolves with the JSON answer or rejects with the
* same ApiError the other calls throw.
*/
function uploadFile(method, path, field, file, onProgress) {
	return new Promise((resolve, reject) => {
		const request = new XMLHttpRequest();
		request.open(method, path);
		request.setRequestHeader("Accept", "application/json");
		request.upload.onprogress = (event) => {
			if (event.lengthComputable) onProgress(event.loaded / event.total);
		};
		request.onload = () => {
			if (request.status >= 200 && request.status < 300) {
				onProgress(1);
				resolve(JSON.parse(request.responseText));
			} else reject(new ApiError(request.status, request.responseText, request.statusText));
		};
		request.onerror = () => reject(new ApiError(0, "", "Network error"));
		const form = new FormData();
		form.append(field, file);
		request.send(form);
	});
}
// src/features/billing/billing-api.ts
/** The multipart field PUT /api/payments/:id/proof reads. */
var PROOF_FIELD = "proof";
var fetchPlans = (api) => api.get("/api/plans");
var fetchBilling = (api) => api.get("/api/billing");
var reloadBilling = async () => unwrap(await fetchBilling(browserApi));
var createInvoice = async (payload) => unwrap(await browserApi.post("/api/payments/checkout", payload));
/** PUT /api/payments/:id/proof with upload progress (0–1). */
var uploadProof = (paymentId, file, onProgress) => uploadFile("PUT", `/api/payments/${paymentId}/proof`, PROOF_FIELD, file, onProgress);
export { uploadProof as a, PLAN_LABELS as c, TRANSACTION_TYPE_LABELS as d, durationLabel as f, reloadBilling as i, SUBSCRIPTION_STATUS_LABELS as l, fetchBilling as n, uploadFile as o, savingsLabel as p, fetchPlans as r, FEE_NOTES as s, createInvoice as t, TRANSACTION_STATUS_LABELS as u };
