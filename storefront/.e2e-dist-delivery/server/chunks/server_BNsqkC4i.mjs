import { n as apiBaseUrl, t as describeError } from "./describe-error_BDIIbw-D.mjs";
// ../shared/src/messages/common.ts
/** Words several domains share, so each is spelled once. */
var COMMON_LABELS = {
	error: "Error",
	unknown: "Unknown",
	approved: "Approved",
	pending: "Pending",
	rejected: "Rejected",
	active: "Active",
	inactive: "Inactive",
	suspended: "Suspended",
	banned: "Banned",
	verified: "Verified",
	goHome: "Go Home",
	goBack: "Go Back",
	previous: "Previous",
	next: "Next",
	cancel: "Cancel",
	confirm: "Confirm",
	save: "Save",
	delete: "Delete",
	approve: "Approve",
	reject: "Reject",
	refresh: "Refresh",
	spotlight: "Spotlight",
	products: "Products",
	totalShops: "Total Shops",
	totalViews: "Total Views",
	cannotBeUndone: "This action cannot be undone."
};
/** The server's own message when it sent one, else the screen's fallback. */
var messageOrFallback = (serverMessage, fallback) => serverMessage?.trim() ? serverMessage : fallback;
// ../shared/src/constants/locale.ts
var LOCALE = "en-IE";
/** Dates render in Irish time on the server and in the browser alike, so SSR and hydration agree. */
var TIME_ZONE = "Europe/Dublin";
var MS_PER_SECOND = 1e3;
var MS_PER_MINUTE = 60 * MS_PER_SECOND;
var MS_PER_DAY = 24 * (60 * MS_PER_MINUTE);
15 * MS_PER_MINUTE;
var PASSWORD_SPECIAL_CHARACTERS = "@$!%*?&";
var NAME_LENGTH = {
	min: 2,
	max: 50
};
var CITY_LENGTH = {
	min: 2,
	max: 100
};
// ../shared/src/messages/auth.ts
/** Labels of the sign-in, registration, reset and verification screens and dialogs. */
var AUTH_LABELS = {
	signIn: "Sign In",
	signUp: "Sign Up",
	register: "Register",
	backToHome: "Back to Home",
	forgotPassword: "Forgot your password?",
	rememberMe: "Remember me",
	resendCode: "Resend code",
	chooseLoginType: "Choose Login Type",
	shopOwnerLogin: "Shop Owner Login",
	customerLogin: "Customer Login",
	signInToRateShop: "Sign In to Rate Shop",
	signInToViewContact: "Sign In to View Contact Details",
	emailVerified: COMMON_LABELS.verified,
	emailPending: COMMON_LABELS.pending,
	loadingResetForm: "Loading...",
	codeExpiryNote: `The code expires in 10 minutes.`,
	codePlaceholder: `6-digit code`,
	/** The link to the email-code sign-in; the failed sign-in mail names it too. */
	signInWithCode: "Sign in with a code sent to your email"
};
/** The green banner on /?passwordReset=success. */
var PASSWORD_RESET_BANNER = "Successfully reset password. You can now sign in with your new password.";
/** Failure toasts of the auth screens: the title, and the text shown when the server gives no message. */
var LOGIN_FAILED = "Login failed";
var AUTH_FAILURES = {
	login: {
		title: "Login Failed",
		fallback: LOGIN_FAILED
	},
	signIn: {
		title: "Sign In Failed",
		fallback: LOGIN_FAILED
	},
	registration: {
		title: "Registration Failed",
		fallback: "Registration failed"
	},
	request: {
		title: "Request Failed",
		fallback: "Request failed"
	},
	reset: {
		title: "Reset Failed",
		fallback: "Reset failed"
	},
	verification: {
		title: "Verification Failed",
		fallback: "Verification failed"
	},
	resend: {
		title: "Resend Failed",
		fallback: "Failed to resend code"
	}
};
/** Fallbacks of the customer dialog and the shop-owner page when the server gives no message. */
var AUTH_FALLBACKS = {
	invalidCredentials: "Invalid credentials. Please try again.",
	registrationFailed: "Registration failed. Please try again.",
	somethingWentWrong: "Something went wrong. Please try again."
};
var AUTH_SUCCESS = {
	welcomeBack: "Welcome back!",
	registrationSuccessful: "Registration Successful!",
	resetCodeSent: "Reset Code Sent",
	passwordResetSuccessful: "Password Reset Successful",
	emailVerified: "Email Verified!",
	codeResent: "Code Resent",
	loginSuccessful: "Login successful",
	registrationSuccessfulPlain: "Registration successful",
	accountCreated: "Account Created!",
	signInSuccessful: "Sign In Successful"
};
/** The notice added to 'Registration Successful!' when the account must be verified first. */
var verificationNotice = (email) => `We sent a 6-digit code to ${email}. Enter it to verify your account.`;
/**
* The word a 401 body carries. The client recognises an expired session by a '401: ' message that
* contains it (isUnauthorizedError), so the API must use it in its 401 responses.
*/
var UNAUTHORIZED = "Unauthorized";
var SESSION_TOASTS = {
	unauthorized: {
		title: UNAUTHORIZED,
		description: "You are logged out. Logging in again..."
	},
	authenticationRequired: {
		title: "Authentication Required",
		description: "Please sign in to access the dashboard."
	},
	logoutFailed: {
		title: "Logout Failed",
		description: "There was an error logging out. Please try again."
	},
	loggedOut: { title: "Logged out" }
};
`${AUTH_LABELS.signInWithCode}`;
// ../shared/src/rules/http.ts
/** The error message of a non-OK response: status, colon, space, then the body text or the status text. */
var httpErrorMessage = (status, text, statusText) => `${status}: ${text || statusText}`;
/** Matches messages built by httpErrorMessage for a 401 whose text says Unauthorized. */
var UNAUTHORIZED_PATTERN = new RegExp(`^401: .*${UNAUTHORIZED}`);
var isUnauthorizedError = (message) => UNAUTHORIZED_PATTERN.test(message);
/**
* The server's own message inside an httpErrorMessage, for toasts that show it: the JSON body's
* `message` when the body is JSON, the raw text otherwise, null when there is nothing after the status.
*/
var serverMessage = (errorMessage) => {
	const match = /^\d{3}: ([\s\S]*)$/.exec(errorMessage);
	const text = (match ? match[1] : errorMessage).trim();
	if (!text) return null;
	try {
		const body = JSON.parse(text);
		if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
	} catch {}
	return text;
};
/** Query parameters from an object, skipping empty values (undefined, null, ''), without a leading '?'. */
var toQueryString = (params) => {
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) {
		if (value === void 0 || value === null || value === "") continue;
		search.append(key, String(value));
	}
	return search.toString();
};
/** A path with its query appended, and no dangling '?' when every value is empty. */
var withQuery = (path, params) => {
	const query = toQueryString(params);
	return query ? `${path}?${query}` : path;
};
// src/lib/api/result.ts
/** A non-OK answer. Its message is 'STATUS: text' (the body, or the status text when empty). */
var ApiError = class extends Error {
	status;
	/** The API's error body when it sent one; the raw text or null otherwise. */
	body;
	constructor(status, text, statusText) {
		super(httpErrorMessage(status, text, statusText));
		this.name = "ApiError";
		this.status = status;
		this.body = parseBody(text);
	}
	/** The server's own message, for toasts that show it; null when the body had none. */
	get serverMessage() {
		return serverMessage(this.message);
	}
	/** A 422 lists one message per field; the first message wins for each field. */
	get fieldErrors() {
		const errors = typeof this.body === "object" && this.body !== null ? this.body.errors ?? [] : [];
		const result = {};
		for (const entry of errors) if (isFieldError(entry) && result[entry.field] === void 0) result[entry.field] = entry.message;
		return result;
	}
};
var isFieldError = (value) => typeof value.field === "string" && typeof value.message === "string";
function parseBody(text) {
	if (!text) return null;
	try {
		const body = JSON.parse(text);
		return isErrorBody(body) ? body : text;
	} catch {
		return text;
	}
}
function isErrorBody(value) {
	if (typeof value !== "object" || value === null) return false;
	const record = value;
	return typeof record.message === "string" && (record.errors === void 0 || Array.isArray(record.errors));
}
var failure = (status, error) => ({
	ok: false,
	status,
	notFound: status === 404,
	error
});
/** The answer of a call whose caller wants an exception, such as a form's submit. */
function unwrap(result) {
	if (result.ok) return result.data;
	throw result.error;
}
/** An expired session: a 401 whose text says Unauthorized. */
var isUnauthorized = (error) => error instanceof Error && isUnauthorizedError(error.message);
/** The server's message of any thrown value, or null. */
var errorServerMessage = (error) => error instanceof ApiError ? error.serverMessage : null;
/** The catalogue lists answer with a plain array and put the number of all matches in X-Total-Count. */
function totalOf(headers, rows) {
	const total = Number(headers.get("x-total-count"));
	return Number.isInteger(total) && total >= rows ? total : rows;
}
// src/lib/api/client.ts
function createApiClient(client) {
	const fetcher = client.fetcher ?? ((input, init) => fetch(input, init));
	async function send(method, path, options = {}) {
		const signal = options.signal ?? (client.timeoutMs ? AbortSignal.timeout(client.timeoutMs) : void 0);
		let response;
		let body;
		try {
			response = await fetcher(`${client.base}${withQuery(path, options.params ?? {})}`, {
				method,
				credentials: "include",
				headers: {
					"Content-Type": "application/json",
					Accept: "application/json",
					...client.headers
				},
				body: method === "GET" || options.body === void 0 ? void 0 : JSON.stringify(options.body),
				signal
			});
			const text = await response.text();
			if (!response.ok) {
				const error = new ApiError(response.status, text, response.statusText);
				if (response.status >= 500) client.onFailure?.(method, path, error);
				return failure(response.status, error);
			}
			body = text ? JSON.parse(text) : null;
		} catch (error) {
			if (options.signal?.aborted) throw error;
			client.onFailure?.(method, path, error);
			return failure(0, error);
		}
		return {
			ok: true,
			data: {
				body,
				headers: response.headers
			}
		};
	}
	return {
		send,
		async get(path, options) {
			const result = await send("GET", path, options);
			return result.ok ? {
				ok: true,
				data: result.data.body
			} : result;
		},
		async getList(path, options) {
			const result = await send("GET", path, options);
			if (!result.ok) return result;
			const rows = Array.isArray(result.data.body) ? result.data.body : [];
			return {
				ok: true,
				data: {
					rows,
					total: totalOf(result.data.headers, rows.length)
				}
			};
		},
		async post(path, body = {}) {
			const result = await send("POST", path, { body });
			return result.ok ? {
				ok: true,
				data: result.data.body
			} : result;
		}
	};
}
// src/lib/api/server.ts
/** The first paint must not wait long on a slow API; pages render a notice instead. */
var SERVER_TIMEOUT_MS = 5e3;
/**
* The frontmatter's client. Every call goes out as the visitor: their session cookie (user or guest),
* browser, referrer and address travel with it, so the API sees who is asking (visit counts, rate
* limits, the signed-in user) and not the storefront server. One client per incoming request.
*
*   const api = serverApi(Astro)
*   const result = await api.get<ShopDetail>(`/api/shops/${id}`)
*/
function serverApi(source) {
	let client = clients.get(source.request);
	if (!client) {
		client = createApiClient({
			base: apiBaseUrl(),
			headers: visitorHeaders(source),
			timeoutMs: SERVER_TIMEOUT_MS,
			onFailure: (method, path, error) => console.error(`[api] ${method} ${path} failed: ${describeError(error)}`)
		});
		clients.set(source.request, client);
	}
	return client;
}
var clients = /* @__PURE__ */ new WeakMap();
function visitorHeaders(source) {
	const headers = {};
	for (const name of [
		"cookie",
		"user-agent",
		"referer"
	]) {
		const value = source.request.headers.get(name);
		if (value) headers[name] = value;
	}
	const address = clientAddressOf(source);
	const priorChain = source.request.headers.get("x-forwarded-for");
	if (address) headers["x-forwarded-for"] = priorChain ? `${priorChain}, ${address}` : address;
	return headers;
}
/** Astro throws when the adapter cannot tell the address (prerendering); the API then sees ours. */
function clientAddressOf(source) {
	try {
		return source.clientAddress;
	} catch {
		return;
	}
}
export { COMMON_LABELS as C, TIME_ZONE as S, PASSWORD_SPECIAL_CHARACTERS as _, isUnauthorized as a, MS_PER_MINUTE as b, AUTH_FAILURES as c, AUTH_SUCCESS as d, PASSWORD_RESET_BANNER as f, NAME_LENGTH as g, CITY_LENGTH as h, errorServerMessage as i, AUTH_FALLBACKS as l, verificationNotice as m, createApiClient as n, unwrap as o, SESSION_TOASTS as p, ApiError as r, withQuery as s, serverApi as t, AUTH_LABELS as u, LOCALE as v, messageOrFallback as w, MS_PER_SECOND as x, MS_PER_DAY as y };
