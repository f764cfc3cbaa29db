import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { c as AUTH_FAILURES, d as AUTH_SUCCESS, l as AUTH_FALLBACKS, p as SESSION_TOASTS, u as AUTH_LABELS } from "./server_BNsqkC4i.mjs";
import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { A as NewPasswordFields, D as Tabs, F as useFormFields, H as apiPost, M as FIELD_LABELS, R as PasswordField, S as toOwnerLogin, V as TextField, _ as checkOwnerRegister, c as CodeSignInLink, d as successToast, f as useSubmit, h as checkContactSignIn, j as AUTH_COPY, k as NameAndCityFields, l as SignInCodeView, t as $$SiteLayout, u as AuthForm } from "./SiteLayout_D9w8JYOK.mjs";
import { c as useVerification, t as VerifyEmailView } from "./VerifyEmailView_Ei5WgYpS.mjs";
import { t as completeAuth } from "./complete-auth_CzA-BWsS.mjs";
import { r as REFERRAL_COPY } from "./copy_CwCpx82G.mjs";
import { i as isAuthRequiredNotice } from "./guards_bz5iJ8zm.mjs";
import { useState } from "react";
import { Fragment as Fragment$1, jsxDEV } from "react/jsx-dev-runtime";
// src/features/auth/ShopOwnerAuthPage.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/auth/ShopOwnerAuthPage.tsx";
var TABS = [{
	key: "signIn",
	label: AUTH_LABELS.signIn
}, {
	key: "signUp",
	label: AUTH_LABELS.signUp
}];
/** A referral link (/shop-owner-auth?ref=CODE) fills in the code. */
function referralFromLink() {
	return typeof window === "undefined" ? "" : (new URLSearchParams(window.location.search).get("ref") ?? "").slice(0, 12);
}
var SIGN_IN_FAILURE = {
	title: AUTH_FAILURES.signIn.title,
	fallback: AUTH_FALLBACKS.invalidCredentials
};
var SIGN_UP_FAILURE = {
	title: AUTH_FAILURES.registration.title,
	fallback: AUTH_FALLBACKS.somethingWentWrong
};
/**
* The shop-owner portal, /shop-owner-auth: Sign In and Sign Up with an email or
* a phone number, a forgot-password link, /dashboard after success.
*/
function ShopOwnerAuthPage() {
	const [tab, setTab] = useState("signIn");
	const [byCode, setByCode] = useState(false);
	const { verifying, needsVerification } = useVerification();
	const form = useSubmit();
	const signIn = useFormFields({
		contact: "",
		password: ""
	}, form.fieldErrors);
	const signUp = useFormFields({
		firstName: "",
		lastName: "",
		contact: "",
		city: "",
		password: "",
		confirmPassword: "",
		referralCode: referralFromLink()
	}, form.fieldErrors);
	const continueAfter = async (answer, outcome, email) => {
		if (needsVerification(answer, email)) return;
		successToast({ title: outcome === "signIn" ? AUTH_SUCCESS.signInSuccessful : AUTH_SUCCESS.accountCreated });
		await completeAuth("shop_owner", outcome);
	};
	if (verifying) return /* @__PURE__ */ jsxDEV("div", {
		className: "auth-card",
		children: /* @__PURE__ */ jsxDEV(VerifyEmailView, {
			email: verifying,
			onVerified: () => completeAuth("shop_owner", "register")
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 61,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 60,
		columnNumber: 7
	}, this);
	if (byCode) return /* @__PURE__ */ jsxDEV("div", {
		className: "auth-card",
		children: /* @__PURE__ */ jsxDEV(SignInCodeView, {
			role: "shop_owner",
			initialEmail: signIn.values.contact,
			onSignedIn: (answer) => continueAfter(answer, "signIn", null),
			onCancel: () => setByCode(false)
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 69,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 68,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV("div", {
		className: "auth-card",
		children: [
			/* @__PURE__ */ jsxDEV("h1", {
				className: "auth-card__title",
				children: AUTH_COPY.ownerAuth.title
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 81,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("p", {
				className: "auth-card__intro",
				children: AUTH_COPY.ownerAuth.intro
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 82,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(Tabs, {
				label: AUTH_COPY.authTabs,
				tabs: TABS,
				selected: tab,
				onSelect: (next) => (setTab(next), form.setFormError(null)),
				children: tab === "signIn" ? /* @__PURE__ */ jsxDEV(AuthForm, {
					busy: form.busy,
					error: form.formError,
					submitLabel: AUTH_LABELS.signIn,
					footer: /* @__PURE__ */ jsxDEV(Fragment$1, { children: [/* @__PURE__ */ jsxDEV("a", {
						className: "auth-form__link",
						href: ROUTES.passwordResetRequest,
						children: AUTH_LABELS.forgotPassword
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 91,
						columnNumber: 17
					}, this), /* @__PURE__ */ jsxDEV(CodeSignInLink, { onClick: () => setByCode(true) }, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 94,
						columnNumber: 17
					}, this)] }, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 90,
						columnNumber: 15
					}, this),
					onSubmit: () => {
						form.submit(checkContactSignIn(signIn.values), (payload) => apiPost("/api/shop-owner/login", toOwnerLogin(payload)), SIGN_IN_FAILURE, (answer, payload) => continueAfter(answer, "signIn", payload.contact.includes("@") ? payload.contact : null));
					},
					children: [/* @__PURE__ */ jsxDEV(TextField, {
						label: FIELD_LABELS.emailOrPhone,
						autoComplete: "username",
						...signIn.field("contact"),
						name: "emailOrPhone",
						error: form.fieldErrors.emailOrPhone
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 106,
						columnNumber: 13
					}, this), /* @__PURE__ */ jsxDEV(PasswordField, {
						label: FIELD_LABELS.password,
						autoComplete: "current-password",
						...signIn.field("password")
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 113,
						columnNumber: 13
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 85,
					columnNumber: 11
				}, this) : /* @__PURE__ */ jsxDEV(AuthForm, {
					busy: form.busy,
					error: form.formError,
					submitLabel: AUTH_LABELS.signUp,
					onSubmit: () => {
						form.submit(checkOwnerRegister(signUp.values), (payload) => apiPost("/api/shop-owner/register", payload), SIGN_UP_FAILURE, (answer, payload) => continueAfter(answer, "register", payload.email));
					},
					children: [
						/* @__PURE__ */ jsxDEV(NameAndCityFields, {
							firstName: signUp.field("firstName"),
							lastName: signUp.field("lastName"),
							city: signUp.field("city"),
							children: /* @__PURE__ */ jsxDEV(TextField, {
								label: FIELD_LABELS.emailOrPhone,
								autoComplete: "username",
								hint: AUTH_COPY.ownerAuth.contactHint,
								...signUp.field("contact"),
								error: form.fieldErrors.email ?? form.fieldErrors.phone
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 130,
								columnNumber: 15
							}, this)
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 129,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV(NewPasswordFields, {
							password: signUp.field("password"),
							confirm: signUp.field("confirmPassword")
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 138,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV(TextField, {
							label: REFERRAL_COPY.field,
							hint: REFERRAL_COPY.fieldHint,
							autoComplete: "off",
							...signUp.field("referralCode")
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 139,
							columnNumber: 13
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 116,
					columnNumber: 11
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 83,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 80,
		columnNumber: 5
	}, this);
}
// src/pages/shop-owner-auth.astro
var shop_owner_auth_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ShopOwnerAuth,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$ShopOwnerAuth = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ShopOwnerAuth;
	const notice = isAuthRequiredNotice(Astro.url) ? SESSION_TOASTS.authenticationRequired : null;
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": AUTH_COPY.ownerAuth.title,
		"noindex": true,
		"data-astro-cid-mpdtefsz": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="auth-page container" data-astro-cid-mpdtefsz>${notice && renderTemplate`<div class="notice notice--warning auth-notice" role="alert" data-testid="auth-required" data-astro-cid-mpdtefsz><p data-astro-cid-mpdtefsz><strong data-astro-cid-mpdtefsz>${notice.title}:</strong> ${notice.description}</p></div>`}${renderComponent($$result, "ShopOwnerAuthPage", ShopOwnerAuthPage, {
		"client:idle": true,
		"data-astro-cid-mpdtefsz": true,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/features/auth/ShopOwnerAuthPage.tsx",
		"client:component-export": "default"
	})}</section>` })}`;
}, "/work/wt/i28/storefront/src/pages/shop-owner-auth.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/shop-owner-auth.astro";
var $$url = "/shop-owner-auth";
// \0virtual:astro:page:src/pages/shop-owner-auth@_@astro
var page = () => shop_owner_auth_exports;
export { page };
