import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { c as AUTH_FAILURES, d as AUTH_SUCCESS, s as withQuery } from "./server_BNsqkC4i.mjs";
import { F as useFormFields, H as apiPost, M as FIELD_LABELS, V as TextField, d as successToast, f as useSubmit, j as AUTH_COPY, t as $$SiteLayout, u as AuthForm, y as checkResetRequest } from "./SiteLayout_D9w8JYOK.mjs";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/features/auth/PasswordResetRequestPage.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/auth/PasswordResetRequestPage.tsx";
/** /password-reset-request: an email; then the confirm screen with the email in the query. */
function PasswordResetRequestPage({ initialEmail = "" }) {
	const form = useSubmit();
	const fields = useFormFields({ email: initialEmail }, form.fieldErrors);
	const copy = AUTH_COPY.resetRequest;
	return /* @__PURE__ */ jsxDEV("div", {
		className: "auth-card",
		children: [
			/* @__PURE__ */ jsxDEV("a", {
				className: "button button--ghost auth-card__back",
				href: ROUTES.customerAuth,
				children: ["← ", copy.back]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 21,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("h1", {
				className: "auth-card__title",
				children: copy.title
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 24,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("p", {
				className: "auth-card__intro",
				children: copy.intro
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 25,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(AuthForm, {
				busy: form.busy,
				error: form.formError,
				submitLabel: copy.submit,
				onSubmit: () => {
					form.submit(checkResetRequest(fields.values), (payload) => apiPost("/api/auth/request-password-reset", payload), AUTH_FAILURES.request, (_answer, payload) => {
						successToast({ title: AUTH_SUCCESS.resetCodeSent });
						window.location.assign(withQuery(ROUTES.passwordResetConfirm, { email: payload.email }));
					});
				},
				children: /* @__PURE__ */ jsxDEV(TextField, {
					label: FIELD_LABELS.email,
					type: "email",
					autoComplete: "email",
					...fields.field("email"),
					autoFocus: true
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 42,
					columnNumber: 9
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 26,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 20,
		columnNumber: 5
	}, this);
}
// src/pages/password-reset-request.astro
var password_reset_request_exports = /* @__PURE__ */ __exportAll({
	default: () => $$PasswordResetRequest,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$PasswordResetRequest = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$PasswordResetRequest;
	const initialEmail = Astro.url.searchParams.get("email") ?? "";
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": AUTH_COPY.resetRequest.title,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="auth-page container">${renderComponent($$result, "PasswordResetRequestPage", PasswordResetRequestPage, {
		"client:idle": true,
		"initialEmail": initialEmail,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/features/auth/PasswordResetRequestPage.tsx",
		"client:component-export": "default"
	})}</section>` })}`;
}, "/work/wt/i28/storefront/src/pages/password-reset-request.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/password-reset-request.astro";
var $$url = "/password-reset-request";
// \0virtual:astro:page:src/pages/password-reset-request@_@astro
var page = () => password_reset_request_exports;
export { page };
