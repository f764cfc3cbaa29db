import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, N as addAttribute, T as Fragment$2, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { $ as VALIDATION_MESSAGES, G as showToast, H as apiPost, J as REDIRECT_DELAYS_MS, K as ChooseLoginTypeDialog, L as FormAlert, T as savePendingRating, U as browserApi, V as TextField, W as isValidEmail, X as CONTACT_MESSAGE_MAX_LENGTH, Z as REVIEW_COMMENT_MAX_LENGTH, et as VALIDATION_TOASTS, ht as SHOP_DETAIL_LABELS, lt as CATALOGUE_EMPTY, mt as REVIEW_MESSAGES, o as openChat, q as Dialog, r as getSessionState, s as SignInGate, t as $$SiteLayout, w as readPendingRating } from "./SiteLayout_D9w8JYOK.mjs";
import { i as fetchShop, s as isNumericId } from "./catalogue_BiNJMAEX.mjs";
import { C as COMMON_LABELS, i as errorServerMessage, r as ApiError, t as serverApi, u as AUTH_LABELS, w as messageOrFallback } from "./server_BNsqkC4i.mjs";
import { c as shopName, d as normalizeComment, n as countLabel, s as shopImage, t as Rating, u as $$ImageFallback } from "./catalogue_CRIn1oeq.mjs";
import { t as ProductGrid } from "./ProductGrid_CB3IvExm.mjs";
import { n as localBusiness, t as $$JsonLd } from "./JsonLd_P2eXpH_D.mjs";
import { i as shopPath, n as RATE_ACTION_QUERY, r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { i as memberSince, n as formatDate } from "./dates_BETNPmni.mjs";
import { n as FAVOURITES_COPY, t as refreshHeaderCount } from "./favourites_5DLgt2o-.mjs";
import { o as telHref } from "./spotlight-view_DXIaaPVj.mjs";
import { t as siteHref } from "./site-url_7nvmnMmZ.mjs";
import { r as SHOP_PLACEHOLDER_IMAGE } from "./image-fallback_CcuaO_Xb.mjs";
import { useEffect, useState } from "react";
import { Fragment as Fragment$1, jsxDEV } from "react/jsx-dev-runtime";
import { createPortal } from "react-dom";
// ../shared/src/messages/engagement.ts
/** What the API answers on favourites, reviews, contact messages and chat when it refuses. */
var ENGAGEMENT_SERVER_MESSAGES = {
	signInOrGuestRequired: "Please sign in or continue as a guest first.",
	customersOnly: "Only customer accounts can do this.",
	signInToChat: "Please sign in to send messages.",
	productNotFound: "Product not found",
	ownShopReview: "You cannot review your own shop.",
	ownShopChat: "You cannot start a chat with your own shop.",
	conversationForbidden: "You do not have access to this conversation.",
	shopOrConversationRequired: "Please choose a shop or a conversation.",
	messageRequired: "Please type a message.",
	messageTooLong: (max) => `Messages can be at most ${max} characters.`,
	contactRateLimited: "Too many messages. Please wait a while and try again."
};
// src/features/shop-detail/copy.ts
/** The shop page's own words; words other apps also show come from @shoplocal/shared. */
var SHOP_DETAIL_COPY = {
	showContact: "Show contact details",
	signInToRateText: "Sign in as a customer or a shop owner to rate this shop.",
	signInToViewContactText: "Sign in as a customer or a shop owner to see this shop’s phone, email and website.",
	yourRating: "Your rating",
	stars: (count) => count === 1 ? "1 star" : `${count} stars`,
	comment: "Comment (optional)",
	submitRating: "Submit rating",
	address: "Address",
	phone: "Phone",
	email: "Email",
	website: "Website",
	location: "Location",
	category: "Category",
	rating: "Rating",
	views: "views",
	reviews: "reviews",
	productsHeading: "Products & services",
	notFoundText: "This shop does not exist or is not listed at the moment.",
	unavailableText: "We could not load this shop just now. Please try again in a moment.",
	browseShops: "Browse shops",
	contactHidden: "Phone, email and website are shown to signed-in customers and shop owners.",
	messageTitle: "Message Shop",
	guestContactNote: "Leave your name and an email or phone number so the shop can reply.",
	yourName: "Your name",
	message: "Message",
	send: "Send message",
	messageSent: "Message sent",
	messageSentText: (shop) => `${shop} will get back to you soon.`,
	messageFailed: "Failed to send your message. Please try again.",
	startChat: "Start Chat",
	reviewsHeading: "Reviews",
	noReviews: "No reviews yet. Be the first to rate this shop.",
	anonymousReviewer: "A customer",
	moreReviews: (shown, total) => `Showing the latest ${shown} of ${total} reviews`
};
// src/features/shop-detail/contact-rules.ts
/** The contact dialog's fields, empty. */
var EMPTY_CONTACT = {
	senderName: "",
	senderEmail: "",
	senderPhone: "",
	content: ""
};
/** The dialog's own first checks, in the words the API also answers with. */
function checkContact(values, signedIn) {
	const errors = {};
	if (!values.content.trim()) errors.content = ENGAGEMENT_SERVER_MESSAGES.messageRequired;
	if (signedIn) return {
		errors,
		contactMissing: false
	};
	if (!values.senderName.trim()) errors.senderName = VALIDATION_MESSAGES.guestNameRequired;
	if (values.senderEmail.trim() && !isValidEmail(values.senderEmail)) errors.senderEmail = VALIDATION_MESSAGES.guestEmailInvalid;
	return {
		errors,
		contactMissing: !values.senderEmail.trim() && !values.senderPhone.trim()
	};
}
// src/features/shop-detail/ContactDialog.tsx
var _jsxFileName$3 = "/work/wt/i28/storefront/src/features/shop-detail/ContactDialog.tsx";
/** Message the shop: the owner gets it by email and in their dashboard. */
function ContactDialog({ open, shopId, shopName, signedIn, onClose }) {
	const [values, setValues] = useState(EMPTY_CONTACT);
	const [errors, setErrors] = useState({});
	const [formError, setFormError] = useState(null);
	const [busy, setBusy] = useState(false);
	const field = (name) => ({
		value: values[name],
		onValueChange: (value) => setValues((current) => ({
			...current,
			[name]: value
		})),
		error: errors[name]
	});
	function close() {
		setValues(EMPTY_CONTACT);
		setErrors({});
		setFormError(null);
		onClose();
	}
	async function submit(event) {
		event.preventDefault();
		const check = checkContact(values, signedIn);
		setErrors(check.errors);
		if (check.contactMissing) {
			showToast({
				...VALIDATION_TOASTS.contactRequired,
				variant: "destructive"
			});
			setFormError(VALIDATION_MESSAGES.contactRequired);
			return;
		}
		if (Object.keys(check.errors).length > 0) return;
		setBusy(true);
		setFormError(null);
		try {
			const body = signedIn ? { content: values.content } : values;
			await apiPost(`/api/shops/${shopId}/messages`, body);
			showToast({
				title: SHOP_DETAIL_COPY.messageSent,
				description: SHOP_DETAIL_COPY.messageSentText(shopName),
				variant: "success"
			});
			close();
		} catch (error) {
			const fields = error instanceof ApiError ? error.fieldErrors : {};
			setErrors(fields);
			if (Object.keys(fields).length === 0) setFormError(messageOrFallback(errorServerMessage(error), SHOP_DETAIL_COPY.messageFailed));
		} finally {
			setBusy(false);
		}
	}
	return /* @__PURE__ */ jsxDEV(Dialog, {
		open,
		onClose: close,
		title: `${SHOP_DETAIL_COPY.messageTitle}: ${shopName}`,
		children: /* @__PURE__ */ jsxDEV("form", {
			className: "contact-form",
			noValidate: true,
			onSubmit: submit,
			"aria-busy": busy,
			children: [
				!signedIn && /* @__PURE__ */ jsxDEV(Fragment$1, { children: [
					/* @__PURE__ */ jsxDEV("p", {
						className: "dialog__note",
						children: SHOP_DETAIL_COPY.guestContactNote
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 71,
						columnNumber: 13
					}, this),
					/* @__PURE__ */ jsxDEV(TextField, {
						label: SHOP_DETAIL_COPY.yourName,
						autoComplete: "name",
						...field("senderName")
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 72,
						columnNumber: 13
					}, this),
					/* @__PURE__ */ jsxDEV(TextField, {
						label: SHOP_DETAIL_COPY.email,
						type: "email",
						autoComplete: "email",
						...field("senderEmail")
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 73,
						columnNumber: 13
					}, this),
					/* @__PURE__ */ jsxDEV(TextField, {
						label: SHOP_DETAIL_COPY.phone,
						type: "tel",
						autoComplete: "tel",
						...field("senderPhone")
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 74,
						columnNumber: 13
					}, this)
				] }, void 0, true, {
					fileName: _jsxFileName$3,
					lineNumber: 70,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV("label", {
					className: "rating-form__comment",
					children: [/* @__PURE__ */ jsxDEV("span", { children: SHOP_DETAIL_COPY.message }, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 78,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV("textarea", {
						value: values.content,
						onChange: (event) => field("content").onValueChange(event.target.value),
						rows: 4,
						maxLength: CONTACT_MESSAGE_MAX_LENGTH,
						"aria-invalid": errors.content ? true : void 0
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 79,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$3,
					lineNumber: 77,
					columnNumber: 9
				}, this),
				errors.content && /* @__PURE__ */ jsxDEV("p", {
					className: "field__error",
					children: errors.content
				}, void 0, false, {
					fileName: _jsxFileName$3,
					lineNumber: 87,
					columnNumber: 28
				}, this),
				/* @__PURE__ */ jsxDEV(FormAlert, { message: formError }, void 0, false, {
					fileName: _jsxFileName$3,
					lineNumber: 88,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "dialog__actions",
					children: /* @__PURE__ */ jsxDEV("button", {
						type: "submit",
						className: "button button--primary",
						disabled: busy,
						children: SHOP_DETAIL_COPY.send
					}, void 0, false, {
						fileName: _jsxFileName$3,
						lineNumber: 90,
						columnNumber: 11
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName$3,
					lineNumber: 89,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$3,
			lineNumber: 68,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 67,
		columnNumber: 5
	}, this);
}
// src/features/shop-detail/RatingDialog.tsx
var _jsxFileName$2 = "/work/wt/i28/storefront/src/features/shop-detail/RatingDialog.tsx";
var STARS = Array.from({ length: 5 }, (_, index) => 1 + index);
/** Stars 1-5 and an optional comment, posted to POST /api/shops/{id}/reviews; it closes and resets after success. */
function RatingDialog({ open, shopId, shopName, signedIn, onClose, onNeedsSignIn, onRated }) {
	const [rating, setRating] = useState(0);
	const [comment, setComment] = useState("");
	const [outcome, setOutcome] = useState({ kind: "idle" });
	function reset() {
		setRating(0);
		setComment("");
		setOutcome({ kind: "idle" });
	}
	async function submit(event) {
		event.preventDefault();
		if (rating === 0) {
			setOutcome({
				kind: "error",
				message: VALIDATION_MESSAGES.selectRating
			});
			showToast({
				...VALIDATION_TOASTS.ratingRequired,
				variant: "destructive"
			});
			return;
		}
		if (!signedIn) {
			savePendingRating(window.sessionStorage, {
				shopId,
				shopName,
				rating,
				comment: normalizeComment(comment)
			});
			reset();
			onNeedsSignIn();
			return;
		}
		setOutcome({ kind: "sending" });
		try {
			await apiPost(`/api/shops/${shopId}/reviews`, {
				rating,
				comment: normalizeComment(comment)
			});
			showToast({
				title: REVIEW_MESSAGES.submitted,
				variant: "success"
			});
			reset();
			onClose();
			onRated();
		} catch (error) {
			setOutcome({
				kind: "error",
				message: messageOrFallback(errorServerMessage(error), REVIEW_MESSAGES.submitFailed)
			});
		}
	}
	return /* @__PURE__ */ jsxDEV(Dialog, {
		open,
		onClose: () => {
			reset();
			onClose();
		},
		title: `${SHOP_DETAIL_LABELS.rateShop}: ${shopName}`,
		children: /* @__PURE__ */ jsxDEV("form", {
			onSubmit: submit,
			className: "rating-form",
			noValidate: true,
			children: [
				/* @__PURE__ */ jsxDEV("fieldset", {
					className: "rating-form__stars",
					children: [/* @__PURE__ */ jsxDEV("legend", { children: SHOP_DETAIL_COPY.yourRating }, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 76,
						columnNumber: 11
					}, this), STARS.map((star) => /* @__PURE__ */ jsxDEV("label", {
						className: "rating-form__star",
						children: [
							/* @__PURE__ */ jsxDEV("input", {
								type: "radio",
								name: "rating",
								value: star,
								checked: rating === star,
								onChange: () => setRating(star)
							}, void 0, false, {
								fileName: _jsxFileName$2,
								lineNumber: 79,
								columnNumber: 15
							}, this),
							/* @__PURE__ */ jsxDEV("span", {
								"aria-hidden": "true",
								children: star <= rating ? "★" : "☆"
							}, void 0, false, {
								fileName: _jsxFileName$2,
								lineNumber: 80,
								columnNumber: 15
							}, this),
							/* @__PURE__ */ jsxDEV("span", {
								className: "visually-hidden",
								children: SHOP_DETAIL_COPY.stars(star)
							}, void 0, false, {
								fileName: _jsxFileName$2,
								lineNumber: 81,
								columnNumber: 15
							}, this)
						]
					}, star, true, {
						fileName: _jsxFileName$2,
						lineNumber: 78,
						columnNumber: 13
					}, this))]
				}, void 0, true, {
					fileName: _jsxFileName$2,
					lineNumber: 75,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("label", {
					className: "rating-form__comment",
					children: [/* @__PURE__ */ jsxDEV("span", { children: SHOP_DETAIL_COPY.comment }, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 86,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV("textarea", {
						value: comment,
						onChange: (event) => setComment(event.target.value),
						rows: 3,
						maxLength: REVIEW_COMMENT_MAX_LENGTH
					}, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 87,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$2,
					lineNumber: 85,
					columnNumber: 9
				}, this),
				outcome.kind === "error" && /* @__PURE__ */ jsxDEV("p", {
					className: "form-error",
					role: "alert",
					children: outcome.message
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 90,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "dialog__actions",
					children: /* @__PURE__ */ jsxDEV("button", {
						type: "submit",
						className: "button button--primary",
						disabled: outcome.kind === "sending",
						children: SHOP_DETAIL_COPY.submitRating
					}, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 95,
						columnNumber: 11
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 94,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$2,
			lineNumber: 74,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$2,
		lineNumber: 66,
		columnNumber: 5
	}, this);
}
// src/features/shop-detail/rate-action.ts
/** True when the address asks for the rating dialog (?action=rate). */
var asksToRate = (search) => new URLSearchParams(search).get("action") === RATE_ACTION_QUERY.action;
/** The same address without action=rate, so a reload or a shared link does not reopen the dialog. */
function withoutRateAction(pathname, search, hash = "") {
	const params = new URLSearchParams(search);
	params.delete("action");
	const query = params.toString();
	return `${pathname}${query ? `?${query}` : ""}${hash}`;
}
// src/features/shop-detail/ShopActions.tsx
var _jsxFileName$1 = "/work/wt/i28/storefront/src/features/shop-detail/ShopActions.tsx";
/**
* Rate Shop, Message Shop and, for visitors, the sign-in prompts and the login-type chooser. A visitor
* may fill in the rating dialog: the rating is kept as the pending rating and posted as soon as they sign
* in (here, or on the sign-in pages), then the shop page shows the new average.
*/
function ShopActions({ shopId, shopName, signedIn, canChat }) {
	const [open, setOpen] = useState("none");
	useEffect(() => {
		if (!asksToRate(window.location.search)) return;
		setOpen("rate");
		window.history.replaceState(window.history.state, "", withoutRateAction(window.location.pathname, window.location.search, window.location.hash));
	}, []);
	const closing = (which) => () => setOpen((current) => current === which ? "none" : current);
	/** After the in-place sign-in the dialog has posted the pending rating; say how it went and show the shop again. */
	function afterSignIn() {
		if (readPendingRating(window.sessionStorage)) showToast({
			title: COMMON_LABELS.error,
			description: REVIEW_MESSAGES.pendingRatingFailed,
			variant: "destructive"
		});
		else showToast({
			title: REVIEW_MESSAGES.submitted,
			variant: "success"
		});
		window.setTimeout(() => window.location.assign(shopPath(shopId)), REDIRECT_DELAYS_MS.signIn);
	}
	return /* @__PURE__ */ jsxDEV("div", {
		className: "shop-actions",
		children: [
			/* @__PURE__ */ jsxDEV("button", {
				type: "button",
				className: "button button--primary",
				onClick: () => setOpen("rate"),
				"data-testid": "rate-shop",
				children: SHOP_DETAIL_LABELS.rateShop
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 57,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("button", {
				type: "button",
				className: "button button--outline",
				onClick: () => setOpen("contact"),
				"data-testid": "message-shop",
				children: SHOP_DETAIL_LABELS.messageShop
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 60,
				columnNumber: 7
			}, this),
			canChat && /* @__PURE__ */ jsxDEV("button", {
				type: "button",
				className: "button button--outline",
				onClick: () => openChat({
					shopId,
					shopName
				}),
				"data-testid": "start-chat",
				children: SHOP_DETAIL_COPY.startChat
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 64,
				columnNumber: 9
			}, this),
			!signedIn && /* @__PURE__ */ jsxDEV(Fragment$1, { children: [/* @__PURE__ */ jsxDEV("button", {
				type: "button",
				className: "button button--outline",
				onClick: () => setOpen("signInToViewContact"),
				"data-testid": "view-contact",
				children: SHOP_DETAIL_COPY.showContact
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 70,
				columnNumber: 11
			}, this), /* @__PURE__ */ jsxDEV("button", {
				type: "button",
				className: "button button--outline",
				onClick: () => setOpen("chooseLogin"),
				children: AUTH_LABELS.signIn
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 78,
				columnNumber: 11
			}, this)] }, void 0, true, {
				fileName: _jsxFileName$1,
				lineNumber: 69,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(RatingDialog, {
				open: open === "rate",
				shopId,
				shopName,
				signedIn,
				onClose: closing("rate"),
				onNeedsSignIn: () => setOpen("signInToRate"),
				onRated: () => window.setTimeout(() => window.location.reload(), REDIRECT_DELAYS_MS.unauthorized)
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 84,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(LoginChoice, {
				open: open === "signInToRate",
				title: AUTH_LABELS.signInToRateShop,
				text: SHOP_DETAIL_COPY.signInToRateText,
				onClose: closing("signInToRate"),
				onCustomerLogin: () => setOpen("customerSignIn")
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 93,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(SignInGate, {
				open: open === "customerSignIn",
				onClose: closing("customerSignIn"),
				onPassed: afterSignIn
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 100,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(LoginChoice, {
				open: open === "signInToViewContact",
				title: AUTH_LABELS.signInToViewContact,
				text: SHOP_DETAIL_COPY.signInToViewContactText,
				onClose: closing("signInToViewContact")
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 101,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ChooseLoginTypeDialog, {
				open: open === "chooseLogin",
				onClose: closing("chooseLogin")
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 107,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ContactDialog, {
				open: open === "contact",
				shopId,
				shopName,
				signedIn,
				onClose: closing("contact")
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 108,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 56,
		columnNumber: 5
	}, this);
}
/** Customer Login or Shop Owner Login; choosing one closes the dialog and opens that sign-in. */
function LoginChoice({ open, title, text, onClose, onCustomerLogin }) {
	return /* @__PURE__ */ jsxDEV(Dialog, {
		open,
		onClose,
		title,
		children: [/* @__PURE__ */ jsxDEV("p", { children: text }, void 0, false, {
			fileName: _jsxFileName$1,
			lineNumber: 126,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("div", {
			className: "dialog__choices",
			children: [/* @__PURE__ */ jsxDEV("a", {
				className: "button button--primary",
				href: ROUTES.customerAuth,
				onClick: (event) => {
					if (!onCustomerLogin) return onClose();
					event.preventDefault();
					onCustomerLogin();
				},
				children: AUTH_LABELS.customerLogin
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 128,
				columnNumber: 9
			}, this), /* @__PURE__ */ jsxDEV("a", {
				className: "button button--outline",
				href: ROUTES.shopOwnerAuth,
				onClick: onClose,
				children: AUTH_LABELS.shopOwnerLogin
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 139,
				columnNumber: 9
			}, this)]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 127,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 125,
		columnNumber: 5
	}, this);
}
// src/features/shop-detail/ReviewList.astro
createAstro("https://astro.build");
var $$ReviewList = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ReviewList;
	const { reviews, total } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<section class="card" aria-labelledby="reviews-heading" data-testid="shop-reviews"><h2 id="reviews-heading" class="card__title">${SHOP_DETAIL_COPY.reviewsHeading} (${total})</h2>${reviews.length === 0 ? renderTemplate`<p class="dialog__note">${SHOP_DETAIL_COPY.noReviews}</p>` : renderTemplate`<ol class="review-list">${reviews.map((review) => renderTemplate`<li class="review" data-testid="review"><p class="review__head"><span class="review__stars"${addAttribute(SHOP_DETAIL_COPY.stars(review.rating), "aria-label")}>${"★".repeat(review.rating)}<span class="review__stars-off" aria-hidden="true">${"★".repeat(5 - review.rating)}</span></span><span class="review__name">${review.reviewerName ?? SHOP_DETAIL_COPY.anonymousReviewer}</span><time class="review__date"${addAttribute(review.createdAt, "datetime")}>${formatDate(review.createdAt)}</time></p>${review.comment && renderTemplate`<p class="review__comment">${review.comment}</p>`}</li>`)}</ol>`}${total > reviews.length && renderTemplate`<p class="dialog__note">${SHOP_DETAIL_COPY.moreReviews(reviews.length, total)}</p>`}</section>`;
}, "/work/wt/i28/storefront/src/features/shop-detail/ReviewList.astro", void 0);
// src/features/favourites/favourite-state.ts
var EMPTY_VIEW = {
	saved: /* @__PURE__ */ new Set(),
	counts: /* @__PURE__ */ new Map()
};
function viewFromServer(items, counts) {
	return {
		saved: new Set(items.map((item) => item.id)),
		counts: new Map(counts.map((entry) => [entry.productId, Math.max(0, entry.count)]))
	};
}
function applyAnswer(view, answer) {
	const saved = new Set(view.saved);
	if (answer.isFavorite) saved.add(answer.productId);
	else saved.delete(answer.productId);
	const counts = new Map(view.counts);
	counts.set(answer.productId, Math.max(0, answer.count));
	return {
		saved,
		counts
	};
}
/** The call that flips one favourite: add when not saved, remove when saved. */
function toggleRequest(view, shopId, productId) {
	return view.saved.has(productId) ? {
		method: "DELETE",
		path: `/api/customer/favorites/${shopId}?productId=${productId}`
	} : {
		method: "POST",
		path: "/api/customer/favorites",
		body: {
			shopId,
			productId
		}
	};
}
// src/features/favourites/FavouriteToggles.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/favourites/FavouriteToggles.tsx";
/**
* The heart on every product of a shop page. The cards are rendered on the server without JavaScript;
* this one island finds them and puts a heart in each, so the page hydrates one small component instead
* of the whole grid. A signed-out visitor without a guest session gets the sign-in gate, and the
* favourite they asked for is saved once they are through.
*/
function FavouriteToggles({ shopId, gridSelector }) {
	const [slots, setSlots] = useState([]);
	const [view, setView] = useState(EMPTY_VIEW);
	const [busy, setBusy] = useState(/* @__PURE__ */ new Set());
	const [waiting, setWaiting] = useState(null);
	const [ready, setReady] = useState(false);
	useEffect(() => {
		const cards = document.querySelectorAll(`${gridSelector} [data-product-id]`);
		setSlots([...cards].flatMap((card) => {
			const element = card.querySelector(".product-card__media");
			const name = card.querySelector(".product-card__name")?.textContent ?? "";
			return element ? [{
				productId: Number(card.dataset.productId),
				name,
				element
			}] : [];
		}));
		load();
	}, []);
	async function load() {
		const [mine, counts] = await Promise.all([browserApi.get("/api/customer/favorites"), browserApi.get("/api/favorites/counts", { params: { shopId } })]);
		setView(viewFromServer(mine.ok ? mine.data : [], counts.ok ? counts.data : []));
		setReady(true);
	}
	/** Flips one favourite; `add` forces an add (the visitor asked for it before signing in). */
	async function toggle(productId, add = false) {
		setBusy((ids) => new Set(ids).add(productId));
		const request = toggleRequest(add ? EMPTY_VIEW : view, shopId, productId);
		const result = await browserApi.send(request.method, request.path, { body: "body" in request ? request.body : void 0 });
		setBusy((ids) => {
			const next = new Set(ids);
			next.delete(productId);
			return next;
		});
		if (result.ok) {
			setView((latest) => applyAnswer(latest, result.data.body));
			refreshHeaderCount();
			return;
		}
		if (result.status === 401) {
			setWaiting(productId);
			return;
		}
		if (result.status === 403) showToast({ title: errorServerMessage(result.error) ?? ENGAGEMENT_SERVER_MESSAGES.customersOnly });
		else console.error("[favourites] toggle failed", result.error);
	}
	return /* @__PURE__ */ jsxDEV(Fragment$1, { children: [(ready ? slots : []).map((slot) => {
		const saved = view.saved.has(slot.productId);
		const count = view.counts.get(slot.productId) ?? 0;
		return createPortal(/* @__PURE__ */ jsxDEV("button", {
			type: "button",
			className: `favourite-toggle${saved ? " favourite-toggle--saved" : ""}`,
			"aria-pressed": saved,
			title: FAVOURITES_COPY.savedBy(count),
			disabled: busy.has(slot.productId),
			onClick: () => void toggle(slot.productId),
			"data-testid": "favourite-toggle",
			children: [
				/* @__PURE__ */ jsxDEV("svg", {
					width: "18",
					height: "18",
					viewBox: "0 0 24 24",
					"aria-hidden": "true",
					focusable: "false",
					children: /* @__PURE__ */ jsxDEV("path", { d: "M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.7 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" }, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 105,
						columnNumber: 15
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 104,
					columnNumber: 13
				}, this),
				/* @__PURE__ */ jsxDEV("span", {
					className: "visually-hidden",
					children: saved ? FAVOURITES_COPY.saved(slot.name) : FAVOURITES_COPY.add(slot.name)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 107,
					columnNumber: 13
				}, this),
				/* @__PURE__ */ jsxDEV("span", {
					className: "favourite-toggle__count",
					"data-testid": "favourite-count",
					children: count
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 108,
					columnNumber: 13
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 95,
			columnNumber: 11
		}, this), slot.element, String(slot.productId));
	}), /* @__PURE__ */ jsxDEV(SignInGate, {
		open: waiting !== null,
		allowGuest: true,
		onClose: () => setWaiting(null),
		onPassed: (outcome) => {
			const productId = waiting;
			setWaiting(null);
			if (productId === null) return;
			toggle(productId, true).then(() => {
				if (outcome === "signedIn") window.location.reload();
			});
		}
	}, void 0, false, {
		fileName: _jsxFileName,
		lineNumber: 116,
		columnNumber: 7
	}, this)] }, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 90,
		columnNumber: 5
	}, this);
}
// src/features/shop-detail/ShopNotFound.astro
createAstro("https://astro.build");
var $$ShopNotFound = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$ShopNotFound;
	const { notFound } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<section class="container not-found-card" data-testid="shop-not-found"><h1>${CATALOGUE_EMPTY.shopNotFound}</h1><p>${notFound ? SHOP_DETAIL_COPY.notFoundText : SHOP_DETAIL_COPY.unavailableText}</p><a class="button button--primary"${addAttribute(ROUTES.browseShops, "href")}>${SHOP_DETAIL_COPY.browseShops}</a><a${addAttribute(ROUTES.home, "href")}>${AUTH_LABELS.backToHome}</a></section>`;
}, "/work/wt/i28/storefront/src/features/shop-detail/ShopNotFound.astro", void 0);
// src/features/shop-detail/shop-view.ts
/** The Shop Statistics card: products, reviews, total views and member since. */
function shopStatistics(shop) {
	return {
		products: shop.products.length,
		reviews: shop.reviewCount,
		views: shop.viewCount,
		memberSince: memberSince(shop.createdAt)
	};
}
/** Websites are stored as typed; a bare domain still has to open as a link. */
function websiteHref(website) {
	const value = website?.trim();
	if (!value) return null;
	const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
	try {
		const url = new URL(withScheme);
		return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
	} catch {
		return null;
	}
}
/** A search-engine description of at most 160 characters, from the shop's own words when it has any. */
function shopMetaDescription(shop, fallbackName) {
	const text = shop.description?.replace(/\s+/g, " ").trim() || `${fallbackName} in ${shop.location}.`;
	return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}…`;
}
// src/pages/shops/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Id = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Id;
	const { id } = Astro.params;
	const result = isNumericId(id) ? await fetchShop(serverApi(Astro), id) : {
		ok: false,
		notFound: true,
		status: 404,
		error: null
	};
	if (!result.ok) Astro.response.status = result.notFound ? 404 : 503;
	const viewer = (await getSessionState(Astro)).state;
	const signedIn = viewer !== "guest";
	const shop = result.ok ? result.data : null;
	const reviews = shop ? await serverApi(Astro).getList(`/api/shops/${shop.id}/reviews`) : null;
	const reviewList = reviews?.ok ? reviews.data : {
		rows: [],
		total: 0
	};
	const name = shop ? shopName(shop.displayName ?? shop.name) : "";
	const stats = shop ? shopStatistics(shop) : null;
	const canonical = siteHref(Astro.url.pathname);
	const website = shop && signedIn ? websiteHref(shop.website) : null;
	const phone = shop && signedIn ? telHref(shop.phone) : null;
	return renderTemplate`${shop === null || stats === null ? renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": CATALOGUE_EMPTY.shopNotFound,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ShopNotFound", $$ShopNotFound, { "notFound": !result.ok && result.notFound })}` })}` : renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": `${name} · ${shop.location}`,
		"description": shopMetaDescription(shop, name),
		"image": shop.profileImageUrl ?? void 0,
		"ogType": "business.business"
	}, {
		"default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="shop-hero"><div class="container shop-hero__inner"><img class="shop-hero__logo"${addAttribute(shopImage(shop.profileImageUrl), "src")}${addAttribute(SHOP_PLACEHOLDER_IMAGE, "data-fallback")} alt="" width="96" height="96"><div><h1 class="shop-hero__title">${name}</h1><p class="shop-hero__meta">${shop.category && renderTemplate`<span>${shop.category.name}</span>`}<span>${shop.location}</span>${renderComponent($$result, "Rating", Rating, {
			"rating": shop.averageRating ?? shop.rating,
			"reviewCount": shop.reviewCount
		})}<span>${countLabel(shop.viewCount, "view", "views")}</span></p></div></div></section><div class="container shop-layout"><div class="shop-layout__main">${shop.description && renderTemplate`<section class="card" aria-labelledby="about-heading"><h2 id="about-heading" class="card__title">${SHOP_DETAIL_LABELS.about}</h2><p>${shop.description}</p></section>`}<section class="card" aria-labelledby="products-heading" data-testid="shop-products"><h2 id="products-heading" class="card__title">${SHOP_DETAIL_COPY.productsHeading}</h2>${shop.products.length === 0 ? renderTemplate`<div class="empty-state"><p class="empty-state__title">${CATALOGUE_EMPTY.noShopProductsTitle}</p><p>${CATALOGUE_EMPTY.noShopProductsText}</p></div>` : renderTemplate`${renderComponent($$result, "ProductGrid", ProductGrid, {
			"products": shop.products,
			"showShop": false
		})}`}</section>${shop.products.length > 0 && renderTemplate`${renderComponent($$result, "FavouriteToggles", FavouriteToggles, {
			"client:idle": true,
			"shopId": shop.id,
			"gridSelector": "[data-testid=\"shop-products\"]",
			"client:component-hydration": "idle",
			"client:component-path": "/work/wt/i28/storefront/src/features/favourites/FavouriteToggles.tsx",
			"client:component-export": "FavouriteToggles"
		})}`}${renderComponent($$result, "ReviewList", $$ReviewList, {
			"reviews": reviewList.rows,
			"total": reviewList.total
		})}</div><aside class="shop-layout__aside"><section class="card" aria-labelledby="contact-heading" data-testid="shop-contact"><h2 id="contact-heading" class="card__title">${SHOP_DETAIL_LABELS.contact}</h2><dl class="detail-list"><dt>${SHOP_DETAIL_COPY.location}</dt><dd>${shop.location}</dd>${shop.address && renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`<dt>${SHOP_DETAIL_COPY.address}</dt><dd>${shop.address}</dd>` })}`}${signedIn && shop.phone && renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`<dt>${SHOP_DETAIL_COPY.phone}</dt><dd>${phone ? renderTemplate`<a${addAttribute(phone, "href")}>${shop.phone}</a>` : shop.phone}</dd>` })}`}${signedIn && shop.email && renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`<dt>${SHOP_DETAIL_COPY.email}</dt><dd><a${addAttribute(`mailto:${shop.email}`, "href")}>${shop.email}</a></dd>` })}`}${website && renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`<dt>${SHOP_DETAIL_COPY.website}</dt><dd><a${addAttribute(website, "href")} rel="noopener nofollow" target="_blank">${shop.website}</a></dd>` })}`}</dl>${!signedIn && renderTemplate`<p class="dialog__note">${SHOP_DETAIL_COPY.contactHidden}</p>`}</section>${renderComponent($$result, "ShopActions", ShopActions, {
			"client:idle": true,
			"shopId": shop.id,
			"shopName": name,
			"signedIn": signedIn,
			"canChat": viewer === "guest" || viewer === "customer",
			"client:component-hydration": "idle",
			"client:component-path": "/work/wt/i28/storefront/src/features/shop-detail/ShopActions.tsx",
			"client:component-export": "ShopActions"
		})}<section class="card" aria-labelledby="stats-heading" data-testid="shop-statistics"><h2 id="stats-heading" class="card__title">${SHOP_DETAIL_LABELS.shopStatistics}</h2><div class="stats"><p class="stats__item"><span class="stats__value" data-stat="products">${stats.products}</span><span class="stats__label">${SHOP_DETAIL_LABELS.products}</span></p><p class="stats__item"><span class="stats__value" data-stat="reviews">${stats.reviews}</span><span class="stats__label">${SHOP_DETAIL_LABELS.reviews}</span></p><p class="stats__item"><span class="stats__value" data-stat="views">${stats.views}</span><span class="stats__label">${SHOP_DETAIL_LABELS.totalViews}</span></p><p class="stats__item"><span class="stats__value" data-stat="member-since">${stats.memberSince}</span><span class="stats__label">${SHOP_DETAIL_LABELS.memberSince}</span></p></div></section></aside></div>`,
		"head": ($$result) => renderTemplate`${renderComponent($$result, "ImageFallback", $$ImageFallback, { "slot": "head" })}${renderComponent($$result, "JsonLd", $$JsonLd, {
			"slot": "head",
			"data": localBusiness(shop, name, canonical)
		})}`
	})}`}`;
}, "/work/wt/i28/storefront/src/pages/shops/[id].astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/shops/[id].astro";
var $$url = "/shops/[id]";
// \0virtual:astro:page:src/pages/shops/[id]@_@astro
var page = () => _id__exports;
export { page };
