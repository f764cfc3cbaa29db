import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent } from "./compiler_Ci-kpdJs.mjs";
import { n as ROLES } from "./enumerations_BiOu1ipC.mjs";
import { c as AUTH_FAILURES, d as AUTH_SUCCESS, u as AUTH_LABELS } from "./server_BNsqkC4i.mjs";
import { A as NewPasswordFields, F as useFormFields, H as apiPost, I as CheckboxField, M as FIELD_LABELS, N as ROLE_LABELS, O as CodeField, P as roleOptions, R as PasswordField, V as TextField, b as checkRoleLogin, c as CodeSignInLink, d as successToast, f as useSubmit, g as checkHubRegister, j as AUTH_COPY, k as NameAndCityFields, l as SignInCodeView, t as $$SiteLayout, u as AuthForm, v as checkResetConfirm, y as checkResetRequest, z as SelectField } from "./SiteLayout_D9w8JYOK.mjs";
import { a as go, c as useVerification, i as afterTestSignIn, s as roleOfLogin, t as VerifyEmailView } from "./VerifyEmailView_Ei5WgYpS.mjs";
import { useState } from "react";
import { Fragment as Fragment$1, jsxDEV } from "react/jsx-dev-runtime";
// src/features/auth/AuthHubPanel.tsx
var _jsxFileName$2 = "/work/wt/i28/storefront/src/features/auth/AuthHubPanel.tsx";
/** The auth hub's side panel: why to join, and what each account type is for. */
function AuthHubPanel() {
	const copy = AUTH_COPY.hub;
	return /* @__PURE__ */ jsxDEV("aside", {
		className: "auth-hub__side",
		"aria-labelledby": "auth-hub-side-title",
		children: [
			/* @__PURE__ */ jsxDEV("h2", {
				id: "auth-hub-side-title",
				children: copy.sideTitle
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 8,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("p", { children: copy.sideIntro }, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 9,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("ul", {
				className: "auth-hub__points",
				children: copy.sidePoints.map((point) => /* @__PURE__ */ jsxDEV("li", { children: [/* @__PURE__ */ jsxDEV("h3", { children: point.title }, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 13,
					columnNumber: 13
				}, this), /* @__PURE__ */ jsxDEV("p", { children: point.text }, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 14,
					columnNumber: 13
				}, this)] }, point.title, true, {
					fileName: _jsxFileName$2,
					lineNumber: 12,
					columnNumber: 11
				}, this))
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 10,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("h3", { children: copy.accountTypesHeading }, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 18,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("ul", {
				className: "auth-hub__types",
				children: copy.accountTypes.map((type) => /* @__PURE__ */ jsxDEV("li", { children: [
					/* @__PURE__ */ jsxDEV("strong", { children: ROLE_LABELS[type.role] }, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 22,
						columnNumber: 13
					}, this),
					" — ",
					type.text
				] }, type.role, true, {
					fileName: _jsxFileName$2,
					lineNumber: 21,
					columnNumber: 11
				}, this))
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 19,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$2,
		lineNumber: 7,
		columnNumber: 5
	}, this);
}
// src/features/auth/HubResetView.tsx
var _jsxFileName$1 = "/work/wt/i28/storefront/src/features/auth/HubResetView.tsx";
/** The hub's password reset in two steps on one form: ask for a code, then send it with the new password. */
function HubResetView({ form, fields: reset, onBack, onReset }) {
	return /* @__PURE__ */ jsxDEV(AuthForm, {
		busy: form.busy,
		error: form.formError,
		submitLabel: reset.values.codeSent ? AUTH_COPY.resetConfirm.submit : AUTH_COPY.resetRequest.submit,
		footer: /* @__PURE__ */ jsxDEV("p", {
			className: "auth-form__footer",
			children: /* @__PURE__ */ jsxDEV("button", {
				type: "button",
				className: "link-button",
				onClick: onBack,
				children: AUTH_COPY.resetRequest.back
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 32,
				columnNumber: 11
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 31,
			columnNumber: 9
		}, this),
		onSubmit: () => {
			if (!reset.values.codeSent) {
				form.submit(checkResetRequest(reset.values), (payload) => apiPost("/api/auth/request-password-reset", payload), AUTH_FAILURES.request, () => {
					successToast({ title: AUTH_SUCCESS.resetCodeSent });
					reset.set({ codeSent: true });
				});
				return;
			}
			form.submit(checkResetConfirm(reset.values), (payload) => apiPost("/api/auth/reset-password", payload), AUTH_FAILURES.reset, () => {
				successToast({ title: AUTH_SUCCESS.passwordResetSuccessful });
				reset.set({
					code: "",
					newPassword: "",
					confirmPassword: "",
					codeSent: false
				});
				onReset(reset.values.email);
			});
		},
		children: [
			/* @__PURE__ */ jsxDEV("h2", {
				className: "auth-form__title",
				children: AUTH_COPY.hub.resetHeading
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 62,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(TextField, {
				label: FIELD_LABELS.email,
				type: "email",
				autoComplete: "email",
				...reset.field("email"),
				readOnly: reset.values.codeSent
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 63,
				columnNumber: 7
			}, this),
			reset.values.codeSent && /* @__PURE__ */ jsxDEV(Fragment$1, { children: [/* @__PURE__ */ jsxDEV(CodeField, { ...reset.field("code") }, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 66,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV(NewPasswordFields, {
				reset: true,
				password: reset.field("newPassword"),
				confirm: reset.field("confirmPassword")
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 67,
				columnNumber: 11
			}, this)] }, void 0, true, {
				fileName: _jsxFileName$1,
				lineNumber: 65,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 26,
		columnNumber: 5
	}, this);
}
// src/features/auth/AuthHub.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/auth/AuthHub.tsx";
/**
* The auth hub on /auth-test: sign-in, register, reset-password and verify-email views
* beside a marketing panel. Sign-in sends the chosen role; afterwards admin goes to /admin, a shop
* owner to /shop-owner-dashboard, anyone else to /customer-profile.
*/
function AuthHub() {
	const [view, setView] = useState("signIn");
	const verification = useVerification();
	const form = useSubmit();
	const login = useFormFields({
		email: "",
		password: "",
		role: "customer",
		rememberMe: false
	}, form.fieldErrors);
	const register = useFormFields({
		firstName: "",
		lastName: "",
		email: "",
		phone: "",
		city: "",
		password: "",
		role: "customer"
	}, form.fieldErrors);
	const reset = useFormFields({
		email: "",
		code: "",
		newPassword: "",
		confirmPassword: "",
		codeSent: false
	}, form.fieldErrors);
	const copy = AUTH_COPY.hub;
	const show = (next) => {
		form.setFormError(null);
		setView(next);
	};
	const finish = (answer, fallbackRole) => go(afterTestSignIn(roleOfLogin(answer, fallbackRole), answer.user?.isAdmin === true));
	const needsVerification = (answer, email) => {
		if (!verification.needsVerification(answer, email)) return false;
		show("verifyEmail");
		return true;
	};
	let content;
	if (view === "signInByCode") content = /* @__PURE__ */ jsxDEV(SignInCodeView, {
		role: login.values.role,
		initialEmail: login.values.email,
		onSignedIn: (answer) => {
			successToast({ title: AUTH_SUCCESS.welcomeBack });
			finish(answer, login.values.role);
		},
		onCancel: () => show("signIn")
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 61,
		columnNumber: 7
	}, this);
	else if (view === "verifyEmail") content = /* @__PURE__ */ jsxDEV(VerifyEmailView, {
		email: verification.verifying ?? "",
		onVerified: (answer) => finish(answer, register.values.role)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 72,
		columnNumber: 15
	}, this);
	else if (view === "register") content = /* @__PURE__ */ jsxDEV(AuthForm, {
		busy: form.busy,
		error: form.formError,
		submitLabel: AUTH_LABELS.register,
		footer: /* @__PURE__ */ jsxDEV("p", {
			className: "auth-form__footer",
			children: [
				copy.haveAccount,
				" ",
				/* @__PURE__ */ jsxDEV("button", {
					type: "button",
					className: "link-button",
					onClick: () => show("signIn"),
					children: AUTH_LABELS.signIn
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 82,
					columnNumber: 13
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 80,
			columnNumber: 11
		}, this),
		onSubmit: () => {
			form.submit(checkHubRegister(register.values), (payload) => apiPost("/api/auth/register", payload), AUTH_FAILURES.registration, (answer, payload) => {
				if (needsVerification(answer, payload.email)) return;
				successToast({ title: AUTH_SUCCESS.registrationSuccessful });
				finish(answer, payload.role);
			});
		},
		children: [
			/* @__PURE__ */ jsxDEV("h2", {
				className: "auth-form__title",
				children: copy.registerHeading
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 100,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(NameAndCityFields, {
				firstName: register.field("firstName"),
				lastName: register.field("lastName"),
				city: register.field("city"),
				children: [/* @__PURE__ */ jsxDEV(TextField, {
					label: FIELD_LABELS.email,
					type: "email",
					autoComplete: "email",
					...register.field("email")
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 102,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV(TextField, {
					label: FIELD_LABELS.phoneOptional,
					type: "tel",
					autoComplete: "tel",
					...register.field("phone")
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 103,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 101,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(NewPasswordFields, { password: register.field("password") }, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 105,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(SelectField, {
				label: FIELD_LABELS.accountType,
				options: roleOptions(ROLES),
				...register.field("role")
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 106,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 75,
		columnNumber: 7
	}, this);
	else if (view === "resetPassword") content = /* @__PURE__ */ jsxDEV(HubResetView, {
		form,
		fields: reset,
		onBack: () => show("signIn"),
		onReset: (email) => {
			login.set({
				email,
				password: ""
			});
			show("signIn");
		}
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 111,
		columnNumber: 7
	}, this);
	else content = /* @__PURE__ */ jsxDEV(AuthForm, {
		busy: form.busy,
		error: form.formError,
		submitLabel: AUTH_LABELS.signIn,
		footer: /* @__PURE__ */ jsxDEV(Fragment$1, { children: [/* @__PURE__ */ jsxDEV(CodeSignInLink, { onClick: () => show("signInByCode") }, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 129,
			columnNumber: 13
		}, this), /* @__PURE__ */ jsxDEV("p", {
			className: "auth-form__footer",
			children: [
				copy.noAccount,
				" ",
				/* @__PURE__ */ jsxDEV("button", {
					type: "button",
					className: "link-button",
					onClick: () => show("register"),
					children: AUTH_LABELS.register
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 132,
					columnNumber: 15
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 130,
			columnNumber: 13
		}, this)] }, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 128,
			columnNumber: 11
		}, this),
		onSubmit: () => {
			form.submit(checkRoleLogin({
				...login.values,
				allowedRoles: ROLES
			}), (payload) => apiPost("/api/auth/role-login", payload), AUTH_FAILURES.login, (answer, payload) => {
				if (needsVerification(answer, payload.email)) return;
				successToast({ title: AUTH_SUCCESS.welcomeBack });
				finish(answer, payload.role);
			});
		},
		children: [
			/* @__PURE__ */ jsxDEV("h2", {
				className: "auth-form__title",
				children: copy.signInHeading
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 151,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(SelectField, {
				label: FIELD_LABELS.role,
				options: roleOptions(ROLES),
				...login.field("role")
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 152,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(TextField, {
				label: FIELD_LABELS.email,
				type: "email",
				autoComplete: "email",
				...login.field("email")
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 153,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(PasswordField, {
				label: FIELD_LABELS.password,
				autoComplete: "current-password",
				...login.field("password")
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 154,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV("div", {
				className: "auth-form__between",
				children: [/* @__PURE__ */ jsxDEV(CheckboxField, {
					label: AUTH_LABELS.rememberMe,
					...login.checkbox("rememberMe")
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 156,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV("button", {
					type: "button",
					className: "link-button",
					onClick: () => show("resetPassword"),
					children: AUTH_LABELS.forgotPassword
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 157,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 155,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 123,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV("div", {
		className: "auth-hub",
		children: [/* @__PURE__ */ jsxDEV("div", {
			className: "auth-card auth-hub__main",
			children: [/* @__PURE__ */ jsxDEV("h1", {
				className: "auth-card__title",
				children: copy.title
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 168,
				columnNumber: 9
			}, this), content]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 167,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(AuthHubPanel, {}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 171,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 166,
		columnNumber: 5
	}, this);
}
// src/pages/auth-test.astro
var auth_test_exports = /* @__PURE__ */ __exportAll({
	default: () => $$AuthTest,
	file: () => $$file,
	url: () => $$url
});
var $$AuthTest = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": AUTH_COPY.hub.title,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="auth-page container">${renderComponent($$result, "AuthHub", AuthHub, {
		"client:idle": true,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/features/auth/AuthHub.tsx",
		"client:component-export": "default"
	})}</section>` })}`;
}, "/work/wt/i28/storefront/src/pages/auth-test.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/auth-test.astro";
var $$url = "/auth-test";
// \0virtual:astro:page:src/pages/auth-test@_@astro
var page = () => auth_test_exports;
export { page };
