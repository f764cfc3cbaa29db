import { C as COMMON_LABELS } from "./server_BNsqkC4i.mjs";
import { C as postPendingRating, G as showToast, mt as REVIEW_MESSAGES } from "./SiteLayout_D9w8JYOK.mjs";
import { a as go, n as afterCustomerOrOwnerAuth } from "./VerifyEmailView_Ei5WgYpS.mjs";
// src/features/auth/complete-auth.ts
/**
* After a sign-in or registration on the combined page, the shop-owner page or the customer dialog:
* post a saved pending rating first, then go on: to the rated shop after 1 s, owners to
* /dashboard, customers to / after 1 s (sign-in) or 1.5 s (register).
*/
async function completeAuth(role, outcome) {
	const rating = await postPendingRating(window.sessionStorage);
	if (rating.status === "posted") showToast({
		title: REVIEW_MESSAGES.submitted,
		variant: "success"
	});
	if (rating.status === "failed") showToast({
		title: COMMON_LABELS.error,
		description: rating.message,
		variant: "destructive"
	});
	go(afterCustomerOrOwnerAuth(role, outcome, rating.status === "posted" ? rating.shopId : void 0));
}
export { completeAuth as t };
