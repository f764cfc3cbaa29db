import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, N as addAttribute, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { r as ROUTES, t as PASSWORD_RESET_SUCCESS_QUERY } from "./routes_DRPvcbu1.mjs";
import { c as AUTH_FAILURES, d as AUTH_SUCCESS, s as withQuery, u as AUTH_LABELS } from "./server_BNsqkC4i.mjs";
import { $ as VALIDATION_MESSAGES, A as NewPasswordFields, F as useFormFields, G as showToast, H as apiPost, O as CodeField, d as successToast, et as VALIDATION_TOASTS, f as useSubmit, j as AUTH_COPY, t as $$SiteLayout, u as AuthForm, v as checkResetConfirm } from "./SiteLayout_D9w8JYOK.mjs";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/features/auth/PasswordResetConfirmPage.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/auth/PasswordResetConfirmPage.tsx";
/**
* /password-reset-confirm?email=…: the 6-digit code, a new password and its confirmation;
* success goes to /?passwordReset=success. The page without an email never renders this form: it
* shows the loading note and sends the browser to the request screen.
*/
function PasswordResetConfirmPage({ email }) {
	const form = useSubmit();
	const fields = useFormFields({
		code: "",
		newPassword: "",
		confirmPassword: ""
	}, form.fieldErrors);
	const copy = AUTH_COPY.resetConfirm;
	return /* @__PURE__ */ jsxDEV("div", {
		className: "auth-card",
		children: [
			/* @__PURE__ */ jsxDEV("a", {
				className: "button button--ghost auth-card__back",
				href: withQuery(ROUTES.passwordResetRequest, { email }),
				children: ["← ", copy.back]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 26,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("h1", {
				className: "auth-card__title",
				children: copy.title
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 29,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("p", {
				className: "auth-card__intro",
				children: copy.intro(email)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 30,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(AuthForm, {
				busy: form.busy,
				error: form.formError,
				submitLabel: copy.submit,
				onSubmit: () => {
					const check = checkResetConfirm({
						email,
						...fields.values
					});
					if (!check.ok && check.message === VALIDATION_MESSAGES.passwordsDontMatch) showToast({
						...VALIDATION_TOASTS.passwordsDontMatch,
						variant: "destructive"
					});
					form.submit(check, (payload) => apiPost("/api/auth/reset-password", payload), AUTH_FAILURES.reset, () => {
						successToast({ title: AUTH_SUCCESS.passwordResetSuccessful });
						window.location.assign(withQuery(ROUTES.home, PASSWORD_RESET_SUCCESS_QUERY));
					});
				},
				children: [/* @__PURE__ */ jsxDEV(CodeField, {
					...fields.field("code"),
					autoFocus: true
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 51,
					columnNumber: 9
				}, this), /* @__PURE__ */ jsxDEV(NewPasswordFields, {
					reset: true,
					password: fields.field("newPassword"),
					confirm: fields.field("confirmPassword"),
					hint: /* @__PURE__ */ jsxDEV("p", {
						className: "field__hint",
						children: copy.passwordHint
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 56,
						columnNumber: 17
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 52,
					columnNumber: 9
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 31,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 25,
		columnNumber: 5
	}, this);
}
// src/pages/password-reset-confirm.astro
var password_reset_confirm_exports = /* @__PURE__ */ __exportAll({
	default: () => $$PasswordResetConfirm,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$PasswordResetConfirm = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$PasswordResetConfirm;
	const email = Astro.url.searchParams.get("email")?.trim() ?? "";
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": AUTH_COPY.resetConfirm.title,
		"noindex": true,
		"data-astro-cid-rt4x3etq": true
	}, {
		"default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="auth-page container" data-astro-cid-rt4x3etq>${email === "" ? renderTemplate`<p class="auth-loading" role="status" data-testid="reset-loading" data-astro-cid-rt4x3etq>${AUTH_LABELS.loadingResetForm}</p>` : renderTemplate`${renderComponent($$result, "PasswordResetConfirmPage", PasswordResetConfirmPage, {
			"client:idle": true,
			"email": email,
			"data-astro-cid-rt4x3etq": true,
			"client:component-hydration": "idle",
			"client:component-path": "/work/wt/i28/storefront/src/features/auth/PasswordResetConfirmPage.tsx",
			"client:component-export": "default"
		})}`}</section>`,
		"head": ($$result) => renderTemplate`${email === "" && renderTemplate`<meta http-equiv="refresh"${addAttribute(`0;url=${ROUTES.passwordResetRequest}`, "content")}>`}`
	})}`;
}, "/work/wt/i28/storefront/src/pages/password-reset-confirm.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/password-reset-confirm.astro";
var $$url = "/password-reset-confirm";
// \0virtual:astro:page:src/pages/password-reset-confirm@_@astro
var page = () => password_reset_confirm_exports;
export { page };
