import { A as renderTemplate, D as renderSlot, M as renderHead, N as addAttribute, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { t as siteHref } from "./site-url_7nvmnMmZ.mjs";
import { C as COMMON_LABELS, _ as PASSWORD_SPECIAL_CHARACTERS, b as MS_PER_MINUTE, c as AUTH_FAILURES, d as AUTH_SUCCESS, f as PASSWORD_RESET_BANNER, g as NAME_LENGTH, h as CITY_LENGTH, l as AUTH_FALLBACKS, n as createApiClient, o as unwrap, p as SESSION_TOASTS, r as ApiError, t as serverApi, u as AUTH_LABELS, v as LOCALE, w as messageOrFallback, x as MS_PER_SECOND } from "./server_BNsqkC4i.mjs";
import { r as ROUTES, t as PASSWORD_RESET_SUCCESS_QUERY } from "./routes_DRPvcbu1.mjs";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Fragment as Fragment$1, jsxDEV } from "react/jsx-dev-runtime";
import { Transmit } from "@adonisjs/transmit-client";
// ../shared/src/messages/site.ts
/** Site-wide words: the brand, the header and footer links and the not-found screen. */
var BRAND = {
	name: "ShopLocal Ireland",
	tagline: "Discover local shops and products near you"
};
var NAV_LABELS = {
	home: "Home",
	browseProducts: "Browse Products",
	favorites: "Favorites",
	myAccount: "My Account",
	dashboard: "Dashboard",
	admin: "Admin"
};
var NOT_FOUND = {
	title: "404 Page Not Found",
	message: "Did you forget to add the page to the router?"
};
var CUSTOMER_MENU_LABELS = {
	profile: "Profile",
	browseProducts: NAV_LABELS.browseProducts,
	favorites: NAV_LABELS.favorites,
	logout: "Logout"
};
var OWNER_MENU_LABELS = {
	dashboard: NAV_LABELS.dashboard,
	adminPanel: "Admin Panel",
	signOut: "Sign Out"
};
var shopCountLabel = (count) => count === 1 ? "1 shop" : `${count} shops`;
// ../shared/src/constants/catalogue.ts
/** Loading placeholders per grid; the grids differ in size, so each has its own count. */
var SKELETON_COUNTS = {
	shops: 8,
	products: 12,
	favourites: 6
};
var GEOLOCATION_TIMEOUT_MS = 10 * MS_PER_SECOND;
var GEOLOCATION_MAX_AGE_MS = 5 * MS_PER_MINUTE;
/** How long the 'Successfully reset password' banner stays on the home page. */
var PASSWORD_RESET_BANNER_MS = 5 * MS_PER_SECOND;
var REPORT_EMAIL_SUBJECT = "Report";
/** The highest price a product may have, in euro; prices are stored as DECIMAL(12,2). */
var PRODUCT_PRICE_MAX = 1e6;
// ../shared/src/messages/catalogue.ts
/** Home, browse and search screens. */
var BROWSE_LABELS = {
	shopsTab: "Shops",
	productsTab: COMMON_LABELS.products,
	backToPreview: "Back to Preview",
	useMyLocation: "Use my location",
	allCategories: "All Categories"
};
var viewAllProductsLabel = (count) => `View All Products (${count})`;
var CATALOGUE_EMPTY = {
	noProducts: "No products found",
	noShops: "No shops found",
	shopNotFound: "Shop Not Found",
	noShopProductsTitle: "No products listed yet",
	noShopProductsText: "This shop hasn't added any products or services yet."
};
/** What a card shows when the data lacks a value. */
var CATALOGUE_FALLBACKS = {
	productName: "Premium Product",
	productDescription: "High quality product from a trusted local shop.",
	shopName: "Local Shop",
	memberSince: COMMON_LABELS.unknown
};
var SHOP_DETAIL_LABELS = {
	inStock: "In Stock",
	outOfStock: "Out of Stock",
	spotlightBadge: "SL",
	shopStatistics: "Shop Statistics",
	products: COMMON_LABELS.products,
	reviews: "Reviews",
	totalViews: COMMON_LABELS.totalViews,
	memberSince: "Member Since",
	contact: "Contact",
	about: "About",
	rateShop: "Rate Shop",
	messageShop: "Message Shop"
};
var CATALOGUE_ERRORS = {
	searchFailed: "Failed to search products",
	browseFailed: "Failed to browse products",
	guestSessionFailed: {
		title: COMMON_LABELS.error,
		description: "Failed to create guest session. Please try again."
	}
};
var REVIEW_MESSAGES = {
	submitFailed: "Failed to submit rating. Please try again.",
	pendingRatingFailed: "Failed to submit your rating. Please try again.",
	submitted: "Rating submitted"
};
/** The quick report dialog. */
var REPORT_DIALOG = {
	title: "Report a Shop",
	instructions: `To report a shop, email us with the subject '${REPORT_EMAIL_SUBJECT}' and include:`,
	items: [
		"Report type",
		"Shop name",
		"Quantity/details",
		"Shop location",
		"Your address/contact"
	],
	promise: `We will contact you within 24 hours to confirm your report.`,
	close: "Got it! Close"
};
/** Unrated shops and products show no number; this is what the slot says instead. */
var NO_RATING_LABEL = "No ratings yet";
// ../shared/src/constants/spotlight.ts
var SPOTLIGHT_MONTHS = {
	min: 1,
	max: 12
};
var SPOTLIGHT_IMAGES = {
	min: 1,
	max: 8
};
var SPOTLIGHT_PRIORITY = {
	min: 0,
	max: 10,
	default: 0
};
/** Billing's pay page for one spotlight request. */
var spotlightPaymentPath = (requestId) => `/pay?spotlightRequestId=${requestId}`;
/** The largest upload the API accepts, in bytes. */
var IMAGE_MAX_BYTES = 5242880;
/** The multipart field of POST /api/upload/image. */
var IMAGE_UPLOAD_FIELD = "image";
/** The formats an upload may be; the API checks the bytes, the picker offers only these. */
var ACCEPTED_IMAGE_TYPES = [
	"image/jpeg",
	"image/png",
	"image/webp",
	"image/gif"
];
// ../shared/src/messages/validation.ts
/**
* Inline and schema messages of every form; browser and server read them from here, so both say the same words.
* Numbers come from the constants so a changed limit cannot leave a stale message behind.
*/
var VALIDATION_MESSAGES = {
	contactRequired: "Please provide either an email or phone number.",
	selectRating: "Please select a rating",
	guestNameRequired: "Please provide your name",
	guestEmailRequired: "Please provide your email",
	guestEmailInvalid: "Please provide a valid email address",
	reviewerIdentityRequired: "Either userId, guestSessionId, or guest reviewer info must be provided",
	ratingRange: `Rating must be between 1 and 5`,
	firstNameTooShort: `First name must be at least ${NAME_LENGTH.min} characters`,
	firstNameTooLong: `First name must be less than ${NAME_LENGTH.max} characters`,
	lastNameTooShort: `Last name must be at least ${NAME_LENGTH.min} characters`,
	lastNameTooLong: `Last name must be less than ${NAME_LENGTH.max} characters`,
	emailInvalid: "Please enter a valid email address",
	phoneTooShort: `Phone number must be at least 10 digits`,
	passwordTooShort: `Password must be at least 8 characters`,
	passwordComplexity: "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
	cityTooShort: `City must be at least ${CITY_LENGTH.min} characters`,
	cityTooLong: `City must be less than ${CITY_LENGTH.max} characters`,
	passwordRequired: "Password is required",
	roleInvalid: "Please select a valid role",
	contactForMethodRequired: "Please provide your email or phone number based on your contact method",
	codeLength: `Verification code must be 6 digits`,
	passwordsDontMatch: "Passwords don't match",
	requiredFieldsMissing: "Please fill in all required fields",
	formPasswordTooShort: `Password must be at least 6 characters long`,
	emailAndPasswordRequired: "Please enter both email and password",
	emailOrPhoneAndPasswordRequired: "Please enter both email/phone and password",
	passwordsDoNotMatch: "Passwords do not match",
	shopNameMissing: "Please enter a shop name.",
	locationMissing: "Please enter a location.",
	shopNameRequired: "Shop name is required",
	locationRequired: "Location is required",
	productNameMissing: "Please enter a product name.",
	productNameRequired: "Product name is required",
	priceNotPositive: "Please enter a valid price greater than 0.",
	priceNegative: "Price must be positive",
	priceTooHigh: `Price must be at most €${PRODUCT_PRICE_MAX.toLocaleString("en-IE")}`,
	categoryUnknown: "Please choose one of the listed categories",
	websiteInvalid: "Please enter a valid website address",
	fieldTooLong: "This field is too long",
	importEmpty: "The file has no products to import",
	importTooLarge: `A file may add at most 500 products; please split it`,
	imageTooLarge: `Image size must be less than 5MB`,
	imageWrongType: "Please select a valid image file",
	imageNotSelected: "Please select an image first",
	imageUrlInvalid: "Please enter a valid image URL",
	spotlightProductMissing: "No product selected",
	spotlightImagesMissing: `Please upload at least ${SPOTLIGHT_IMAGES.min} image for the spotlight.`,
	spotlightTooManyImages: `You can upload a maximum of ${SPOTLIGHT_IMAGES.max} images.`,
	spotlightDurationRange: `Duration must be between ${SPOTLIGHT_MONTHS.min} and ${SPOTLIGHT_MONTHS.max} months`,
	spotlightPriorityRange: `Priority must be between ${SPOTLIGHT_PRIORITY.min} and ${SPOTLIGHT_PRIORITY.max}`,
	forceRejectReasonRequired: "A reason is required to remove an active spotlight"
};
var MISSING_REQUIRED_FIELD = "Missing Required Field";
/** Validation failures the screens show as toasts. */
var VALIDATION_TOASTS = {
	contactRequired: {
		title: "Contact Required",
		description: VALIDATION_MESSAGES.contactRequired
	},
	ratingRequired: {
		title: "Rating Required",
		description: "Please select a rating before submitting."
	},
	passwordsDontMatch: {
		title: "Passwords Don't Match",
		description: "Please ensure both password fields contain the same value."
	},
	shopNameMissing: {
		title: MISSING_REQUIRED_FIELD,
		description: VALIDATION_MESSAGES.shopNameMissing
	},
	locationMissing: {
		title: MISSING_REQUIRED_FIELD,
		description: VALIDATION_MESSAGES.locationMissing
	},
	productNameMissing: {
		title: MISSING_REQUIRED_FIELD,
		description: VALIDATION_MESSAGES.productNameMissing
	},
	invalidPrice: {
		title: "Invalid Price",
		description: VALIDATION_MESSAGES.priceNotPositive
	},
	spotlightImagesMissing: {
		title: "Images required",
		description: VALIDATION_MESSAGES.spotlightImagesMissing
	},
	spotlightTooManyImages: {
		title: "Too many images",
		description: VALIDATION_MESSAGES.spotlightTooManyImages
	}
};
// src/components/BrandMark.astro
createAstro("https://astro.build");
var $$BrandMark = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BrandMark;
	const { size = 36 } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<svg class="brand-mark"${addAttribute(size, "width")}${addAttribute(size, "height")} viewBox="0 0 40 40" aria-hidden="true" focusable="false"><rect width="40" height="40" rx="10" fill="#0b7a53"></rect><path d="M9 17.5 11 11h18l2 6.5" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"></path><path d="M9 17.5c0 1.9 1.6 3.3 3.7 3.3s3.6-1.4 3.6-3.3c0 1.9 1.6 3.3 3.7 3.3s3.7-1.4 3.7-3.3c0 1.9 1.5 3.3 3.6 3.3S31 19.4 31 17.5" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"></path><path d="M11 21.5V30h18v-8.5" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"></path><path d="M17.5 30v-5h5v5" fill="#f4a340" stroke="#f4a340" stroke-width="1.5" stroke-linejoin="round"></path></svg>`;
}, "/work/wt/i28/storefront/src/components/BrandMark.astro", void 0);
// src/lib/site-copy.ts
/**
* The site layout's own words (footer, hero, search form). Words the API or the console also show come
* from @shoplocal/shared/messages.
*/
var SITE_COPY = {
	skipToContent: "Skip to content",
	listYourShop: "List your shop",
	pricing: "Pricing",
	mainNavigation: "Main navigation",
	footer: {
		blurb: "ShopLocal Ireland connects you with independent shops and local businesses in your town and county — from a corner bakery to the mechanic down the road.",
		exploreHeading: "Explore",
		accountHeading: "Your account",
		contactHeading: "Contact",
		about: "About",
		browseShops: "Browse Shops",
		contactEmail: "hello@shoplocal.ie",
		madeIn: "Made for local shops across Ireland."
	},
	home: {
		ownerQuickActions: "Quick actions",
		ownerSubscription: "Subscription",
		searchHeading: "Find something local",
		productLabel: "What are you looking for?",
		productPlaceholder: "e.g. sourdough, bike repair",
		locationLabel: "Where?",
		locationPlaceholder: "Town or county",
		searchButton: "Search",
		categoriesHeading: "Browse by category",
		categoriesIntro: "Pick a category to see products from shops near you.",
		categoriesUnavailable: "Categories are unavailable right now.",
		categoriesUnavailableHint: "You can still search for products above, or try again in a moment.",
		categoriesEmpty: "No categories yet.",
		aboutHeading: "Why shop local?",
		aboutPoints: [
			{
				title: "Real shops, real people",
				text: "Every shop is checked before it appears, so you know who you are buying from."
			},
			{
				title: "Close to home",
				text: "Search by town or county and find what is on your doorstep."
			},
			{
				title: "Keep it in the community",
				text: "Money spent locally keeps high streets open and jobs in the area."
			}
		]
	}
};
// src/layouts/SiteFooter.astro
var $$SiteFooter = createComponent(($$result, $$props, $$slots) => {
	const year = (/* @__PURE__ */ new Date()).getFullYear();
	const copy = SITE_COPY.footer;
	return renderTemplate`${maybeRenderHead($$result)}<footer class="site-footer"><div class="container site-footer__grid"><section class="site-footer__about"${addAttribute(`${copy.about} ${BRAND.name}`, "aria-label")}><a class="brand brand--footer" href="/">${renderComponent($$result, "BrandMark", $$BrandMark, { "size": 32 })}<span class="brand__name">${BRAND.name}</span></a><p>${copy.blurb}</p></section><nav${addAttribute(copy.exploreHeading, "aria-label")}><h2 class="site-footer__heading">${copy.exploreHeading}</h2><ul><li><a href="/#about">${copy.about}</a></li><li><a href="/browse-shops">${copy.browseShops}</a></li><li><a href="/browse-products">${NAV_LABELS.browseProducts}</a></li></ul></nav><nav${addAttribute(SITE_COPY.footer.accountHeading, "aria-label")}><h2 class="site-footer__heading">${copy.accountHeading}</h2><ul><li><a href="/customer-auth">${AUTH_LABELS.signIn}</a></li><li><a href="/shop-owner-auth">${SITE_COPY.listYourShop}</a></li><li><a href="/pricing">${SITE_COPY.pricing}</a></li></ul></nav><section${addAttribute(copy.contactHeading, "aria-label")}><h2 class="site-footer__heading">${copy.contactHeading}</h2><ul><li><a${addAttribute(`mailto:${copy.contactEmail}`, "href")}>${copy.contactEmail}</a></li></ul></section></div><div class="container site-footer__bottom"><p>© ${year} ${BRAND.name}</p><p>${copy.madeIn}</p></div></footer>`;
}, "/work/wt/i28/storefront/src/layouts/SiteFooter.astro", void 0);
// ../shared/src/constants/engagement.ts
/** The longest chat message, in characters; longer ones are refused rather than cut. */
var CHAT_MESSAGE_MAX_LENGTH = 2e3;
/** The longest contact message to a shop, in characters. */
var CONTACT_MESSAGE_MAX_LENGTH = 2e3;
/** The longest review comment, in characters. */
var REVIEW_COMMENT_MAX_LENGTH = 2e3;
/** Chat screens ask again this often when the live stream is not available. */
var CHAT_MESSAGES_POLL_MS = 3 * MS_PER_SECOND;
var CHAT_CONVERSATIONS_POLL_MS = 5 * MS_PER_SECOND;
// ../shared/src/constants/timing.ts
var SPOTLIGHT_REFRESH_MS = 5 * MS_PER_MINUTE;
var REDIRECT_DELAYS_MS = {
	/** Unauthorized redirect to /api/login and customer logout. */
	unauthorized: 500,
	/** Customer to / after sign-in, and to the shop after a pending rating. */
	signIn: MS_PER_SECOND,
	/** Customer to / after registering. */
	register: 1.5 * MS_PER_SECOND,
	/** Owner to /dashboard after a successful card payment, once the toast has been read. */
	paymentSucceeded: 1.5 * MS_PER_SECOND
};
var TOAST_DURATION_MS = 5 * MS_PER_SECOND;
// src/components/ui/ui-copy.ts
/** Words of the generic UI pieces; words shared with the API and the console live in @shoplocal/shared. */
var TOAST_LABELS = { close: "Close notification" };
var PASSWORD_TOGGLE_LABELS = {
	show: "Show password",
	hide: "Hide password",
	showShort: "Show",
	hideShort: "Hide"
};
var DIALOG_LABELS = { close: "Close dialog" };
// src/components/ui/Dialog.tsx
var _jsxFileName$15 = "/work/wt/i28/storefront/src/components/ui/Dialog.tsx";
function Dialog({ open, title, onClose, children }) {
	const ref = useRef(null);
	const titleId = useId();
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (open && !dialog.open) dialog.showModal();
		if (!open && dialog.open) dialog.close();
	}, [open]);
	return /* @__PURE__ */ jsxDEV("dialog", {
		ref,
		className: "dialog",
		"aria-labelledby": titleId,
		onClose,
		onClick: (event) => {
			if (event.target === ref.current) onClose();
		},
		children: /* @__PURE__ */ jsxDEV("div", {
			className: "dialog__body",
			children: [/* @__PURE__ */ jsxDEV("div", {
				className: "dialog__header",
				children: [/* @__PURE__ */ jsxDEV("h2", {
					id: titleId,
					className: "dialog__title",
					children: title
				}, void 0, false, {
					fileName: _jsxFileName$15,
					lineNumber: 40,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV("button", {
					type: "button",
					className: "dialog__close",
					onClick: onClose,
					"aria-label": DIALOG_LABELS.close,
					children: "×"
				}, void 0, false, {
					fileName: _jsxFileName$15,
					lineNumber: 43,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$15,
				lineNumber: 39,
				columnNumber: 9
			}, this), children]
		}, void 0, true, {
			fileName: _jsxFileName$15,
			lineNumber: 38,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$15,
		lineNumber: 28,
		columnNumber: 5
	}, this);
}
// src/features/auth/ChooseLoginTypeDialog.tsx
var _jsxFileName$14 = "/work/wt/i28/storefront/src/features/auth/ChooseLoginTypeDialog.tsx";
/**
* 'Choose Login Type': Shop Owner Login and Customer Login; choosing one closes the
* dialog and goes to the matching auth route. Exported for every screen that asks a guest to sign in.
*/
function ChooseLoginTypeDialog({ open, onClose }) {
	const choose = (href) => {
		onClose();
		window.location.assign(href);
	};
	return /* @__PURE__ */ jsxDEV(Dialog, {
		open,
		title: AUTH_LABELS.chooseLoginType,
		onClose,
		children: /* @__PURE__ */ jsxDEV("div", {
			className: "login-choice",
			children: [/* @__PURE__ */ jsxDEV("button", {
				type: "button",
				className: "button button--primary",
				onClick: () => choose(ROUTES.shopOwnerAuth),
				children: AUTH_LABELS.shopOwnerLogin
			}, void 0, false, {
				fileName: _jsxFileName$14,
				lineNumber: 18,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV("button", {
				type: "button",
				className: "button button--outline",
				onClick: () => choose(ROUTES.customerAuth),
				children: AUTH_LABELS.customerLogin
			}, void 0, false, {
				fileName: _jsxFileName$14,
				lineNumber: 21,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$14,
			lineNumber: 17,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$14,
		lineNumber: 16,
		columnNumber: 5
	}, this);
}
// src/features/auth/HeaderSignIn.tsx
var _jsxFileName$13 = "/work/wt/i28/storefront/src/features/auth/HeaderSignIn.tsx";
/**
* The guest header's Sign In: a plain link to /customer-auth that works before hydration; once
* hydrated it opens 'Choose Login Type' so shop owners find their own portal.
*/
function HeaderSignIn() {
	const [open, setOpen] = useState(false);
	return /* @__PURE__ */ jsxDEV(Fragment$1, { children: [/* @__PURE__ */ jsxDEV("a", {
		className: "button button--primary site-header__signin",
		href: ROUTES.customerAuth,
		"aria-haspopup": "dialog",
		onClick: (event) => {
			event.preventDefault();
			setOpen(true);
		},
		children: AUTH_LABELS.signIn
	}, void 0, false, {
		fileName: _jsxFileName$13,
		lineNumber: 14,
		columnNumber: 7
	}, this), /* @__PURE__ */ jsxDEV(ChooseLoginTypeDialog, {
		open,
		onClose: () => setOpen(false)
	}, void 0, false, {
		fileName: _jsxFileName$13,
		lineNumber: 25,
		columnNumber: 7
	}, this)] }, void 0, true, {
		fileName: _jsxFileName$13,
		lineNumber: 13,
		columnNumber: 5
	}, this);
}
// src/components/ui/toast-store.ts
var TOAST_STORAGE_KEY = "shoplocal.toast";
function isToast(value) {
	if (typeof value !== "object" || value === null) return false;
	const record = value;
	return typeof record.title === "string" && typeof record.until === "number" && typeof record.id === "number";
}
function createToastStore(storage, now = Date.now, schedule = setTimeout, cancel = (handle) => clearTimeout(handle)) {
	const listeners = /* @__PURE__ */ new Set();
	let toast = null;
	let timer;
	let nextId = 1;
	const emit = () => listeners.forEach((listener) => listener());
	const persist = () => {
		if (!storage) return;
		if (toast) storage.setItem(TOAST_STORAGE_KEY, JSON.stringify(toast));
		else storage.removeItem(TOAST_STORAGE_KEY);
	};
	const set = (next) => {
		if (timer !== void 0) cancel(timer);
		timer = void 0;
		toast = next;
		persist();
		if (next) timer = schedule(() => set(null), Math.max(0, next.until - now()));
		emit();
	};
	const saved = storage?.getItem(TOAST_STORAGE_KEY);
	if (saved) try {
		const parsed = JSON.parse(saved);
		if (isToast(parsed) && parsed.until > now()) {
			nextId = parsed.id + 1;
			set(parsed);
		} else storage?.removeItem(TOAST_STORAGE_KEY);
	} catch {
		storage?.removeItem(TOAST_STORAGE_KEY);
	}
	return {
		show(input) {
			const next = {
				id: nextId++,
				title: input.title,
				description: input.description,
				variant: input.variant ?? "default",
				until: now() + (input.durationMs ?? TOAST_DURATION_MS)
			};
			set(next);
			return next;
		},
		dismiss: () => set(null),
		current: () => toast,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
function browserStorage() {
	try {
		return typeof window === "undefined" ? null : window.sessionStorage;
	} catch {
		return null;
	}
}
var sharedStore;
/** The page's one store, shared by every island (they import the same module instance). */
function toastStore() {
	sharedStore ??= createToastStore(browserStorage());
	return sharedStore;
}
var showToast = (input) => toastStore().show(input);
// ../shared/src/rules/contact.ts
/** A deliberately simple x@y.z pattern; real checking happens by sending a code. */
var EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
var isValidEmail = (value) => EMAIL_PATTERN.test(value.trim());
/** The schema lower-cases emails so that sign-in ignores case. */
var normalizeEmail = (value) => value.trim().toLowerCase();
var countDigits = (value) => value.replace(/\D/g, "").length;
var phoneHasMinDigits = (value) => countDigits(value) >= 10;
/** A single 'email or phone' field: an email when it contains '@', otherwise a phone number. */
var detectContact = (value) => {
	const trimmed = value.trim();
	return trimmed.includes("@") ? {
		kind: "email",
		value: normalizeEmail(trimmed)
	} : {
		kind: "phone",
		value: trimmed
	};
};
// ../shared/src/rules/password.ts
var escapeForClass = (characters) => characters.replace(/[\\\]^-]/g, "\\$&");
var SPECIAL = new RegExp(`[${escapeForClass(PASSWORD_SPECIAL_CHARACTERS)}]`);
/**
* The registration schema rule every server endpoint enforces: 8+ characters with an
* upper-case letter, a lower-case letter, a digit and one of @$!%*?&. Length is reported first because
* it is the easier fix.
*/
var passwordMeetsRule = (password) => {
	if (password.length < 8) return {
		ok: false,
		message: VALIDATION_MESSAGES.passwordTooShort
	};
	return /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && SPECIAL.test(password) ? { ok: true } : {
		ok: false,
		message: VALIDATION_MESSAGES.passwordComplexity
	};
};
/** The sign-in and sign-up forms' own first check (6 characters). */
var formPasswordLongEnough = (password) => password.length >= 6;
// src/lib/api/browser.ts
/**
* The islands' client: relative '/api/...' paths (the storefront proxies them to the API, so the
* browser only ever talks to its own origin), cookies included. No timeout of its own: an island
* that can be superseded passes a signal instead.
*/
var browserApi = createApiClient({ base: "" });
/** A form's write: resolves with the answer or throws the ApiError its submit cycle shows. */
var apiPost = async (path, body) => unwrap(await browserApi.post(path, body));
// src/features/auth/logout.ts
/**
* The account logout: the session may belong to any of three login kinds, so try the customer, shop-owner and general logout calls in order and
* stop at the first that succeeds; then clear every cache and storage and go home with a full reload.
* If all three fail, clear locally anyway and say 'Logged out'.
*/
var LOGOUT_ENDPOINTS = [
	"/api/customer/logout",
	"/api/shop-owner/logout",
	"/api/logout"
];
var CUSTOMER_LOGOUT_ENDPOINTS = ["/api/customer/logout", "/api/logout"];
var postEmpty = (path) => browserApi.post(path);
async function logoutChain(post = postEmpty, endpoints = LOGOUT_ENDPOINTS) {
	for (const endpoint of endpoints) try {
		if ((await post(endpoint)).ok) return {
			ok: true,
			endpoint
		};
	} catch {}
	return { ok: false };
}
/** Clears what the browser keeps for this site: both storages and the Cache Storage API. */
async function clearClientData() {
	window.localStorage.clear();
	window.sessionStorage.clear();
	if ("caches" in window) {
		const names = await window.caches.keys();
		await Promise.all(names.map((name) => window.caches.delete(name)));
	}
}
/**
* The whole logout as the header's Logout / Sign Out runs it. The 'Logged out' note is kept for the
* next page (the toast store carries it over the reload) only when the server could not be reached.
*/
async function logOut(notify) {
	const outcome = await logoutChain();
	try {
		await clearClientData();
	} catch {
		notify(SESSION_TOASTS.logoutFailed);
		return;
	}
	if (!outcome.ok) notify(SESSION_TOASTS.loggedOut);
	window.location.replace(ROUTES.home);
}
/** The customer menu's Logout: customer logout, then the general one; always clears, home after 500 ms. */
async function customerLogOut() {
	await logoutChain(void 0, CUSTOMER_LOGOUT_ENDPOINTS);
	await clearClientData().catch(() => void 0);
	window.setTimeout(() => window.location.replace(ROUTES.home), REDIRECT_DELAYS_MS.unauthorized);
}
// src/features/auth/LogoutButton.tsx
var _jsxFileName$12 = "/work/wt/i28/storefront/src/features/auth/LogoutButton.tsx";
/**
* The header menus' Logout (customer) and Sign Out (owner) buttons. The owner's runs the full logout
* chain; the customer's is the customer logout that always clears and goes home after 500 ms.
*/
function LogoutButton({ label, kind }) {
	const [busy, setBusy] = useState(false);
	return /* @__PURE__ */ jsxDEV("button", {
		type: "button",
		className: "account-menu__item account-menu__logout",
		disabled: busy,
		onClick: () => {
			setBusy(true);
			kind === "customer" ? customerLogOut() : logOut((toast) => showToast(toast));
		},
		children: label
	}, void 0, false, {
		fileName: _jsxFileName$12,
		lineNumber: 12,
		columnNumber: 5
	}, this);
}
// src/components/ui/fields.tsx
var _jsxFileName$11 = "/work/wt/i28/storefront/src/components/ui/fields.tsx";
function TextField({ label, value, onValueChange, error, hint, id, ...input }) {
	const generated = useId();
	const fieldId = id ?? generated;
	const errorId = `${fieldId}-error`;
	const hintId = `${fieldId}-hint`;
	const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ jsxDEV("div", {
		className: "field",
		children: [
			/* @__PURE__ */ jsxDEV("label", {
				className: "field__label",
				htmlFor: fieldId,
				children: label
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 25,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("input", {
				...input,
				id: fieldId,
				className: "field__input",
				value,
				onChange: (event) => onValueChange(event.target.value),
				"aria-invalid": error ? true : void 0,
				"aria-describedby": describedBy
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 28,
				columnNumber: 7
			}, this),
			hint && /* @__PURE__ */ jsxDEV("p", {
				className: "field__hint",
				id: hintId,
				children: hint
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 38,
				columnNumber: 9
			}, this),
			error && /* @__PURE__ */ jsxDEV("p", {
				className: "field__error",
				id: errorId,
				children: error
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 43,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$11,
		lineNumber: 24,
		columnNumber: 5
	}, this);
}
/** A password field with a show/hide toggle button. */
function PasswordField({ label, value, onValueChange, error, id, ...input }) {
	const generated = useId();
	const fieldId = id ?? generated;
	const errorId = `${fieldId}-error`;
	const [visible, setVisible] = useState(false);
	return /* @__PURE__ */ jsxDEV("div", {
		className: "field",
		children: [
			/* @__PURE__ */ jsxDEV("label", {
				className: "field__label",
				htmlFor: fieldId,
				children: label
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 59,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("div", {
				className: "field__password",
				children: [/* @__PURE__ */ jsxDEV("input", {
					...input,
					id: fieldId,
					type: visible ? "text" : "password",
					className: "field__input",
					value,
					onChange: (event) => onValueChange(event.target.value),
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? errorId : void 0
				}, void 0, false, {
					fileName: _jsxFileName$11,
					lineNumber: 63,
					columnNumber: 9
				}, this), /* @__PURE__ */ jsxDEV("button", {
					type: "button",
					className: "field__toggle",
					onClick: () => setVisible((shown) => !shown),
					"aria-pressed": visible,
					"aria-controls": fieldId,
					"aria-label": visible ? PASSWORD_TOGGLE_LABELS.hide : PASSWORD_TOGGLE_LABELS.show,
					children: visible ? PASSWORD_TOGGLE_LABELS.hideShort : PASSWORD_TOGGLE_LABELS.showShort
				}, void 0, false, {
					fileName: _jsxFileName$11,
					lineNumber: 73,
					columnNumber: 9
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$11,
				lineNumber: 62,
				columnNumber: 7
			}, this),
			error && /* @__PURE__ */ jsxDEV("p", {
				className: "field__error",
				id: errorId,
				children: error
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 85,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$11,
		lineNumber: 58,
		columnNumber: 5
	}, this);
}
/** A multi-line text field, labelled and described like TextField. */
function TextAreaField({ label, value, onValueChange, error, rows = 3, maxLength, name }) {
	const fieldId = useId();
	const errorId = `${fieldId}-error`;
	return /* @__PURE__ */ jsxDEV("div", {
		className: "field",
		children: [
			/* @__PURE__ */ jsxDEV("label", {
				className: "field__label",
				htmlFor: fieldId,
				children: label
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 115,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("textarea", {
				id: fieldId,
				name,
				className: "field__input field__input--multiline",
				rows,
				maxLength,
				value,
				onChange: (event) => onValueChange(event.target.value),
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error ? errorId : void 0
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 118,
				columnNumber: 7
			}, this),
			error && /* @__PURE__ */ jsxDEV("p", {
				className: "field__error",
				id: errorId,
				children: error
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 130,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$11,
		lineNumber: 114,
		columnNumber: 5
	}, this);
}
function SelectField({ label, value, options, onValueChange, error, name }) {
	const fieldId = useId();
	const errorId = `${fieldId}-error`;
	return /* @__PURE__ */ jsxDEV("div", {
		className: "field",
		children: [
			/* @__PURE__ */ jsxDEV("label", {
				className: "field__label",
				htmlFor: fieldId,
				children: label
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 152,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("select", {
				id: fieldId,
				name,
				className: "field__input",
				value,
				onChange: (event) => {
					const chosen = options.find((option) => option.value === event.target.value);
					if (chosen) onValueChange(chosen.value);
				},
				"aria-invalid": error ? true : void 0,
				"aria-describedby": error ? errorId : void 0,
				children: options.map((option) => /* @__PURE__ */ jsxDEV("option", {
					value: option.value,
					children: option.label
				}, option.value, false, {
					fileName: _jsxFileName$11,
					lineNumber: 168,
					columnNumber: 11
				}, this))
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 155,
				columnNumber: 7
			}, this),
			error && /* @__PURE__ */ jsxDEV("p", {
				className: "field__error",
				id: errorId,
				children: error
			}, void 0, false, {
				fileName: _jsxFileName$11,
				lineNumber: 174,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$11,
		lineNumber: 151,
		columnNumber: 5
	}, this);
}
function CheckboxField({ label, checked, onChange }) {
	const fieldId = useId();
	return /* @__PURE__ */ jsxDEV("div", {
		className: "field field--checkbox",
		children: [/* @__PURE__ */ jsxDEV("input", {
			id: fieldId,
			type: "checkbox",
			checked,
			onChange: (event) => onChange(event.target.checked)
		}, void 0, false, {
			fileName: _jsxFileName$11,
			lineNumber: 186,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("label", {
			htmlFor: fieldId,
			children: label
		}, void 0, false, {
			fileName: _jsxFileName$11,
			lineNumber: 187,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$11,
		lineNumber: 185,
		columnNumber: 5
	}, this);
}
/** The form-level message: announced as soon as it appears. */
function FormAlert({ message }) {
	return /* @__PURE__ */ jsxDEV("div", {
		className: "form-alert",
		role: "alert",
		"aria-live": "assertive",
		children: message && /* @__PURE__ */ jsxDEV("p", {
			className: "form-alert__text",
			children: message
		}, void 0, false, {
			fileName: _jsxFileName$11,
			lineNumber: 196,
			columnNumber: 19
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$11,
		lineNumber: 195,
		columnNumber: 5
	}, this);
}
// src/components/ui/use-form-fields.ts
/**
* A form's values in one state, and one call per field that wires it up:
*
*   const form = useSubmit()
*   const fields = useFormFields({ email: '', password: '' }, form.fieldErrors)
*   <TextField label="Email" {...fields.field('email')} />
*
* `field(name)` gives the control its name, value, change handler and the error the API or the form's
* own check reported for that name. Props written after the spread win (another name, another error).
*/
function useFormFields(initial, errors = {}) {
	const [values, setValues] = useState(initial);
	const set = (patch) => setValues((previous) => ({
		...previous,
		...patch
	}));
	const setOne = (name, value) => {
		const patch = {};
		patch[name] = value;
		set(patch);
	};
	function field(name) {
		return {
			name,
			value: values[name],
			onValueChange: (value) => setOne(name, value),
			error: errors[name]
		};
	}
	function checkbox(name) {
		return {
			checked: values[name],
			onChange: (checked) => setOne(name, checked)
		};
	}
	return {
		values,
		set,
		replace: setValues,
		field,
		checkbox
	};
}
// src/features/auth/auth-copy.ts
/**
* The auth screens' own words: field labels, headings and the hub's side panel. Words the API or the
* console also use (tabs, links, toasts, messages) come from @shoplocal/shared/messages.
*/
var FIELD_LABELS = {
	firstName: "First name",
	lastName: "Last name",
	email: "Email",
	emailOrPhone: "Email or phone",
	phoneOptional: "Phone (optional)",
	city: "City",
	password: "Password",
	confirmPassword: "Confirm password",
	newPassword: "New password",
	confirmNewPassword: "Confirm new password",
	code: "Verification code",
	accountType: "Account type",
	role: "Sign in as"
};
var ROLE_LABELS = {
	customer: "Customer",
	shop_owner: "Shop Owner",
	admin: "Admin"
};
var roleOptions = (roles) => roles.map((role) => ({
	value: role,
	label: ROLE_LABELS[role]
}));
var AUTH_COPY = {
	working: "Please wait…",
	/** The email-code sign-in: the way in that failed attempts from elsewhere can never block. */
	codeSignIn: {
		title: "Sign in with an email code",
		intro: `Enter your email address and we will send you a 6-digit code to sign in.`,
		send: "Email me a code",
		sent: (email) => `If ${email} has an account, we have sent it a 6-digit code. Enter it to sign in.`,
		sentToast: "Sign-In Code Sent",
		usePassword: "Sign in with a password instead"
	},
	authTabs: "Sign in or create an account",
	customerAuth: {
		title: "Sign in to ShopLocal",
		intro: "Save favourites, rate shops and chat with local businesses."
	},
	ownerAuth: {
		title: "Shop Owner Portal",
		intro: "List your shop, add products and reach customers near you. Sign in with your email or phone number.",
		contactHint: "An address with @ is used as your email; anything else as your phone number."
	},
	login: {
		title: "Sign in",
		intro: "Choose how you use ShopLocal, then sign in.",
		noAccount: "No account yet?",
		registerLink: "Register"
	},
	resetRequest: {
		title: "Reset your password",
		intro: "Enter the email address of your account and we will send you a 6-digit code.",
		submit: "Send reset code",
		back: "Back to sign in"
	},
	resetConfirm: {
		title: "Choose a new password",
		intro: (email) => `Enter the code we sent to ${email} and your new password.`,
		submit: "Reset password",
		back: "Back",
		passwordHint: "At least 8 characters, with an upper-case letter, a lower-case letter, a number and one of @$!%*?&."
	},
	verify: {
		title: "Verify your email",
		intro: (email) => `We sent a 6-digit code to ${email}.`,
		submit: "Verify"
	},
	hub: {
		title: "Account test sign-in",
		signInHeading: "Welcome back",
		registerHeading: "Create your account",
		resetHeading: "Reset your password",
		noAccount: "New to ShopLocal?",
		haveAccount: "Already have an account?",
		sideTitle: "One platform for every local business",
		sideIntro: "ShopLocal Ireland brings shoppers, shop owners and our team together in one place.",
		sidePoints: [
			{
				title: "Secure platform",
				text: "Passwords are hashed, sign-ins are rate-limited and accounts lock after repeated failures."
			},
			{
				title: "Multi-user support",
				text: "Customers, shop owners and administrators each get the tools they need."
			},
			{
				title: "Premium features",
				text: "Spotlight placements and plans help your products stand out."
			},
			{
				title: "Business growth",
				text: "Reach customers in your town and county and see how your shop is found."
			}
		],
		accountTypesHeading: "Three account types",
		accountTypes: [
			{
				role: "customer",
				text: "Browse, save favourites, rate shops and chat."
			},
			{
				role: "shop_owner",
				text: "List shops and products and manage them from the dashboard."
			},
			{
				role: "admin",
				text: "Moderate shops, users and payments."
			}
		]
	},
	profile: {
		title: "My Account",
		emailStatus: "Email status",
		contact: "Contact",
		city: "City",
		memberSince: "Member since",
		browse: "Browse products"
	}
};
// src/features/auth/account-fields.tsx
var _jsxFileName$10 = "/work/wt/i28/storefront/src/features/auth/account-fields.tsx";
/** The 6-digit code of a verification or reset mail: digits only, cut to the code's length. */
function CodeField({ onValueChange, ...field }) {
	return /* @__PURE__ */ jsxDEV(TextField, {
		label: FIELD_LABELS.code,
		...field,
		onValueChange: (value) => onValueChange(value.replace(/\D/g, "").slice(0, 6)),
		inputMode: "numeric",
		autoComplete: "one-time-code",
		maxLength: 6,
		placeholder: AUTH_LABELS.codePlaceholder,
		hint: AUTH_LABELS.codeExpiryNote
	}, void 0, false, {
		fileName: _jsxFileName$10,
		lineNumber: 22,
		columnNumber: 5
	}, this);
}
/** First and last name side by side, the contact fields the form passes in, then the city. */
function NameAndCityFields({ firstName, lastName, city, children }) {
	return /* @__PURE__ */ jsxDEV(Fragment$1, { children: [
		/* @__PURE__ */ jsxDEV("div", {
			className: "auth-form__row",
			children: [/* @__PURE__ */ jsxDEV(TextField, {
				label: FIELD_LABELS.firstName,
				autoComplete: "given-name",
				...firstName
			}, void 0, false, {
				fileName: _jsxFileName$10,
				lineNumber: 50,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV(TextField, {
				label: FIELD_LABELS.lastName,
				autoComplete: "family-name",
				...lastName
			}, void 0, false, {
				fileName: _jsxFileName$10,
				lineNumber: 51,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$10,
			lineNumber: 49,
			columnNumber: 7
		}, this),
		children,
		/* @__PURE__ */ jsxDEV(TextField, {
			label: FIELD_LABELS.city,
			autoComplete: "address-level2",
			...city
		}, void 0, false, {
			fileName: _jsxFileName$10,
			lineNumber: 54,
			columnNumber: 7
		}, this)
	] }, void 0, true, {
		fileName: _jsxFileName$10,
		lineNumber: 48,
		columnNumber: 5
	}, this);
}
/**
* A new password and, when the form asks for it, its confirmation. `reset` labels them as the new
* password of a reset; `hint` sits between the two.
*/
function NewPasswordFields({ password, confirm, reset = false, hint }) {
	return /* @__PURE__ */ jsxDEV(Fragment$1, { children: [
		/* @__PURE__ */ jsxDEV(PasswordField, {
			label: reset ? FIELD_LABELS.newPassword : FIELD_LABELS.password,
			autoComplete: "new-password",
			...password
		}, void 0, false, {
			fileName: _jsxFileName$10,
			lineNumber: 76,
			columnNumber: 7
		}, this),
		hint,
		confirm && /* @__PURE__ */ jsxDEV(PasswordField, {
			label: reset ? FIELD_LABELS.confirmNewPassword : FIELD_LABELS.confirmPassword,
			autoComplete: "new-password",
			...confirm
		}, void 0, false, {
			fileName: _jsxFileName$10,
			lineNumber: 79,
			columnNumber: 9
		}, this)
	] }, void 0, true, {
		fileName: _jsxFileName$10,
		lineNumber: 75,
		columnNumber: 5
	}, this);
}
// src/components/ui/Tabs.tsx
var _jsxFileName$9 = "/work/wt/i28/storefront/src/components/ui/Tabs.tsx";
function Tabs({ label, tabs, selected, onSelect, children }) {
	const baseId = useId();
	const refs = useRef(/* @__PURE__ */ new Map());
	const move = (event, index) => {
		const last = tabs.length - 1;
		const target = event.key === "ArrowRight" ? index === last ? 0 : index + 1 : event.key === "ArrowLeft" ? index === 0 ? last : index - 1 : event.key === "Home" ? 0 : event.key === "End" ? last : null;
		if (target === null) return;
		event.preventDefault();
		const next = tabs[target];
		if (!next) return;
		onSelect(next.key);
		refs.current.get(next.key)?.focus();
	};
	return /* @__PURE__ */ jsxDEV("div", {
		className: "tabs",
		children: [/* @__PURE__ */ jsxDEV("div", {
			className: "tabs__list",
			role: "tablist",
			"aria-label": label,
			children: tabs.map((tab, index) => {
				const active = tab.key === selected;
				return /* @__PURE__ */ jsxDEV("button", {
					ref: (element) => {
						if (element) refs.current.set(tab.key, element);
					},
					type: "button",
					role: "tab",
					id: `${baseId}-tab-${tab.key}`,
					"aria-selected": active,
					"aria-controls": `${baseId}-panel`,
					tabIndex: active ? 0 : -1,
					className: "tabs__tab",
					onClick: () => onSelect(tab.key),
					onKeyDown: (event) => move(event, index),
					children: tab.label
				}, tab.key, false, {
					fileName: _jsxFileName$9,
					lineNumber: 55,
					columnNumber: 13
				}, this);
			})
		}, void 0, false, {
			fileName: _jsxFileName$9,
			lineNumber: 51,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("div", {
			role: "tabpanel",
			id: `${baseId}-panel`,
			"aria-labelledby": `${baseId}-tab-${selected}`,
			className: "tabs__panel",
			children
		}, void 0, false, {
			fileName: _jsxFileName$9,
			lineNumber: 75,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$9,
		lineNumber: 50,
		columnNumber: 5
	}, this);
}
// src/features/auth/auth-responses.ts
/** The email to verify when the answer asks for it, else null. */
function verificationEmail(answer, typedEmail) {
	if (!answer?.requiresVerification) return null;
	return answer.user?.email ?? answer.customer?.email ?? typedEmail;
}
// src/features/auth/pending-rating.ts
/**
* A rating typed before signing in waits in session storage and is posted as
* {rating, comment} right after sign-in or registration. If the post fails the rating stays
* saved, so the next sign-in tries again.
*/
var PENDING_RATING_KEY = "shoplocal.pendingRating";
function isPendingRating(value) {
	if (typeof value !== "object" || value === null) return false;
	const record = value;
	return typeof record.shopId === "number" && typeof record.shopName === "string" && typeof record.rating === "number" && (record.comment === null || typeof record.comment === "string");
}
function readPendingRating(storage) {
	const raw = storage.getItem(PENDING_RATING_KEY);
	if (!raw) return null;
	try {
		const parsed = JSON.parse(raw);
		return isPendingRating(parsed) ? parsed : null;
	} catch {
		return null;
	}
}
var savePendingRating = (storage, rating) => storage.setItem(PENDING_RATING_KEY, JSON.stringify(rating));
async function postPendingRating(storage, post = apiPost) {
	const pending = readPendingRating(storage);
	if (!pending) return { status: "none" };
	try {
		await post(`/api/shops/${pending.shopId}/reviews`, {
			rating: pending.rating,
			comment: pending.comment
		});
		storage.removeItem(PENDING_RATING_KEY);
		return {
			status: "posted",
			shopId: pending.shopId
		};
	} catch {
		return {
			status: "failed",
			message: REVIEW_MESSAGES.pendingRatingFailed
		};
	}
}
// src/features/auth/form-rules.ts
var fail = (message, field) => ({
	ok: false,
	message,
	field
});
var pass = (payload) => ({
	ok: true,
	payload
});
var blank = (...values) => values.some((value) => value.trim() === "");
var MSG = VALIDATION_MESSAGES;
/** Combined page, Sign In: email and password, signed in with the chosen account type. */
function checkCombinedSignIn(input) {
	if (blank(input.email, input.password)) return fail(MSG.emailAndPasswordRequired);
	return pass({
		email: normalizeEmail(input.email),
		password: input.password,
		role: input.role
	});
}
/** Combined page, Register: everything required, 6-character password, a basic email pattern. */
function checkCombinedRegister(input) {
	if (blank(input.firstName, input.lastName, input.email, input.city, input.password)) return fail(MSG.requiredFieldsMissing);
	if (!formPasswordLongEnough(input.password)) return fail(MSG.formPasswordTooShort, "password");
	if (!isValidEmail(input.email)) return fail(MSG.emailInvalid, "email");
	return pass({
		firstName: input.firstName.trim(),
		lastName: input.lastName.trim(),
		email: normalizeEmail(input.email),
		city: input.city.trim(),
		password: input.password,
		role: input.role
	});
}
/** Shop-owner page and the customer dialog: one 'email or phone' field and a password. */
function checkContactSignIn(input) {
	if (blank(input.contact, input.password)) return fail(MSG.emailOrPhoneAndPasswordRequired);
	return pass({
		contact: detectContact(input.contact).value,
		password: input.password
	});
}
var toOwnerLogin = (checked) => ({
	emailOrPhone: checked.contact,
	password: checked.password
});
var toCustomerLogin = (checked) => checked;
/** Shop-owner Sign Up: all fields, matching passwords, 6 characters; '@' makes the contact an email. */
function checkOwnerRegister(input) {
	if (blank(input.firstName, input.lastName, input.contact, input.city, input.password, input.confirmPassword)) return fail(MSG.requiredFieldsMissing);
	if (input.password !== input.confirmPassword) return fail(MSG.passwordsDontMatch, "confirmPassword");
	if (!formPasswordLongEnough(input.password)) return fail(MSG.formPasswordTooShort, "password");
	const contact = detectContact(input.contact);
	return pass({
		firstName: input.firstName.trim(),
		lastName: input.lastName.trim(),
		email: contact.kind === "email" ? contact.value : null,
		phone: contact.kind === "phone" ? contact.value : null,
		city: input.city.trim(),
		password: input.password,
		contactMethod: contact.kind,
		referralCode: input.referralCode?.trim() || null
	});
}
/** Customer dialog Sign Up: its own wording ('Passwords do not match'). */
function checkCustomerRegister(input) {
	if (blank(input.firstName, input.lastName, input.contact, input.city, input.password, input.confirmPassword)) return fail(MSG.requiredFieldsMissing);
	if (input.password !== input.confirmPassword) return fail(MSG.passwordsDoNotMatch, "confirmPassword");
	if (!formPasswordLongEnough(input.password)) return fail(MSG.formPasswordTooShort, "password");
	return pass({
		firstName: input.firstName.trim(),
		lastName: input.lastName.trim(),
		contact: detectContact(input.contact).value,
		city: input.city.trim(),
		password: input.password
	});
}
/** /login and the auth hub: the login schema's messages (email, 'Password is required', role). */
function checkRoleLogin(input) {
	if (!isValidEmail(input.email)) return fail(MSG.emailInvalid, "email");
	if (input.password === "") return fail(MSG.passwordRequired, "password");
	const role = input.allowedRoles.find((allowed) => allowed === input.role);
	if (!role) return fail(MSG.roleInvalid, "role");
	return pass({
		email: normalizeEmail(input.email),
		password: input.password,
		role,
		rememberMe: input.rememberMe
	});
}
/** The auth hub's Register: the registration schema, checked in full before sending. */
function checkHubRegister(input) {
	const first = input.firstName.trim().length;
	const last = input.lastName.trim().length;
	const city = input.city.trim().length;
	const failed = [
		[
			first < NAME_LENGTH.min,
			MSG.firstNameTooShort,
			"firstName"
		],
		[
			first > NAME_LENGTH.max,
			MSG.firstNameTooLong,
			"firstName"
		],
		[
			last < NAME_LENGTH.min,
			MSG.lastNameTooShort,
			"lastName"
		],
		[
			last > NAME_LENGTH.max,
			MSG.lastNameTooLong,
			"lastName"
		],
		[
			!isValidEmail(input.email),
			MSG.emailInvalid,
			"email"
		],
		[
			input.phone.trim() !== "" && !phoneHasMinDigits(input.phone),
			MSG.phoneTooShort,
			"phone"
		],
		[
			city < CITY_LENGTH.min,
			MSG.cityTooShort,
			"city"
		],
		[
			city > CITY_LENGTH.max,
			MSG.cityTooLong,
			"city"
		]
	].find(([broken]) => broken);
	if (failed) return fail(failed[1], failed[2]);
	const password = passwordMeetsRule(input.password);
	if (!password.ok) return fail(password.message, "password");
	return pass({
		firstName: input.firstName.trim(),
		lastName: input.lastName.trim(),
		email: normalizeEmail(input.email),
		...input.phone.trim() ? { phone: input.phone.trim() } : {},
		password: input.password,
		city: input.city.trim(),
		role: input.role,
		contactMethod: "email"
	});
}
function checkResetRequest(input) {
	if (!isValidEmail(input.email)) return fail(MSG.emailInvalid, "email");
	return pass({ email: normalizeEmail(input.email) });
}
var CODE_PATTERN = new RegExp(`^\\d{6}$`);
function checkCode(code) {
	const trimmed = code.trim();
	return CODE_PATTERN.test(trimmed) ? pass(trimmed) : fail(MSG.codeLength, "code");
}
/** Reset confirm: 6-digit code, the schema password rule, matching confirmation. */
function checkResetConfirm(input) {
	const code = checkCode(input.code);
	if (!code.ok) return code;
	const password = passwordMeetsRule(input.newPassword);
	if (!password.ok) return fail(password.message, "newPassword");
	if (input.newPassword !== input.confirmPassword) return fail(MSG.passwordsDontMatch, "confirmPassword");
	return pass({
		...input,
		email: normalizeEmail(input.email),
		code: code.payload
	});
}
/** The email-code sign-in, second step: the code, signing in as the screen's account type. */
function checkCodeLogin(input) {
	const code = checkCode(input.code);
	return code.ok ? pass({
		email: normalizeEmail(input.email),
		code: code.payload,
		role: input.role
	}) : code;
}
function checkVerify(input) {
	const code = checkCode(input.code);
	return code.ok ? pass({
		email: normalizeEmail(input.email),
		code: code.payload
	}) : code;
}
// src/features/auth/use-submit.ts
/**
* The one submit cycle every auth form shares: run the form's own check, send, and on failure show the
* failure toast (the server's message or the form's fallback) plus the message and field errors inline, where screen
* readers announce them.
*/
function useSubmit() {
	const [busy, setBusy] = useState(false);
	const [formError, setFormError] = useState(null);
	const [fieldErrors, setFieldErrors] = useState({});
	async function submit(check, send, failure, onSuccess) {
		if (!check.ok) {
			setFormError(check.field ? null : check.message);
			setFieldErrors(check.field ? { [check.field]: check.message } : {});
			return;
		}
		setBusy(true);
		setFormError(null);
		setFieldErrors({});
		try {
			await onSuccess(await send(check.payload), check.payload);
		} catch (error) {
			const message = messageOrFallback(error instanceof ApiError ? error.serverMessage : null, failure.fallback);
			setFormError(message);
			if (error instanceof ApiError) setFieldErrors(error.fieldErrors);
			showToast({
				title: failure.title,
				description: message,
				variant: "destructive"
			});
		} finally {
			setBusy(false);
		}
	}
	return {
		busy,
		formError,
		fieldErrors,
		submit,
		setFormError
	};
}
var successToast = (toast) => {
	showToast({
		...toast,
		variant: "success"
	});
};
// src/features/auth/AuthForm.tsx
var _jsxFileName$8 = "/work/wt/i28/storefront/src/features/auth/AuthForm.tsx";
/**
* The frame every account form shares: browser validation off (the forms' own
* messages are shown instead, worded the same in every browser), busy state for assistive technology, the
* form-level alert, and a submit button that says it is working.
*/
function AuthForm({ busy, error, submitLabel, onSubmit, children, footer }) {
	return /* @__PURE__ */ jsxDEV("form", {
		className: "auth-form",
		noValidate: true,
		"aria-busy": busy,
		onSubmit: (event) => {
			event.preventDefault();
			onSubmit();
		},
		children: [
			children,
			/* @__PURE__ */ jsxDEV(FormAlert, { message: error }, void 0, false, {
				fileName: _jsxFileName$8,
				lineNumber: 34,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("button", {
				type: "submit",
				className: "button button--primary auth-form__submit",
				disabled: busy,
				children: busy ? AUTH_COPY.working : submitLabel
			}, void 0, false, {
				fileName: _jsxFileName$8,
				lineNumber: 35,
				columnNumber: 7
			}, this),
			footer
		]
	}, void 0, true, {
		fileName: _jsxFileName$8,
		lineNumber: 24,
		columnNumber: 5
	}, this);
}
// src/features/auth/SignInCodeView.tsx
var _jsxFileName$7 = "/work/wt/i28/storefront/src/features/auth/SignInCodeView.tsx";
/**
* Sign-in with a one-time code mailed to the account's address, in two steps: the email, then
* the code. It works whatever failed sign-ins elsewhere have done, so every sign-in form offers it.
*/
function SignInCodeView({ role, initialEmail = "", onSignedIn, onCancel }) {
	const request = useSubmit();
	const login = useSubmit();
	const [sentTo, setSentTo] = useState(null);
	const emailField = useFormFields({ email: initialEmail.includes("@") ? initialEmail : "" }, request.fieldErrors);
	const codeField = useFormFields({ code: "" }, login.fieldErrors);
	const copy = AUTH_COPY.codeSignIn;
	const sendCode = (email) => void request.submit(checkResetRequest({ email }), (payload) => apiPost("/api/auth/sign-in-code", payload), AUTH_FAILURES.request, (_answer, payload) => {
		codeField.set({ code: "" });
		setSentTo(payload.email);
		successToast({ title: copy.sentToast });
	});
	const backToPassword = /* @__PURE__ */ jsxDEV("button", {
		type: "button",
		className: "button button--ghost",
		onClick: onCancel,
		children: copy.usePassword
	}, void 0, false, {
		fileName: _jsxFileName$7,
		lineNumber: 49,
		columnNumber: 5
	}, this);
	if (!sentTo) return /* @__PURE__ */ jsxDEV(AuthForm, {
		busy: request.busy,
		error: request.formError,
		submitLabel: copy.send,
		footer: backToPassword,
		onSubmit: () => sendCode(emailField.values.email),
		children: [
			/* @__PURE__ */ jsxDEV("h2", {
				className: "auth-form__title",
				children: copy.title
			}, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 63,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV("p", {
				className: "auth-form__intro",
				children: copy.intro
			}, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 64,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(TextField, {
				label: FIELD_LABELS.email,
				type: "email",
				autoComplete: "email",
				autoFocus: true,
				...emailField.field("email")
			}, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 65,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$7,
		lineNumber: 56,
		columnNumber: 7
	}, this);
	return /* @__PURE__ */ jsxDEV(AuthForm, {
		busy: login.busy,
		error: login.formError ?? request.formError,
		submitLabel: AUTH_LABELS.signIn,
		footer: /* @__PURE__ */ jsxDEV(Fragment$1, { children: [/* @__PURE__ */ jsxDEV("button", {
			type: "button",
			className: "button button--ghost",
			disabled: request.busy,
			onClick: () => sendCode(sentTo),
			children: AUTH_LABELS.resendCode
		}, void 0, false, {
			fileName: _jsxFileName$7,
			lineNumber: 77,
			columnNumber: 11
		}, this), backToPassword] }, void 0, true, {
			fileName: _jsxFileName$7,
			lineNumber: 76,
			columnNumber: 9
		}, this),
		onSubmit: () => {
			login.submit(checkCodeLogin({
				email: sentTo,
				code: codeField.values.code,
				role
			}), (payload) => apiPost("/api/auth/code-login", payload), AUTH_FAILURES.signIn, (answer) => onSignedIn(answer));
		},
		children: [
			/* @__PURE__ */ jsxDEV("h2", {
				className: "auth-form__title",
				children: copy.title
			}, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 92,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("p", {
				className: "auth-form__intro",
				children: copy.sent(sentTo)
			}, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 93,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(CodeField, {
				...codeField.field("code"),
				autoFocus: true,
				required: true
			}, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 94,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$7,
		lineNumber: 71,
		columnNumber: 5
	}, this);
}
/** The way into the email-code sign-in, under each password sign-in form. */
function CodeSignInLink({ onClick }) {
	return /* @__PURE__ */ jsxDEV("button", {
		type: "button",
		className: "link-button auth-form__link",
		onClick,
		children: AUTH_LABELS.signInWithCode
	}, void 0, false, {
		fileName: _jsxFileName$7,
		lineNumber: 102,
		columnNumber: 5
	}, this);
}
// src/features/auth/CustomerSignInDialog.tsx
var _jsxFileName$6 = "/work/wt/i28/storefront/src/features/auth/CustomerSignInDialog.tsx";
var TABS = [{
	key: "signIn",
	label: AUTH_LABELS.signIn
}, {
	key: "signUp",
	label: AUTH_LABELS.signUp
}];
var SIGN_IN_FAILURE = {
	title: AUTH_FAILURES.login.title,
	fallback: AUTH_FALLBACKS.invalidCredentials
};
var SIGN_UP_FAILURE = {
	title: AUTH_FAILURES.registration.title,
	fallback: AUTH_FALLBACKS.registrationFailed
};
/**
* The customer sign-in dialog: Sign In with email or phone and password; Sign Up with first
* name, last name, email or phone, city, password and confirmation, each password with a show/hide
* toggle. On success it posts a saved pending rating and calls onSignedIn, so the opener (chat, rating)
* can finish what the visitor started; an email sign-up that needs verification is told so. `children`
* follow the tabs (another way on, such as continuing as a guest).
*/
function CustomerSignInDialog({ open, onClose, onSignedIn, children }) {
	const [tab, setTab] = useState("signIn");
	const [byCode, setByCode] = useState(false);
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
		confirmPassword: ""
	}, form.fieldErrors);
	const succeed = async (answer, title) => {
		successToast({ title });
		await postPendingRating(window.sessionStorage);
		onSignedIn(answer);
		onClose();
	};
	return /* @__PURE__ */ jsxDEV(Dialog, {
		open,
		title: tab === "signIn" ? AUTH_LABELS.signIn : AUTH_LABELS.signUp,
		onClose,
		children: [/* @__PURE__ */ jsxDEV(Tabs, {
			label: AUTH_COPY.authTabs,
			tabs: TABS,
			selected: tab,
			onSelect: (next) => (setTab(next), form.setFormError(null)),
			children: tab === "signIn" && byCode ? /* @__PURE__ */ jsxDEV(SignInCodeView, {
				role: "customer",
				initialEmail: signIn.values.contact,
				onSignedIn: (answer) => succeed(answer, AUTH_SUCCESS.loginSuccessful),
				onCancel: () => setByCode(false)
			}, void 0, false, {
				fileName: _jsxFileName$6,
				lineNumber: 64,
				columnNumber: 11
			}, this) : tab === "signIn" ? /* @__PURE__ */ jsxDEV(AuthForm, {
				busy: form.busy,
				error: form.formError,
				submitLabel: AUTH_LABELS.signIn,
				footer: /* @__PURE__ */ jsxDEV(CodeSignInLink, { onClick: () => setByCode(true) }, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 75,
					columnNumber: 21
				}, this),
				onSubmit: () => {
					form.submit(checkContactSignIn(signIn.values), (payload) => apiPost("/api/customer/login", toCustomerLogin(payload)), SIGN_IN_FAILURE, (answer) => succeed(answer, AUTH_SUCCESS.loginSuccessful));
				},
				children: [/* @__PURE__ */ jsxDEV(TextField, {
					label: FIELD_LABELS.emailOrPhone,
					autoComplete: "username",
					...signIn.field("contact")
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 85,
					columnNumber: 13
				}, this), /* @__PURE__ */ jsxDEV(PasswordField, {
					label: FIELD_LABELS.password,
					autoComplete: "current-password",
					...signIn.field("password")
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 86,
					columnNumber: 13
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$6,
				lineNumber: 71,
				columnNumber: 11
			}, this) : /* @__PURE__ */ jsxDEV(AuthForm, {
				busy: form.busy,
				error: form.formError,
				submitLabel: AUTH_LABELS.signUp,
				onSubmit: () => {
					form.submit(checkCustomerRegister(signUp.values), (payload) => apiPost("/api/customer/register", payload), SIGN_UP_FAILURE, (answer) => succeed(answer, AUTH_SUCCESS.registrationSuccessfulPlain));
				},
				children: [/* @__PURE__ */ jsxDEV(NameAndCityFields, {
					firstName: signUp.field("firstName"),
					lastName: signUp.field("lastName"),
					city: signUp.field("city"),
					children: /* @__PURE__ */ jsxDEV(TextField, {
						label: FIELD_LABELS.emailOrPhone,
						autoComplete: "username",
						...signUp.field("contact")
					}, void 0, false, {
						fileName: _jsxFileName$6,
						lineNumber: 103,
						columnNumber: 15
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 102,
					columnNumber: 13
				}, this), /* @__PURE__ */ jsxDEV(NewPasswordFields, {
					password: signUp.field("password"),
					confirm: signUp.field("confirmPassword")
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 105,
					columnNumber: 13
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$6,
				lineNumber: 89,
				columnNumber: 11
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName$6,
			lineNumber: 62,
			columnNumber: 7
		}, this), children]
	}, void 0, true, {
		fileName: _jsxFileName$6,
		lineNumber: 61,
		columnNumber: 5
	}, this);
}
// src/features/visitor-gate/copy.ts
/** The sign-in gate's own words. */
var GATE_COPY = {
	guestHeading: "Or continue as a guest",
	guestText: "Save favourites without an account: leave an email or a phone number.",
	guestContact: "Email or phone",
	continueAsGuest: "Continue as guest",
	verifyFirst: "Check your email for a code to finish signing up, then try again."
};
// src/features/visitor-gate/SignInGate.tsx
var _jsxFileName$5 = "/work/wt/i28/storefront/src/features/visitor-gate/SignInGate.tsx";
/**
* Where a signed-out visitor tries to favourite, rate or chat: the customer sign-in dialog (Sign In /
* Sign Up), and for favourites a guest session from an email or a phone. The opener finishes what the
* visitor started in onPassed. An email sign-up must be verified first, so it is told so instead.
*/
function SignInGate({ open, onClose, onPassed, allowGuest = false }) {
	const [used, setUsed] = useState(open);
	if (open && !used) setUsed(true);
	const signedIn = (answer) => {
		if (verificationEmail(answer, null)) {
			showToast({ title: GATE_COPY.verifyFirst });
			return;
		}
		onPassed("signedIn");
	};
	if (!used) return null;
	return /* @__PURE__ */ jsxDEV(CustomerSignInDialog, {
		open,
		onClose,
		onSignedIn: signedIn,
		children: allowGuest && /* @__PURE__ */ jsxDEV(GuestContinue, { onStarted: () => {
			onClose();
			onPassed("guest");
		} }, void 0, false, {
			fileName: _jsxFileName$5,
			lineNumber: 43,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$5,
		lineNumber: 41,
		columnNumber: 5
	}, this);
}
function GuestContinue({ onStarted }) {
	const [contact, setContact] = useState("");
	const [error, setError] = useState();
	const [busy, setBusy] = useState(false);
	async function submit(event) {
		event.preventDefault();
		const typed = contact.trim();
		if (!typed) {
			setError(VALIDATION_MESSAGES.contactRequired);
			return;
		}
		const detected = detectContact(typed);
		setBusy(true);
		try {
			await apiPost("/api/guest-session", detected.kind === "email" ? { email: detected.value } : { phone: detected.value });
			setError(void 0);
			onStarted();
		} catch (failure) {
			const fields = failure instanceof ApiError ? failure.fieldErrors : {};
			const message = fields.email ?? fields.phone;
			if (message) setError(message);
			else showToast({
				...CATALOGUE_ERRORS.guestSessionFailed,
				variant: "destructive"
			});
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ jsxDEV("form", {
		className: "guest-continue",
		noValidate: true,
		onSubmit: submit,
		"aria-busy": busy,
		children: [
			/* @__PURE__ */ jsxDEV("h3", {
				className: "guest-continue__heading",
				children: GATE_COPY.guestHeading
			}, void 0, false, {
				fileName: _jsxFileName$5,
				lineNumber: 84,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("p", {
				className: "guest-continue__text",
				children: GATE_COPY.guestText
			}, void 0, false, {
				fileName: _jsxFileName$5,
				lineNumber: 85,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(TextField, {
				label: GATE_COPY.guestContact,
				autoComplete: "email",
				value: contact,
				onValueChange: setContact,
				error
			}, void 0, false, {
				fileName: _jsxFileName$5,
				lineNumber: 86,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("button", {
				type: "submit",
				className: "button button--outline",
				disabled: busy,
				"data-testid": "continue-as-guest",
				children: GATE_COPY.continueAsGuest
			}, void 0, false, {
				fileName: _jsxFileName$5,
				lineNumber: 87,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$5,
		lineNumber: 83,
		columnNumber: 5
	}, this);
}
// src/features/chat/copy.ts
/** The chat panel's words. */
var CHAT_COPY = {
	title: "Messages",
	open: "Messages",
	unread: (count) => count === 1 ? "1 unread message" : `${count} unread messages`,
	close: "Close messages",
	searchLabel: "Search conversations",
	searchPlaceholder: "Search by shop or customer name",
	startChat: "Start Chat",
	back: "Back to conversations",
	messageLabel: "Message",
	messagePlaceholder: "Type a message...",
	keyHint: "Enter sends, Shift+Enter adds a line.",
	send: "Send",
	sending: "Sending…",
	noConversations: "No conversations yet",
	noMatches: "No conversations match your search",
	noMessages: "Say hello: your first message starts the conversation.",
	loadFailed: "We could not load your messages just now.",
	sendFailed: {
		title: COMMON_LABELS.error,
		description: "Failed to send message. Please try again."
	},
	you: "You",
	justNow: "just now"
};
// src/features/chat/chat-logic.ts
/** The conversations whose shop or customer name contains the search, ignoring case and accents. */
function filterConversations(conversations, search) {
	const wanted = fold(search.trim());
	if (!wanted) return conversations;
	return conversations.filter((conversation) => [
		conversation.shop.name,
		conversation.customer.name,
		conversation.otherName
	].some((name) => fold(name).includes(wanted)));
}
var fold = (text) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
/** The customer's conversation with a shop, if there is one. */
var conversationWithShop = (conversations, shopId) => conversations.find((conversation) => conversation.shopId === shopId && conversation.viewerSide === "customer");
var UNITS = [
	["day", 864e5],
	["hour", 36e5],
	["minute", 6e4]
];
/** "just now", "5 minutes ago", "yesterday", "3 days ago"; older than a week: the date. */
function relativeTime(iso, now = /* @__PURE__ */ new Date()) {
	const elapsed = now.getTime() - new Date(iso).getTime();
	if (elapsed < 6e4) return CHAT_COPY.justNow;
	if (elapsed > 6048e5) return new Date(iso).toLocaleDateString(LOCALE, {
		day: "numeric",
		month: "short",
		year: "numeric"
	});
	const format = new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" });
	for (const [unit, size] of UNITS) if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
	return CHAT_COPY.justNow;
}
/** Enter sends; Shift+Enter (and Enter while an input method is composing) adds a line. */
var sendsOnKey = (event) => event.key === "Enter" && !event.shiftKey && !event.isComposing;
var totalUnread = (conversations) => conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0);
// src/features/chat/live.ts
var client = null;
var connected = false;
var listeners$1 = /* @__PURE__ */ new Set();
function liveClient() {
	if (typeof window === "undefined" || typeof EventSource === "undefined") return null;
	if (!client) {
		client = new Transmit({
			baseUrl: `${window.location.origin}/api`,
			maxReconnectAttempts: 10
		});
		const set = (value) => () => {
			connected = value;
			listeners$1.forEach((listener) => listener());
		};
		client.on("connected", set(true));
		client.on("disconnected", set(false));
		client.on("reconnecting", set(false));
	}
	return client;
}
var conversationChannel = (conversationId) => `chat/conversations/${conversationId}`;
var userChannel = (userId) => `chat/users/${userId}`;
/**
* Calls `onMessage` with each payload on `channel` (null: none) and answers whether the channel is live.
* The latest `onMessage` is used without subscribing again.
*/
function useLiveChannel(channel, onMessage) {
	const latest = useRef(onMessage);
	latest.current = onMessage;
	const [subscribed, setSubscribed] = useState(false);
	const [streamUp, setStreamUp] = useState(connected);
	useEffect(() => {
		const listener = () => setStreamUp(connected);
		listeners$1.add(listener);
		return () => {
			listeners$1.delete(listener);
		};
	}, []);
	useEffect(() => {
		const transmit = channel ? liveClient() : null;
		if (!transmit || !channel) return;
		const subscription = transmit.subscription(channel);
		const stop = subscription.onMessage((payload) => latest.current(payload));
		let current = true;
		subscription.create().then(() => current && setSubscribed(subscription.isCreated), () => current && setSubscribed(false));
		return () => {
			current = false;
			setSubscribed(false);
			stop();
			if (subscription.handlerCount === 0) subscription.delete().catch(() => void 0);
		};
	}, [channel]);
	return subscribed && streamUp;
}
// src/features/chat/use-polling.ts
/**
* Runs `task` now and then every `intervalMs` while `active`, skipping turns while the tab is hidden,
* and once more when it becomes visible again. The latest `task` is used without restarting the timer.
*/
function usePolling(task, intervalMs, active) {
	const latest = useRef(task);
	latest.current = task;
	useEffect(() => {
		if (!active) return;
		const run = () => {
			if (document.visibilityState === "visible") latest.current();
		};
		run();
		const timer = window.setInterval(run, intervalMs);
		document.addEventListener("visibilitychange", run);
		return () => {
			window.clearInterval(timer);
			document.removeEventListener("visibilitychange", run);
		};
	}, [intervalMs, active]);
}
// src/features/chat/ChatDrawer.tsx
var _jsxFileName$4 = "/work/wt/i28/storefront/src/features/chat/ChatDrawer.tsx";
/**
* The chat panel: a right-side drawer with the searchable conversation list and a thread. New messages
* and list changes are pushed over the live stream; while it is not available the list is read every
* 5 s and an open thread every 3 s. Reading a thread marks the other side's messages read. Messages are
* shown as text, never as HTML. A failed send keeps the typed text.
*/
function ChatDrawer({ open, onClose, signedIn: signedInAtFirst, userId, start, onConversations }) {
	const ref = useRef(null);
	const titleId = useId();
	const [signedIn, setSignedIn] = useState(signedInAtFirst);
	const [conversations, setConversations] = useState(null);
	const [failed, setFailed] = useState(false);
	const [search, setSearch] = useState("");
	const [active, setActive] = useState(null);
	const [messages, setMessages] = useState([]);
	const [viewerSide, setViewerSide] = useState("customer");
	const [draft, setDraft] = useState("");
	const [sending, setSending] = useState(false);
	const [gateOpen, setGateOpen] = useState(false);
	/** The visitor sent before signing in: the typed message goes as soon as they are signed in. */
	const [sendAfterSignIn, setSendAfterSignIn] = useState(false);
	const threadEnd = useRef(null);
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (open && !dialog.open) dialog.showModal();
		if (!open && dialog.open) dialog.close();
	}, [open]);
	async function loadConversations() {
		if (!signedIn) return null;
		const result = await browserApi.get("/api/chat/conversations");
		if (!result.ok) {
			setFailed(true);
			return null;
		}
		setFailed(false);
		setConversations(result.data);
		onConversations?.(result.data);
		return result.data;
	}
	async function loadThread() {
		if (!active || active.id === -1 || !signedIn) return;
		const result = await browserApi.get(`/api/chat/conversations/${active.id}/messages`);
		if (!result.ok) return;
		setMessages(result.data.messages);
		setViewerSide(result.data.conversation.viewerSide);
	}
	const threadOpen = open && signedIn && active !== null && active.id !== -1;
	const listLive = useLiveChannel(open && signedIn && userId !== void 0 ? userChannel(userId) : null, () => void loadConversations());
	const threadLive = useLiveChannel(threadOpen && active ? conversationChannel(active.id) : null, (payload) => {
		const pushed = payload.message;
		if (payload.type !== "message" || !pushed) return;
		setMessages((current) => current.some((line) => line.id === pushed.id) ? current : [...current, pushed]);
		if (pushed.senderType !== viewerSide) loadThread();
	});
	usePolling(loadConversations, CHAT_CONVERSATIONS_POLL_MS, open && signedIn && !listLive);
	usePolling(loadThread, CHAT_MESSAGES_POLL_MS, threadOpen && !threadLive);
	useEffect(() => {
		if (!open) return;
		setMessages([]);
		if (!start) return setActive(null);
		if ("conversationId" in start) return setActive({
			id: start.conversationId,
			shopId: null,
			title: ""
		});
		setActive({
			id: -1,
			shopId: start.shopId,
			title: start.shopName
		});
		loadConversations().then((list) => {
			const existing = list && conversationWithShop(list, start.shopId);
			if (existing) setActive({
				id: existing.id,
				shopId: existing.shopId,
				title: existing.otherName
			});
		});
	}, [open, start]);
	useEffect(() => {
		if (!signedIn || !sendAfterSignIn) return;
		setSendAfterSignIn(false);
		send();
	}, [signedIn, sendAfterSignIn]);
	useEffect(() => {
		threadEnd.current?.scrollIntoView({ block: "end" });
	}, [messages.length]);
	const title = active?.title || conversations?.find((conversation) => conversation.id === active?.id)?.otherName || CHAT_COPY.title;
	async function send(text = draft) {
		const message = text.trim();
		if (!message || !active || sending) return;
		if (!signedIn) {
			setSendAfterSignIn(true);
			setGateOpen(true);
			return;
		}
		setSending(true);
		const body = active.id === -1 ? {
			shopId: active.shopId,
			message
		} : {
			conversationId: active.id,
			message
		};
		const result = await browserApi.send("POST", "/api/chat/messages", { body });
		setSending(false);
		if (!result.ok) {
			showToast({
				...CHAT_COPY.sendFailed,
				variant: "destructive"
			});
			return;
		}
		const sent = result.data.body;
		setDraft("");
		setActive({
			id: sent.conversation.id,
			shopId: sent.conversation.shopId,
			title: sent.conversation.otherName
		});
		setViewerSide(sent.conversation.viewerSide);
		setMessages((current) => [...current.filter((line) => line.id !== sent.message.id), sent.message]);
		loadConversations();
	}
	function submit(event) {
		event.preventDefault();
		send();
	}
	const shown = conversations ? filterConversations(conversations, search) : [];
	return /* @__PURE__ */ jsxDEV("dialog", {
		ref,
		className: "chat-drawer",
		"aria-labelledby": titleId,
		onClose: (event) => {
			if (event.target === ref.current) onClose();
		},
		onClick: (event) => {
			if (event.target === ref.current) onClose();
		},
		"data-testid": "chat-drawer",
		children: [/* @__PURE__ */ jsxDEV("div", {
			className: "chat-drawer__panel",
			children: [/* @__PURE__ */ jsxDEV("header", {
				className: "chat-drawer__header",
				children: [
					active && /* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "chat-drawer__back",
						onClick: () => setActive(null),
						"aria-label": CHAT_COPY.back,
						children: "←"
					}, void 0, false, {
						fileName: _jsxFileName$4,
						lineNumber: 176,
						columnNumber: 13
					}, this),
					/* @__PURE__ */ jsxDEV("h2", {
						id: titleId,
						className: "chat-drawer__title",
						children: active ? title : CHAT_COPY.title
					}, void 0, false, {
						fileName: _jsxFileName$4,
						lineNumber: 180,
						columnNumber: 11
					}, this),
					/* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "chat-drawer__close",
						onClick: onClose,
						"aria-label": CHAT_COPY.close,
						children: "×"
					}, void 0, false, {
						fileName: _jsxFileName$4,
						lineNumber: 183,
						columnNumber: 11
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName$4,
				lineNumber: 174,
				columnNumber: 9
			}, this), !active ? /* @__PURE__ */ jsxDEV("div", {
				className: "chat-drawer__list",
				children: [
					/* @__PURE__ */ jsxDEV("label", {
						className: "visually-hidden",
						htmlFor: `${titleId}-search`,
						children: CHAT_COPY.searchLabel
					}, void 0, false, {
						fileName: _jsxFileName$4,
						lineNumber: 190,
						columnNumber: 13
					}, this),
					/* @__PURE__ */ jsxDEV("input", {
						id: `${titleId}-search`,
						className: "field__input chat-drawer__search",
						type: "search",
						placeholder: CHAT_COPY.searchPlaceholder,
						value: search,
						onChange: (event) => setSearch(event.target.value)
					}, void 0, false, {
						fileName: _jsxFileName$4,
						lineNumber: 193,
						columnNumber: 13
					}, this),
					failed && /* @__PURE__ */ jsxDEV("p", {
						className: "chat-drawer__note",
						children: CHAT_COPY.loadFailed
					}, void 0, false, {
						fileName: _jsxFileName$4,
						lineNumber: 201,
						columnNumber: 24
					}, this),
					conversations && shown.length === 0 && /* @__PURE__ */ jsxDEV("p", {
						className: "chat-drawer__note",
						children: conversations.length === 0 ? CHAT_COPY.noConversations : CHAT_COPY.noMatches
					}, void 0, false, {
						fileName: _jsxFileName$4,
						lineNumber: 203,
						columnNumber: 15
					}, this),
					/* @__PURE__ */ jsxDEV("ul", {
						className: "conversation-list",
						children: shown.map((conversation) => /* @__PURE__ */ jsxDEV("li", { children: /* @__PURE__ */ jsxDEV("button", {
							type: "button",
							className: "conversation",
							onClick: () => {
								setMessages([]);
								setActive({
									id: conversation.id,
									shopId: conversation.shopId,
									title: conversation.otherName
								});
							},
							"data-testid": "conversation",
							children: [
								/* @__PURE__ */ jsxDEV("span", {
									className: "conversation__name",
									children: conversation.otherName
								}, void 0, false, {
									fileName: _jsxFileName$4,
									lineNumber: 217,
									columnNumber: 21
								}, this),
								conversation.viewerSide === "shop_owner" && /* @__PURE__ */ jsxDEV("span", {
									className: "conversation__shop",
									children: conversation.shop.name
								}, void 0, false, {
									fileName: _jsxFileName$4,
									lineNumber: 218,
									columnNumber: 66
								}, this),
								/* @__PURE__ */ jsxDEV("span", {
									className: "conversation__last",
									children: conversation.lastMessage
								}, void 0, false, {
									fileName: _jsxFileName$4,
									lineNumber: 219,
									columnNumber: 21
								}, this),
								conversation.lastMessageAt && /* @__PURE__ */ jsxDEV("time", {
									className: "conversation__time",
									dateTime: conversation.lastMessageAt,
									children: relativeTime(conversation.lastMessageAt)
								}, void 0, false, {
									fileName: _jsxFileName$4,
									lineNumber: 221,
									columnNumber: 23
								}, this),
								conversation.unreadCount > 0 && /* @__PURE__ */ jsxDEV("span", {
									className: "chat-badge",
									"aria-label": CHAT_COPY.unread(conversation.unreadCount),
									children: conversation.unreadCount
								}, void 0, false, {
									fileName: _jsxFileName$4,
									lineNumber: 226,
									columnNumber: 23
								}, this)
							]
						}, void 0, true, {
							fileName: _jsxFileName$4,
							lineNumber: 208,
							columnNumber: 19
						}, this) }, conversation.id, false, {
							fileName: _jsxFileName$4,
							lineNumber: 207,
							columnNumber: 17
						}, this))
					}, void 0, false, {
						fileName: _jsxFileName$4,
						lineNumber: 205,
						columnNumber: 13
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName$4,
				lineNumber: 189,
				columnNumber: 11
			}, this) : /* @__PURE__ */ jsxDEV("div", {
				className: "chat-drawer__thread",
				children: [/* @__PURE__ */ jsxDEV("ol", {
					className: "thread",
					"aria-live": "polite",
					"data-testid": "chat-thread",
					children: [
						messages.length === 0 && /* @__PURE__ */ jsxDEV("li", {
							className: "chat-drawer__note",
							children: CHAT_COPY.noMessages
						}, void 0, false, {
							fileName: _jsxFileName$4,
							lineNumber: 238,
							columnNumber: 41
						}, this),
						messages.map((line) => /* @__PURE__ */ jsxDEV("li", {
							className: `bubble${line.senderType === viewerSide ? " bubble--mine" : ""}`,
							"data-testid": "chat-message",
							children: [/* @__PURE__ */ jsxDEV("p", {
								className: "bubble__text",
								children: line.message
							}, void 0, false, {
								fileName: _jsxFileName$4,
								lineNumber: 241,
								columnNumber: 19
							}, this), /* @__PURE__ */ jsxDEV("time", {
								className: "bubble__time",
								dateTime: line.createdAt,
								children: relativeTime(line.createdAt)
							}, void 0, false, {
								fileName: _jsxFileName$4,
								lineNumber: 242,
								columnNumber: 19
							}, this)]
						}, line.id, true, {
							fileName: _jsxFileName$4,
							lineNumber: 240,
							columnNumber: 17
						}, this)),
						/* @__PURE__ */ jsxDEV("li", {
							ref: threadEnd,
							"aria-hidden": "true"
						}, void 0, false, {
							fileName: _jsxFileName$4,
							lineNumber: 247,
							columnNumber: 15
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName$4,
					lineNumber: 237,
					columnNumber: 13
				}, this), /* @__PURE__ */ jsxDEV("form", {
					className: "composer",
					onSubmit: submit,
					children: [
						/* @__PURE__ */ jsxDEV("label", {
							className: "visually-hidden",
							htmlFor: `${titleId}-message`,
							children: CHAT_COPY.messageLabel
						}, void 0, false, {
							fileName: _jsxFileName$4,
							lineNumber: 250,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("textarea", {
							id: `${titleId}-message`,
							className: "field__input composer__input",
							rows: 2,
							maxLength: CHAT_MESSAGE_MAX_LENGTH,
							placeholder: CHAT_COPY.messagePlaceholder,
							value: draft,
							onChange: (event) => setDraft(event.target.value),
							onKeyDown: (event) => {
								if (!sendsOnKey({
									key: event.key,
									shiftKey: event.shiftKey,
									isComposing: event.nativeEvent.isComposing
								})) return;
								event.preventDefault();
								send();
							},
							"aria-describedby": `${titleId}-hint`
						}, void 0, false, {
							fileName: _jsxFileName$4,
							lineNumber: 253,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("p", {
							id: `${titleId}-hint`,
							className: "visually-hidden",
							children: CHAT_COPY.keyHint
						}, void 0, false, {
							fileName: _jsxFileName$4,
							lineNumber: 268,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("button", {
							type: "submit",
							className: "button button--primary composer__send",
							disabled: sending || !draft.trim(),
							children: sending ? CHAT_COPY.sending : CHAT_COPY.send
						}, void 0, false, {
							fileName: _jsxFileName$4,
							lineNumber: 271,
							columnNumber: 15
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName$4,
					lineNumber: 249,
					columnNumber: 13
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$4,
				lineNumber: 236,
				columnNumber: 11
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$4,
			lineNumber: 173,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV(SignInGate, {
			open: gateOpen,
			onClose: () => setGateOpen(false),
			onPassed: () => {
				setGateOpen(false);
				setSignedIn(true);
			}
		}, void 0, false, {
			fileName: _jsxFileName$4,
			lineNumber: 278,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$4,
		lineNumber: 160,
		columnNumber: 5
	}, this);
}
// src/features/chat/open-chat.ts
var listeners = /* @__PURE__ */ new Set();
var waiting = null;
function openChat(start) {
	if (listeners.size === 0) {
		waiting = { start };
		return;
	}
	listeners.forEach((listener) => listener(start));
}
function onOpenChat(listener) {
	listeners.add(listener);
	if (waiting) {
		const { start } = waiting;
		waiting = null;
		listener(start);
	}
	return () => {
		listeners.delete(listener);
	};
}
// src/features/chat/ChatLauncher.tsx
var _jsxFileName$3 = "/work/wt/i28/storefront/src/features/chat/ChatLauncher.tsx";
/** The header's Messages button and the page's one chat drawer, opened by it or by openChat(). */
function ChatLauncher({ signedIn, userId }) {
	const [open, setOpen] = useState(false);
	const [used, setUsed] = useState(false);
	if (open && !used) setUsed(true);
	const [start, setStart] = useState();
	const [unread, setUnread] = useState(0);
	useEffect(() => onOpenChat((next) => {
		setStart(next);
		setOpen(true);
	}), []);
	const refreshUnread = async () => {
		const result = await browserApi.get("/api/chat/conversations");
		if (result.ok) setUnread(totalUnread(result.data));
	};
	const live = useLiveChannel(signedIn && !open && userId !== void 0 ? userChannel(userId) : null, () => void refreshUnread());
	usePolling(refreshUnread, CHAT_CONVERSATIONS_POLL_MS, signedIn && !open && !live);
	return /* @__PURE__ */ jsxDEV(Fragment$1, { children: [signedIn && /* @__PURE__ */ jsxDEV("button", {
		type: "button",
		className: "chat-launcher",
		onClick: () => {
			setStart(void 0);
			setOpen(true);
		},
		"aria-haspopup": "dialog",
		"aria-label": unread > 0 ? `${CHAT_COPY.open}, ${CHAT_COPY.unread(unread)}` : CHAT_COPY.open,
		"data-testid": "open-chat",
		children: [
			/* @__PURE__ */ jsxDEV("svg", {
				width: "18",
				height: "18",
				viewBox: "0 0 24 24",
				"aria-hidden": "true",
				focusable: "false",
				children: /* @__PURE__ */ jsxDEV("path", { d: "M4 5h16v11H8l-4 4z" }, void 0, false, {
					fileName: _jsxFileName$3,
					lineNumber: 59,
					columnNumber: 13
				}, this)
			}, void 0, false, {
				fileName: _jsxFileName$3,
				lineNumber: 58,
				columnNumber: 11
			}, this),
			/* @__PURE__ */ jsxDEV("span", {
				className: "chat-launcher__label",
				children: CHAT_COPY.open
			}, void 0, false, {
				fileName: _jsxFileName$3,
				lineNumber: 61,
				columnNumber: 11
			}, this),
			unread > 0 && /* @__PURE__ */ jsxDEV("span", {
				className: "chat-badge",
				"aria-label": CHAT_COPY.unread(unread),
				"data-testid": "chat-unread",
				children: unread
			}, void 0, false, {
				fileName: _jsxFileName$3,
				lineNumber: 63,
				columnNumber: 13
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$3,
		lineNumber: 47,
		columnNumber: 9
	}, this), used && /* @__PURE__ */ jsxDEV(ChatDrawer, {
		open,
		onClose: () => setOpen(false),
		signedIn,
		userId,
		start,
		onConversations: (conversations) => setUnread(totalUnread(conversations))
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 70,
		columnNumber: 9
	}, this)] }, void 0, true, {
		fileName: _jsxFileName$3,
		lineNumber: 45,
		columnNumber: 5
	}, this);
}
// src/features/chat/OpenChatButton.tsx
var _jsxFileName$2 = "/work/wt/i28/storefront/src/features/chat/OpenChatButton.tsx";
/** A button that opens the page's chat drawer on a conversation or a shop (the account page's conversations). */
function OpenChatButton({ start, label, className = "button button--outline" }) {
	return /* @__PURE__ */ jsxDEV("button", {
		type: "button",
		className,
		onClick: () => openChat(start),
		"aria-haspopup": "dialog",
		children: label
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 12,
		columnNumber: 5
	}, this);
}
// src/features/auth/PasswordResetBanner.tsx
var _jsxFileName$1 = "/work/wt/i28/storefront/src/features/auth/PasswordResetBanner.tsx";
/** The green banner of /?passwordReset=success: hides after 5 seconds or on close. */
function PasswordResetBanner() {
	const [visible, setVisible] = useState(true);
	useEffect(() => {
		const timer = window.setTimeout(() => setVisible(false), PASSWORD_RESET_BANNER_MS);
		return () => window.clearTimeout(timer);
	}, []);
	if (!visible) return null;
	return /* @__PURE__ */ jsxDEV("div", {
		className: "reset-banner",
		role: "status",
		"data-testid": "password-reset-banner",
		children: [/* @__PURE__ */ jsxDEV("p", { children: PASSWORD_RESET_BANNER }, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 17,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("button", {
			type: "button",
			className: "reset-banner__close",
			onClick: () => setVisible(false),
			"aria-label": DIALOG_LABELS.close,
			children: "×"
		}, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 18,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 16,
		columnNumber: 5
	}, this);
}
// src/features/auth/PasswordResetBannerSlot.astro
createAstro("https://astro.build");
var $$PasswordResetBannerSlot = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$PasswordResetBannerSlot;
	const show = Object.entries(PASSWORD_RESET_SUCCESS_QUERY).every(([key, value]) => Astro.url.searchParams.get(key) === value);
	return renderTemplate`${show && renderTemplate`${maybeRenderHead($$result)}<div class="container reset-banner-slot">${renderComponent($$result, "PasswordResetBanner", PasswordResetBanner, {
		"client:load": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/i28/storefront/src/features/auth/PasswordResetBanner.tsx",
		"client:component-export": "default"
	})}</div>`}`;
}, "/work/wt/i28/storefront/src/features/auth/PasswordResetBannerSlot.astro", void 0);
// src/lib/session/session-state.ts
var GUEST_SESSION_STATE = {
	state: "guest",
	user: null,
	shopCount: 0,
	isAdmin: false,
	favouritesCount: 0
};
var KIND_BY_ROLE = {
	customer: "customer",
	shop_owner: "owner",
	admin: "admin"
};
var sessionKindOf = (user) => user ? KIND_BY_ROLE[user.role] : "guest";
/** Only owners and admins have shops to count; only customers have a favourites badge. */
var needsShopCount = (kind) => kind === "owner" || kind === "admin";
var needsFavouritesCount = (kind) => kind === "customer";
/** A count from an API answer: a number, or an object with `count`; anything else is 0. */
function readCount(value, key = "count") {
	const raw = typeof value === "object" && value !== null ? value[key] : value;
	const count = typeof raw === "number" ? raw : Number(raw);
	return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}
function deriveSessionState(user, counts = {}) {
	if (!user) return GUEST_SESSION_STATE;
	const state = sessionKindOf(user);
	return {
		state,
		user,
		shopCount: needsShopCount(state) ? counts.shopCount ?? 0 : 0,
		isAdmin: user.isAdmin === true || user.role === "admin",
		favouritesCount: needsFavouritesCount(state) ? counts.favouritesCount ?? 0 : 0
	};
}
/** The name to greet with: the first name, or the given fallback when there is none. */
var greetingName = (user, fallback) => user?.firstName?.trim() ? user.firstName.trim() : fallback;
// src/lib/session/get-session-state.ts
var cache = /* @__PURE__ */ new WeakMap();
function getSessionState(source) {
	let pending = cache.get(source.request);
	if (!pending) {
		pending = readSession(source);
		cache.set(source.request, pending);
	}
	return pending;
}
async function readSession(source) {
	if (!source.request.headers.get("cookie")) return GUEST_SESSION_STATE;
	const api = serverApi(source);
	const data = async (path) => {
		const result = await api.get(path);
		return result.ok ? result.data : null;
	};
	const user = await data("/api/auth/user");
	const kind = sessionKindOf(user);
	const [profile, favourites] = await Promise.all([needsShopCount(kind) ? data("/api/shop-owner/profile") : null, needsFavouritesCount(kind) ? data("/api/favorites/count") : null]);
	return deriveSessionState(user, {
		shopCount: readCount(profile, "shopCount"),
		favouritesCount: readCount(favourites)
	});
}
// src/components/ui/Toaster.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/components/ui/Toaster.tsx";
var noToast = () => null;
/**
* Shows the current toast. Errors are announced assertively, the rest politely; the region exists
* from the first paint so screen readers pick up the first message too.
*/
function Toaster() {
	const store = toastStore();
	const toast = useSyncExternalStore(store.subscribe, store.current, noToast);
	const urgent = toast?.variant === "destructive";
	return /* @__PURE__ */ jsxDEV("div", {
		className: "toaster",
		"aria-live": urgent ? "assertive" : "polite",
		role: urgent ? "alert" : "status",
		children: toast && /* @__PURE__ */ jsxDEV("div", {
			className: `toast toast--${toast.variant}`,
			"data-testid": "toast",
			children: [/* @__PURE__ */ jsxDEV("div", {
				className: "toast__text",
				children: [/* @__PURE__ */ jsxDEV("p", {
					className: "toast__title",
					children: toast.title
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 21,
					columnNumber: 13
				}, this), toast.description && /* @__PURE__ */ jsxDEV("p", {
					className: "toast__description",
					children: toast.description
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 22,
					columnNumber: 35
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 20,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV("button", {
				type: "button",
				className: "toast__close",
				onClick: store.dismiss,
				"aria-label": TOAST_LABELS.close,
				children: "×"
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 24,
				columnNumber: 11
			}, this)]
		}, toast.id, true, {
			fileName: _jsxFileName,
			lineNumber: 19,
			columnNumber: 9
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 17,
		columnNumber: 5
	}, this);
}
// src/lib/navigation/header-links.ts
var LINKS = {
	home: "/",
	browseProducts: "/browse-products",
	favorites: "/favorites",
	myAccount: "/customer-profile",
	dashboard: "/dashboard",
	admin: "/admin"
};
/**
* The header links: Home and Browse Products for everyone, Favorites and My Account for customers only,
* Dashboard for owners and admins, Admin only when the admin flag is set.
*/
function headerLinks(state, options = {}) {
	const keys = ["home", "browseProducts"];
	if (state === "customer") keys.push("favorites", "myAccount");
	if (state === "owner" || state === "admin") keys.push("dashboard");
	if (state === "admin" || options.isAdmin === true) keys.push("admin");
	return keys.map((key) => ({
		key,
		label: NAV_LABELS[key],
		href: LINKS[key]
	}));
}
/** Marks the link for the current page; '/' only matches itself so Home is not always active. */
function isCurrentLink(href, pathname) {
	if (href === "/") return pathname === "/";
	return pathname === href || pathname.startsWith(`${href}/`);
}
// src/lib/navigation/menu-copy.ts
/** The header menus' own words (the menu entries themselves are shared labels in @shoplocal/shared). */
var MENU_COPY = {
	accountFallback: "Account",
	openMenu: (name) => `Account menu for ${name}`,
	favouritesCount: (count) => count === 1 ? "1 favourite" : `${count} favourites`
};
// src/layouts/SiteHeader.astro
createAstro("https://astro.build");
var $$SiteHeader = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SiteHeader;
	const session = await getSessionState(Astro);
	const links = headerLinks(session.state, { isAdmin: session.isAdmin });
	const pathname = Astro.url.pathname;
	const name = greetingName(session.user, MENU_COPY.accountFallback);
	return renderTemplate`${maybeRenderHead($$result)}<header class="site-header"${addAttribute(session.state, "data-session")}><div class="container site-header__inner"><a class="brand" href="/"${addAttribute(`${BRAND.name} home`, "aria-label")}>${renderComponent($$result, "BrandMark", $$BrandMark, {})}<span class="brand__name">${BRAND.name}</span></a><nav class="site-nav"${addAttribute(SITE_COPY.mainNavigation, "aria-label")}><ul class="site-nav__list">${links.map((link) => renderTemplate`<li><a class="site-nav__link"${addAttribute(link.href, "href")}${addAttribute(isCurrentLink(link.href, pathname) ? "page" : void 0, "aria-current")}>${link.label}${link.key === "favorites" && renderTemplate`<span class="nav-count" data-testid="favourites-count"${addAttribute(MENU_COPY.favouritesCount(session.favouritesCount), "aria-label")}>${session.favouritesCount}</span>`}</a></li>`)}</ul></nav>${renderComponent($$result, "ChatLauncher", ChatLauncher, {
		"client:idle": true,
		"signedIn": session.state !== "guest",
		"userId": session.user?.id,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/features/chat/index.ts",
		"client:component-export": "ChatLauncher"
	})}${session.state === "guest" && renderTemplate`${renderComponent($$result, "HeaderSignIn", HeaderSignIn, {
		"client:idle": true,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/features/auth/HeaderSignIn.tsx",
		"client:component-export": "default"
	})}`}${session.state === "customer" && renderTemplate`<details class="account-menu"><summary class="account-menu__toggle"${addAttribute(MENU_COPY.openMenu(name), "aria-label")}><span class="account-menu__avatar" aria-hidden="true">${name.charAt(0).toUpperCase()}</span><span class="account-menu__name">${name}</span></summary><ul class="account-menu__list"><li><a class="account-menu__item"${addAttribute(ROUTES.customerProfile, "href")}>${CUSTOMER_MENU_LABELS.profile}</a></li><li><a class="account-menu__item"${addAttribute(ROUTES.browseProducts, "href")}>${CUSTOMER_MENU_LABELS.browseProducts}</a></li><li><a class="account-menu__item"${addAttribute(ROUTES.favourites, "href")}>${CUSTOMER_MENU_LABELS.favorites}</a></li><li>${renderComponent($$result, "LogoutButton", LogoutButton, {
		"client:idle": true,
		"kind": "customer",
		"label": CUSTOMER_MENU_LABELS.logout,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/features/auth/LogoutButton.tsx",
		"client:component-export": "default"
	})}</li></ul></details>`}${(session.state === "owner" || session.state === "admin") && renderTemplate`<details class="account-menu"><summary class="account-menu__toggle"${addAttribute(MENU_COPY.openMenu(name), "aria-label")}><span class="account-menu__avatar" aria-hidden="true">${name.charAt(0).toUpperCase()}</span><span class="account-menu__name">${name}</span></summary><ul class="account-menu__list"><li class="account-menu__meta" data-testid="shop-count">${shopCountLabel(session.shopCount)}</li><li><a class="account-menu__item"${addAttribute(ROUTES.dashboard, "href")}>${OWNER_MENU_LABELS.dashboard}</a></li>${session.isAdmin && renderTemplate`<li><a class="account-menu__item"${addAttribute(ROUTES.admin, "href")}>${OWNER_MENU_LABELS.adminPanel}</a></li>`}<li>${renderComponent($$result, "LogoutButton", LogoutButton, {
		"client:idle": true,
		"kind": "account",
		"label": OWNER_MENU_LABELS.signOut,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/features/auth/LogoutButton.tsx",
		"client:component-export": "default"
	})}</li></ul></details>`}</div></header>${pathname === ROUTES.home && renderTemplate`${renderComponent($$result, "PasswordResetBannerSlot", $$PasswordResetBannerSlot, {})}`}${renderComponent($$result, "Toaster", Toaster, {
		"client:idle": true,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/components/ui/Toaster.tsx",
		"client:component-export": "default"
	})}`;
}, "/work/wt/i28/storefront/src/layouts/SiteHeader.astro", void 0);
// src/layouts/SiteLayout.astro
createAstro("https://astro.build");
var $$SiteLayout = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$SiteLayout;
	const { title, description = BRAND.tagline, image, ogType = "website", noindex = false, headerState = "guest", isAdmin = false } = Astro.props;
	const fullTitle = title ? `${title} | ${BRAND.name}` : `${BRAND.name} — ${BRAND.tagline}`;
	const canonical = siteHref(Astro.url.pathname);
	const imageUrl = image ? siteHref(image) : void 0;
	return renderTemplate`<html lang="en-IE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${fullTitle}</title><meta name="description"${addAttribute(description, "content")}><link rel="canonical"${addAttribute(canonical, "href")}><link rel="icon" href="/favicon.svg" type="image/svg+xml"><meta name="theme-color" content="#0b7a53">${noindex && renderTemplate`<meta name="robots" content="noindex">`}<meta property="og:site_name"${addAttribute(BRAND.name, "content")}><meta property="og:locale" content="en_IE"><meta property="og:type"${addAttribute(ogType, "content")}><meta property="og:title"${addAttribute(title ?? BRAND.name, "content")}><meta property="og:description"${addAttribute(description, "content")}><meta property="og:url"${addAttribute(canonical, "content")}>${imageUrl && renderTemplate`<meta property="og:image"${addAttribute(imageUrl, "content")}>`}<meta name="twitter:card"${addAttribute(imageUrl ? "summary_large_image" : "summary", "content")}>${renderSlot($$result, $$slots["head"])}${renderHead($$result)}</head><body><a class="skip-link" href="#main">${SITE_COPY.skipToContent}</a>${renderComponent($$result, "SiteHeader", $$SiteHeader, {
		"state": headerState,
		"isAdmin": isAdmin
	})}<main id="main" class="site-main">${renderSlot($$result, $$slots["default"])}</main>${renderComponent($$result, "SiteFooter", $$SiteFooter, {})}</body></html>`;
}, "/work/wt/i28/storefront/src/layouts/SiteLayout.astro", void 0);
export { VALIDATION_MESSAGES as $, NewPasswordFields as A, TextAreaField as B, postPendingRating as C, NOT_FOUND as Ct, Tabs as D, verificationEmail as E, useFormFields as F, showToast as G, apiPost as H, CheckboxField as I, REDIRECT_DELAYS_MS as J, ChooseLoginTypeDialog as K, FormAlert as L, FIELD_LABELS as M, ROLE_LABELS as N, CodeField as O, roleOptions as P, SITE_COPY as Q, PasswordField as R, toOwnerLogin as S, NAV_LABELS as St, savePendingRating as T, browserApi as U, TextField as V, isValidEmail as W, CONTACT_MESSAGE_MAX_LENGTH as X, SPOTLIGHT_REFRESH_MS as Y, REVIEW_COMMENT_MAX_LENGTH as Z, checkOwnerRegister as _, GEOLOCATION_MAX_AGE_MS as _t, OpenChatButton as a, SPOTLIGHT_MONTHS as at, checkRoleLogin as b, SKELETON_COUNTS as bt, CodeSignInLink as c, BROWSE_LABELS as ct, successToast as d, CATALOGUE_FALLBACKS as dt, VALIDATION_TOASTS as et, useSubmit as f, NO_RATING_LABEL as ft, checkHubRegister as g, viewAllProductsLabel as gt, checkContactSignIn as h, SHOP_DETAIL_LABELS as ht, greetingName as i, SPOTLIGHT_IMAGES as it, AUTH_COPY as j, NameAndCityFields as k, SignInCodeView as l, CATALOGUE_EMPTY as lt, checkCombinedSignIn as m, REVIEW_MESSAGES as mt, MENU_COPY as n, IMAGE_MAX_BYTES as nt, openChat as o, SPOTLIGHT_PRIORITY as ot, checkCombinedRegister as p, REPORT_DIALOG as pt, Dialog as q, getSessionState as r, IMAGE_UPLOAD_FIELD as rt, SignInGate as s, spotlightPaymentPath as st, $$SiteLayout as t, ACCEPTED_IMAGE_TYPES as tt, AuthForm as u, CATALOGUE_ERRORS as ut, checkResetConfirm as v, GEOLOCATION_TIMEOUT_MS as vt, readPendingRating as w, OWNER_MENU_LABELS as wt, checkVerify as x, BRAND as xt, checkResetRequest as y, REPORT_EMAIL_SUBJECT as yt, SelectField as z };
