import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent } from "./compiler_Ci-kpdJs.mjs";
import { t as LOGIN_FORM_ROLES } from "./enumerations_BiOu1ipC.mjs";
import { c as AUTH_FAILURES, d as AUTH_SUCCESS, u as AUTH_LABELS } from "./server_BNsqkC4i.mjs";
import { F as useFormFields, H as apiPost, I as CheckboxField, M as FIELD_LABELS, P as roleOptions, R as PasswordField, V as TextField, b as checkRoleLogin, c as CodeSignInLink, d as successToast, f as useSubmit, j as AUTH_COPY, l as SignInCodeView, t as $$SiteLayout, u as AuthForm, z as SelectField } from "./SiteLayout_D9w8JYOK.mjs";
import { a as go, c as useVerification, o as registerLinkFor, r as afterRoleLogin, s as roleOfLogin, t as VerifyEmailView } from "./VerifyEmailView_Ei5WgYpS.mjs";
import { useState } from "react";
import { Fragment as Fragment$1, jsxDEV } from "react/jsx-dev-runtime";
// src/features/auth/RoleLoginPage.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/auth/RoleLoginPage.tsx";
/**
* /login: role select (customer or shop owner), email, password, Remember me.
* A shop owner then goes to /shop-owner-home, a customer to /; the register link follows the role.
*/
function RoleLoginPage() {
	const { verifying, needsVerification } = useVerification();
	const form = useSubmit();
	const fields = useFormFields({
		role: "customer",
		email: "",
		password: "",
		rememberMe: false
	}, form.fieldErrors);
	const { role } = fields.values;
	const copy = AUTH_COPY.login;
	const [byCode, setByCode] = useState(false);
	if (verifying) return /* @__PURE__ */ jsxDEV("div", {
		className: "auth-card",
		children: /* @__PURE__ */ jsxDEV(VerifyEmailView, {
			email: verifying,
			onVerified: (answer) => go(afterRoleLogin(roleOfLogin(answer, role)))
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 34,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 33,
		columnNumber: 7
	}, this);
	if (byCode) return /* @__PURE__ */ jsxDEV("div", {
		className: "auth-card",
		children: /* @__PURE__ */ jsxDEV(SignInCodeView, {
			role,
			initialEmail: fields.values.email,
			onSignedIn: (answer) => {
				successToast({ title: AUTH_SUCCESS.loginSuccessful });
				go(afterRoleLogin(roleOfLogin(answer, role)));
			},
			onCancel: () => setByCode(false)
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 42,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 41,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV("div", {
		className: "auth-card",
		children: [
			/* @__PURE__ */ jsxDEV("h1", {
				className: "auth-card__title",
				children: copy.title
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 57,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("p", {
				className: "auth-card__intro",
				children: copy.intro
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 58,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(AuthForm, {
				busy: form.busy,
				error: form.formError,
				submitLabel: AUTH_LABELS.signIn,
				footer: /* @__PURE__ */ jsxDEV(Fragment$1, { children: [/* @__PURE__ */ jsxDEV(CodeSignInLink, { onClick: () => setByCode(true) }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 65,
					columnNumber: 13
				}, this), /* @__PURE__ */ jsxDEV("p", {
					className: "auth-form__footer",
					children: [
						copy.noAccount,
						" ",
						/* @__PURE__ */ jsxDEV("a", {
							href: registerLinkFor(role),
							children: copy.registerLink
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 67,
							columnNumber: 32
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 66,
					columnNumber: 13
				}, this)] }, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 64,
					columnNumber: 11
				}, this),
				onSubmit: () => {
					form.submit(checkRoleLogin({
						...fields.values,
						allowedRoles: LOGIN_FORM_ROLES
					}), (payload) => apiPost("/api/auth/role-login", payload), AUTH_FAILURES.login, (answer, payload) => {
						if (needsVerification(answer, payload.email)) return;
						successToast({ title: AUTH_SUCCESS.loginSuccessful });
						go(afterRoleLogin(roleOfLogin(answer, role)));
					});
				},
				children: [
					/* @__PURE__ */ jsxDEV(SelectField, {
						label: FIELD_LABELS.role,
						options: roleOptions(LOGIN_FORM_ROLES),
						...fields.field("role")
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 84,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV(TextField, {
						label: FIELD_LABELS.email,
						type: "email",
						autoComplete: "email",
						...fields.field("email")
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 85,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV(PasswordField, {
						label: FIELD_LABELS.password,
						autoComplete: "current-password",
						...fields.field("password")
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 86,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV(CheckboxField, {
						label: AUTH_LABELS.rememberMe,
						...fields.checkbox("rememberMe")
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 87,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 59,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 56,
		columnNumber: 5
	}, this);
}
// src/pages/login.astro
var login_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Login,
	file: () => $$file,
	url: () => $$url
});
var $$Login = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": AUTH_COPY.login.title,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="auth-page container">${renderComponent($$result, "RoleLoginPage", RoleLoginPage, {
		"client:idle": true,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/features/auth/RoleLoginPage.tsx",
		"client:component-export": "default"
	})}</section>` })}`;
}, "/work/wt/i28/storefront/src/pages/login.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/login.astro";
var $$url = "/login";
// \0virtual:astro:page:src/pages/login@_@astro
var page = () => login_exports;
export { page };
