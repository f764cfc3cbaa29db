import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent } from "./compiler_Ci-kpdJs.mjs";
import { t as LOGIN_FORM_ROLES } from "./enumerations_BiOu1ipC.mjs";
import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { c as AUTH_FAILURES, d as AUTH_SUCCESS, u as AUTH_LABELS } from "./server_BNsqkC4i.mjs";
import { A as NewPasswordFields, D as Tabs, F as useFormFields, H as apiPost, M as FIELD_LABELS, P as roleOptions, R as PasswordField, V as TextField, c as CodeSignInLink, d as successToast, f as useSubmit, j as AUTH_COPY, k as NameAndCityFields, l as SignInCodeView, m as checkCombinedSignIn, p as checkCombinedRegister, t as $$SiteLayout, u as AuthForm, z as SelectField } from "./SiteLayout_D9w8JYOK.mjs";
import { c as useVerification, s as roleOfLogin, t as VerifyEmailView } from "./VerifyEmailView_Ei5WgYpS.mjs";
import { t as completeAuth } from "./complete-auth_CzA-BWsS.mjs";
import { useState } from "react";
import { Fragment as Fragment$1, jsxDEV } from "react/jsx-dev-runtime";
// src/features/auth/CustomerAuthPage.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/auth/CustomerAuthPage.tsx";
var TABS = [{
	key: "signIn",
	label: AUTH_LABELS.signIn
}, {
	key: "register",
	label: AUTH_LABELS.register
}];
/**
* The combined customer and shop-owner page, /customer-auth: tabs Sign In and
* Register, an account-type selector, Back to Home and 'Forgot your password?'.
*/
function CustomerAuthPage() {
	const [tab, setTab] = useState("signIn");
	const [role, setRole] = useState("customer");
	const [byCode, setByCode] = useState(false);
	const { verifying, needsVerification } = useVerification();
	const form = useSubmit();
	const signIn = useFormFields({
		email: "",
		password: ""
	}, form.fieldErrors);
	const register = useFormFields({
		firstName: "",
		lastName: "",
		email: "",
		city: "",
		password: ""
	}, form.fieldErrors);
	const afterAnswer = async (answer, outcome, email) => {
		if (needsVerification(answer, email)) return;
		successToast({ title: outcome === "signIn" ? AUTH_SUCCESS.signInSuccessful : AUTH_SUCCESS.accountCreated });
		await completeAuth(roleOfLogin(answer, role), outcome);
	};
	return /* @__PURE__ */ jsxDEV("div", {
		className: "auth-card",
		children: [
			/* @__PURE__ */ jsxDEV("a", {
				className: "button button--ghost auth-card__back",
				href: ROUTES.home,
				children: ["← ", AUTH_LABELS.backToHome]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 50,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("h1", {
				className: "auth-card__title",
				children: AUTH_COPY.customerAuth.title
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 53,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("p", {
				className: "auth-card__intro",
				children: AUTH_COPY.customerAuth.intro
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 54,
				columnNumber: 7
			}, this),
			verifying ? /* @__PURE__ */ jsxDEV(VerifyEmailView, {
				email: verifying,
				onVerified: (answer) => completeAuth(roleOfLogin(answer, role), "register")
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 56,
				columnNumber: 9
			}, this) : byCode ? /* @__PURE__ */ jsxDEV(SignInCodeView, {
				role,
				initialEmail: signIn.values.email,
				onSignedIn: (answer) => afterAnswer(answer, "signIn", ""),
				onCancel: () => setByCode(false)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 58,
				columnNumber: 9
			}, this) : /* @__PURE__ */ jsxDEV(Fragment$1, { children: [/* @__PURE__ */ jsxDEV(SelectField, {
				label: FIELD_LABELS.accountType,
				name: "accountType",
				value: role,
				options: roleOptions(LOGIN_FORM_ROLES),
				onValueChange: (next) => setRole(next)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 66,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV(Tabs, {
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
						lineNumber: 81,
						columnNumber: 21
					}, this), /* @__PURE__ */ jsxDEV(CodeSignInLink, { onClick: () => setByCode(true) }, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 84,
						columnNumber: 21
					}, this)] }, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 80,
						columnNumber: 19
					}, this),
					onSubmit: () => {
						form.submit(checkCombinedSignIn({
							...signIn.values,
							role
						}), (payload) => apiPost("/api/auth/role-login", payload), AUTH_FAILURES.signIn, (answer, payload) => afterAnswer(answer, "signIn", payload.email));
					},
					children: [/* @__PURE__ */ jsxDEV(TextField, {
						label: FIELD_LABELS.email,
						type: "email",
						autoComplete: "email",
						...signIn.field("email")
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 96,
						columnNumber: 17
					}, this), /* @__PURE__ */ jsxDEV(PasswordField, {
						label: FIELD_LABELS.password,
						autoComplete: "current-password",
						...signIn.field("password")
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 97,
						columnNumber: 17
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 75,
					columnNumber: 15
				}, this) : /* @__PURE__ */ jsxDEV(AuthForm, {
					busy: form.busy,
					error: form.formError,
					submitLabel: AUTH_LABELS.register,
					footer: /* @__PURE__ */ jsxDEV("a", {
						className: "auth-form__link",
						href: ROUTES.passwordResetRequest,
						children: AUTH_LABELS.forgotPassword
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 105,
						columnNumber: 19
					}, this),
					onSubmit: () => {
						form.submit(checkCombinedRegister({
							...register.values,
							role
						}), (payload) => apiPost("/api/auth/register", payload), AUTH_FAILURES.registration, (answer, payload) => afterAnswer(answer, "register", payload.email));
					},
					children: [/* @__PURE__ */ jsxDEV(NameAndCityFields, {
						firstName: register.field("firstName"),
						lastName: register.field("lastName"),
						city: register.field("city"),
						children: /* @__PURE__ */ jsxDEV(TextField, {
							label: FIELD_LABELS.email,
							type: "email",
							autoComplete: "email",
							...register.field("email")
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 123,
							columnNumber: 19
						}, this)
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 118,
						columnNumber: 17
					}, this), /* @__PURE__ */ jsxDEV(NewPasswordFields, { password: register.field("password") }, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 125,
						columnNumber: 17
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 100,
					columnNumber: 15
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 73,
				columnNumber: 11
			}, this)] }, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 65,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 49,
		columnNumber: 5
	}, this);
}
// src/pages/customer-auth.astro
var customer_auth_exports = /* @__PURE__ */ __exportAll({
	default: () => $$CustomerAuth,
	file: () => $$file,
	url: () => $$url
});
var $$CustomerAuth = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": AUTH_COPY.customerAuth.title,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="auth-page container">${renderComponent($$result, "CustomerAuthPage", CustomerAuthPage, {
		"client:idle": true,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/features/auth/CustomerAuthPage.tsx",
		"client:component-export": "default"
	})}</section>` })}`;
}, "/work/wt/i28/storefront/src/pages/customer-auth.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/customer-auth.astro";
var $$url = "/customer-auth";
// \0virtual:astro:page:src/pages/customer-auth@_@astro
var page = () => customer_auth_exports;
export { page };
