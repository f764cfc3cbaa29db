import { c as AUTH_FAILURES, d as AUTH_SUCCESS, m as verificationNotice, u as AUTH_LABELS } from "./server_BNsqkC4i.mjs";
import { E as verificationEmail, F as useFormFields, H as apiPost, J as REDIRECT_DELAYS_MS, O as CodeField, d as successToast, f as useSubmit, j as AUTH_COPY, u as AuthForm, x as checkVerify } from "./SiteLayout_D9w8JYOK.mjs";
import { i as shopPath, r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { useState } from "react";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/features/auth/use-verification.ts
/**
* An account that must confirm its email first: every sign-in and register form hands its answer to
* `needsVerification`, which says so, remembers the address and lets the form show the code view.
*/
function useVerification() {
	const [verifying, setVerifying] = useState(null);
	function needsVerification(answer, typedEmail) {
		const toVerify = verificationEmail(answer, typedEmail);
		if (!toVerify) return false;
		successToast({
			title: AUTH_SUCCESS.registrationSuccessful,
			description: verificationNotice(toVerify)
		});
		setVerifying(toVerify);
		return true;
	}
	return {
		verifying,
		needsVerification
	};
}
// src/features/auth/destinations.ts
var isOwnerSide = (role) => role === "shop_owner" || role === "admin";
/** Combined page, shop-owner page and customer dialog: owners to /dashboard, customers to /. */
function afterCustomerOrOwnerAuth(role, outcome, pendingRatingShopId) {
	if (pendingRatingShopId !== void 0) return {
		href: shopPath(pendingRatingShopId),
		delayMs: REDIRECT_DELAYS_MS.signIn
	};
	if (isOwnerSide(role)) return {
		href: ROUTES.dashboard,
		delayMs: 0
	};
	return {
		href: ROUTES.home,
		delayMs: REDIRECT_DELAYS_MS[outcome]
	};
}
/** /login: a shop owner goes to /shop-owner-home, a customer to /. */
var afterRoleLogin = (role) => ({
	href: isOwnerSide(role) ? ROUTES.shopOwnerHome : ROUTES.home,
	delayMs: 0
});
/** /auth-test: admin to /admin, shop owner to /shop-owner-dashboard, others to /customer-profile. */
function afterTestSignIn(role, isAdmin) {
	if (role === "admin" || isAdmin) return {
		href: ROUTES.admin,
		delayMs: 0
	};
	if (role === "shop_owner") return {
		href: ROUTES.shopOwnerDashboard,
		delayMs: 0
	};
	return {
		href: ROUTES.customerProfile,
		delayMs: 0
	};
}
/** The role-login answer gives the role on top or inside user. */
var roleOfLogin = (response, fallback) => response.role ?? response.user?.role ?? fallback;
/** /login's register link depends on the chosen role. */
var registerLinkFor = (role) => role === "shop_owner" ? ROUTES.shopOwnerAuth : ROUTES.customerAuth;
/** Navigates after the delay; the browser-only side of the destinations above. */
function go(destination) {
	const navigate = () => window.location.assign(destination.href);
	if (destination.delayMs > 0) window.setTimeout(navigate, destination.delayMs);
	else navigate();
}
// src/features/auth/VerifyEmailView.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/auth/VerifyEmailView.tsx";
/**
* The verify-email view: the 6-digit code from the mail, and Resend code. A correct code
* signs the person in; onVerified then continues as after a sign-in.
*/
function VerifyEmailView({ email, onVerified }) {
	const verify = useSubmit();
	const fields = useFormFields({ code: "" }, verify.fieldErrors);
	const resend = useSubmit();
	const copy = AUTH_COPY.verify;
	const resendCheck = {
		ok: true,
		payload: { email }
	};
	return /* @__PURE__ */ jsxDEV(AuthForm, {
		busy: verify.busy,
		error: verify.formError ?? resend.formError,
		submitLabel: copy.submit,
		footer: /* @__PURE__ */ jsxDEV("button", {
			type: "button",
			className: "button button--ghost",
			disabled: resend.busy,
			onClick: () => void resend.submit(resendCheck, (payload) => apiPost("/api/auth/resend-verification", payload), AUTH_FAILURES.resend, () => {
				fields.set({ code: "" });
				successToast({ title: AUTH_SUCCESS.codeResent });
			}),
			children: AUTH_LABELS.resendCode
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 30,
			columnNumber: 9
		}, this),
		onSubmit: () => {
			verify.submit(checkVerify({
				email,
				code: fields.values.code
			}), (payload) => apiPost("/api/auth/verify-email", payload), AUTH_FAILURES.verification, async (answer) => {
				successToast({ title: AUTH_SUCCESS.emailVerified });
				await onVerified(answer);
			});
		},
		children: [
			/* @__PURE__ */ jsxDEV("h2", {
				className: "auth-form__title",
				children: copy.title
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 61,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("p", {
				className: "auth-form__intro",
				children: copy.intro(email)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 62,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(CodeField, {
				...fields.field("code"),
				autoFocus: true,
				required: true
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 63,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 25,
		columnNumber: 5
	}, this);
}
export { go as a, useVerification as c, afterTestSignIn as i, afterCustomerOrOwnerAuth as n, registerLinkFor as o, afterRoleLogin as r, roleOfLogin as s, VerifyEmailView as t };
