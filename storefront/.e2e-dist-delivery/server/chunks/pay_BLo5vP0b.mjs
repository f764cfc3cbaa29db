import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { i as errorServerMessage, r as ApiError, s as withQuery, t as serverApi } from "./server_BNsqkC4i.mjs";
import { i as STARTER_EXTRA_PRODUCTS, n as PAYMENT_PROOF_MAX_BYTES } from "./payments_g5KUsHXb.mjs";
import { a as uploadProof, d as TRANSACTION_TYPE_LABELS, i as reloadBilling, n as fetchBilling, r as fetchPlans, t as createInvoice, u as TRANSACTION_STATUS_LABELS } from "./billing-api_yVKhNlv3.mjs";
import { n as formatDate } from "./dates_BETNPmni.mjs";
import { n as formatEuro2 } from "./money_DroOChIm.mjs";
import { G as showToast, I as CheckboxField, L as FormAlert, U as browserApi, r as getSessionState, t as $$SiteLayout } from "./SiteLayout_D9w8JYOK.mjs";
import { n as CARD_PAYMENT_MESSAGES, t as CardPaymentForm } from "./card-payment_COXFx3Rs.mjs";
import { n as PROOF_SUBMITTED, t as BILLING_COPY } from "./copy_CwCpx82G.mjs";
import { a as handleUnauthorized, i as paymentHref, n as isOpenTransfer, r as parsePayIntent, t as intentShopName } from "./pay-intent_DVEoeNAh.mjs";
import { r as dashboardRedirect, t as AUTH_REQUIRED_NOTICE } from "./guards_bz5iJ8zm.mjs";
import { useEffect, useId, useState } from "react";
import { jsxDEV } from "react/jsx-dev-runtime";
/** What the billing calls answer when they refuse; the pay page shows the same words. */
var BILLING_ERRORS = {
	purposeRequired: "Choose what to pay for.",
	paymentMethodRequired: "Choose how to pay: bank transfer or card.",
	shopRequired: "Choose the shop to pay for.",
	planRequired: "Choose a plan.",
	spotlightRequestRequired: "Choose the spotlight request to pay for.",
	starterAddonInvalid: "Say whether to add the extra products.",
	referralCodeTooLong: "A referral code has at most 12 characters.",
	unknownReferralCode: "This referral code does not exist. Check it with the shop owner who gave it to you, or leave it empty.",
	planNotFound: "This plan is not available.",
	freePlanNotPayable: "The free trial cannot be bought; choose a paid plan.",
	spotlightPlanNotPayable: "A spotlight is paid for through a spotlight request, not as a shop plan.",
	starterAddonOnlyStarter: "The extra products add-on is only available on the Starter plan.",
	shopNotSuspended: "This shop is not suspended, so there is no reactivation fee to pay.",
	reactivationRequired: "This shop is suspended: pay the reactivation fee to bring it back.",
	spotlightNotPayable: "This spotlight request cannot be paid: it was already paid, or it is no longer open.",
	notYourShop: "You can only pay for your own shops.",
	notYourSpotlightRequest: "You can only pay for your own spotlight requests.",
	notYourPayment: "You can only manage your own payments.",
	proofNotExpected: "A proof can only be sent for a bank transfer that is awaiting payment or verification.",
	proofMissing: "Please choose the proof of payment to upload.",
	proofWrongType: "The proof must be an image (JPEG, PNG, WebP or GIF) or a PDF.",
	proofTooLarge: `The proof must be smaller than ${PAYMENT_PROOF_MAX_BYTES / 1048576} MB.`,
	proofsRateLimited: "Too many proof uploads. Please wait a minute and try again."
};
`${STARTER_EXTRA_PRODUCTS.products}`;
// src/features/billing/CardPaymentSlot.tsx
var _jsxFileName$1 = "/work/wt/i28/storefront/src/features/billing/CardPaymentSlot.tsx";
/**
* The card option of /pay: offered when the site takes cards, it asks the API for this invoice's card
* payment (one PaymentIntent per invoice) and shows the card form; the payment is recorded when Stripe's
* signed event reaches the API.
*/
function CardPaymentSlot({ invoice, onPaid }) {
	const [card, setCard] = useState({ phase: "off" });
	useEffect(() => {
		browserApi.get("/api/subscription").then((result) => {
			if (result.ok && result.data.cardPaymentsEnabled) setCard({ phase: "offered" });
		});
	}, []);
	async function start() {
		setCard({ phase: "starting" });
		const result = await browserApi.post(`/api/payments/${invoice.id}/card`);
		if (result.ok) return setCard({
			phase: "ready",
			start: result.data
		});
		const message = result.error instanceof ApiError && result.error.serverMessage ? result.error.serverMessage : CARD_PAYMENT_MESSAGES.failedFallback;
		setCard({
			phase: "failed",
			message
		});
	}
	if (card.phase === "off") return null;
	return /* @__PURE__ */ jsxDEV("div", {
		className: "pay-by-card",
		"data-testid": "pay-by-card",
		children: [
			/* @__PURE__ */ jsxDEV("h3", {
				className: "pay-card__subtitle",
				children: CARD_PAYMENT_MESSAGES.payByCard
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 47,
				columnNumber: 7
			}, this),
			(card.phase === "offered" || card.phase === "starting") && /* @__PURE__ */ jsxDEV("button", {
				type: "button",
				className: "button button--primary",
				disabled: card.phase === "starting",
				onClick: () => void start(),
				children: card.phase === "starting" ? CARD_PAYMENT_MESSAGES.processing : CARD_PAYMENT_MESSAGES.payByCard
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 49,
				columnNumber: 9
			}, this),
			card.phase === "failed" && /* @__PURE__ */ jsxDEV("p", {
				className: "notice notice--warning",
				role: "alert",
				children: card.message
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 54,
				columnNumber: 9
			}, this),
			card.phase === "ready" && /* @__PURE__ */ jsxDEV(CardPaymentForm, {
				clientSecret: card.start.clientSecret,
				publishableKey: card.start.publishableKey,
				submitLabel: CARD_PAYMENT_MESSAGES.payAmount(invoice.amountPaid),
				onSucceeded: () => {
					showToast(CARD_PAYMENT_MESSAGES.invoicePaid);
					onPaid();
				},
				onFailed: (message) => showToast({
					title: CARD_PAYMENT_MESSAGES.failedTitle,
					description: message,
					variant: "destructive"
				})
			}, void 0, false, {
				fileName: _jsxFileName$1,
				lineNumber: 59,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$1,
		lineNumber: 46,
		columnNumber: 5
	}, this);
}
// src/features/billing/PayPage.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/billing/PayPage.tsx";
var ACCEPTED_PROOF_TYPES = "image/jpeg,image/png,image/webp,image/gif,application/pdf";
var looksLikeProof = (file) => file.type === "application/pdf" || /^image\/(jpeg|png|webp|gif)$/.test(file.type);
/** The reason a request failed, as the server said it, or a general line. */
function failureText(error) {
	return errorServerMessage(error) ?? BILLING_COPY.somethingWentWrong;
}
/** /pay: what the owner pays for, the invoice with its bank reference, the proof upload and the history. */
function PayPage({ billing: initialBilling, plans, intent }) {
	const [billing, setBilling] = useState(initialBilling);
	const [invoice, setInvoice] = useState(() => intent.kind === "payment" ? initialBilling.payments.find((payment) => payment.id === intent.paymentId) ?? null : null);
	const [starterAddon, setStarterAddon] = useState(false);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState(null);
	const refresh = async () => {
		try {
			setBilling(await reloadBilling());
		} catch (reason) {
			handleUnauthorized(reason);
		}
	};
	const onInvoiceChanged = (next) => {
		setInvoice(next);
		refresh();
	};
	const startInvoice = async (payload) => {
		setBusy(true);
		setError(null);
		try {
			const body = payload.purpose === "plan" ? {
				...payload,
				starterAddon: payload.planName === "starter" && starterAddon
			} : payload;
			onInvoiceChanged(await createInvoice(body));
		} catch (reason) {
			if (!handleUnauthorized(reason)) setError(failureText(reason));
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ jsxDEV("div", {
		className: "pay",
		children: [
			/* @__PURE__ */ jsxDEV("header", {
				className: "pay__head",
				children: [/* @__PURE__ */ jsxDEV("h1", {
					className: "pay__title",
					children: BILLING_COPY.payTitle
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 68,
					columnNumber: 9
				}, this), /* @__PURE__ */ jsxDEV("p", {
					className: "pay__intro",
					children: BILLING_COPY.payIntro
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 69,
					columnNumber: 9
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 67,
				columnNumber: 7
			}, this),
			invoice ? /* @__PURE__ */ jsxDEV(InvoiceView, {
				invoice,
				billing,
				onChanged: onInvoiceChanged
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 73,
				columnNumber: 9
			}, this) : intent.kind === "checkout" ? /* @__PURE__ */ jsxDEV("section", {
				className: "pay-card",
				"aria-labelledby": "pay-choice-heading",
				children: [
					/* @__PURE__ */ jsxDEV("h2", {
						id: "pay-choice-heading",
						className: "pay-card__title",
						children: choiceTitle(intent.payload, plans)
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 76,
						columnNumber: 11
					}, this),
					intentShopName(intent, billing) && /* @__PURE__ */ jsxDEV("p", {
						className: "pay-card__meta",
						children: intentShopName(intent, billing)
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 79,
						columnNumber: 47
					}, this),
					intent.payload.purpose === "plan" && intent.payload.planName === "starter" && /* @__PURE__ */ jsxDEV(CheckboxField, {
						label: BILLING_COPY.starterAddon,
						checked: starterAddon,
						onChange: setStarterAddon
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 81,
						columnNumber: 13
					}, this),
					/* @__PURE__ */ jsxDEV("p", {
						className: "pay-card__meta",
						children: BILLING_COPY.paidByTransfer
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 83,
						columnNumber: 11
					}, this),
					/* @__PURE__ */ jsxDEV(FormAlert, { message: error }, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 84,
						columnNumber: 11
					}, this),
					/* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "button button--primary",
						disabled: busy,
						onClick: () => void startInvoice(intent.payload),
						children: busy ? BILLING_COPY.creatingInvoice : BILLING_COPY.createInvoice
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 85,
						columnNumber: 11
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 75,
				columnNumber: 9
			}, this) : /* @__PURE__ */ jsxDEV("div", {
				className: "notice",
				"data-testid": "pay-nothing",
				children: [/* @__PURE__ */ jsxDEV("p", { children: intent.kind === "payment" ? BILLING_COPY.paymentNotFound : BILLING_COPY.nothingToPay }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 91,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV("p", { children: /* @__PURE__ */ jsxDEV("a", {
					href: ROUTES.pricing,
					children: BILLING_COPY.seePlans
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 93,
					columnNumber: 13
				}, this) }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 92,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 90,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(PaymentHistory, {
				payments: billing.payments,
				current: invoice?.id ?? null
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 98,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("p", { children: /* @__PURE__ */ jsxDEV("a", {
				href: ROUTES.dashboard,
				children: BILLING_COPY.backToDashboard
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 100,
				columnNumber: 9
			}, this) }, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 99,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 66,
		columnNumber: 5
	}, this);
}
function choiceTitle(payload, plans) {
	if (payload.purpose === "spotlight") return BILLING_COPY.spotlightChoice;
	if (payload.purpose === "reactivation") return BILLING_COPY.reactivationChoice;
	const plan = plans.find((each) => each.name === payload.planName);
	return plan ? BILLING_COPY.planChoice(plan.displayName, formatEuro2(plan.price)) : BILLING_COPY.planChoice(payload.planName, "");
}
function InvoiceView({ invoice, billing, onChanged }) {
	const { bankDetails } = billing;
	return /* @__PURE__ */ jsxDEV("section", {
		className: "pay-card",
		"aria-labelledby": "invoice-heading",
		"data-testid": "invoice",
		children: [
			/* @__PURE__ */ jsxDEV("div", {
				className: "pay-card__row",
				children: [/* @__PURE__ */ jsxDEV("h2", {
					id: "invoice-heading",
					className: "pay-card__title",
					children: BILLING_COPY.invoice
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 126,
					columnNumber: 9
				}, this), /* @__PURE__ */ jsxDEV("span", {
					className: `pay-status pay-status--${invoice.paymentStatus}`,
					"data-testid": "invoice-status",
					children: TRANSACTION_STATUS_LABELS[invoice.paymentStatus]
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 129,
					columnNumber: 9
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 125,
				columnNumber: 7
			}, this),
			invoice.shopName && /* @__PURE__ */ jsxDEV("p", {
				className: "pay-card__meta",
				children: invoice.shopName
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 133,
				columnNumber: 28
			}, this),
			/* @__PURE__ */ jsxDEV("table", {
				className: "pay-lines",
				children: [
					/* @__PURE__ */ jsxDEV("thead", { children: /* @__PURE__ */ jsxDEV("tr", { children: [/* @__PURE__ */ jsxDEV("th", {
						scope: "col",
						children: BILLING_COPY.lineItem
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 137,
						columnNumber: 13
					}, this), /* @__PURE__ */ jsxDEV("th", {
						scope: "col",
						className: "pay-lines__amount",
						children: BILLING_COPY.amount
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 138,
						columnNumber: 13
					}, this)] }, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 136,
						columnNumber: 11
					}, this) }, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 135,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("tbody", { children: invoice.lineItems.map((line) => /* @__PURE__ */ jsxDEV("tr", { children: [/* @__PURE__ */ jsxDEV("td", { children: line.description }, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 146,
						columnNumber: 15
					}, this), /* @__PURE__ */ jsxDEV("td", {
						className: "pay-lines__amount",
						children: formatEuro2(line.amount)
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 147,
						columnNumber: 15
					}, this)] }, `${line.kind}-${line.description}`, true, {
						fileName: _jsxFileName,
						lineNumber: 145,
						columnNumber: 13
					}, this)) }, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 143,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("tfoot", { children: /* @__PURE__ */ jsxDEV("tr", { children: [/* @__PURE__ */ jsxDEV("th", {
						scope: "row",
						children: BILLING_COPY.total
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 153,
						columnNumber: 13
					}, this), /* @__PURE__ */ jsxDEV("td", {
						className: "pay-lines__amount",
						"data-testid": "invoice-total",
						children: formatEuro2(invoice.amountPaid)
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 154,
						columnNumber: 13
					}, this)] }, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 152,
						columnNumber: 11
					}, this) }, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 151,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 134,
				columnNumber: 7
			}, this),
			invoice.rejectionReason && invoice.paymentStatus === "rejected" && /* @__PURE__ */ jsxDEV("p", {
				className: "notice notice--warning",
				children: BILLING_COPY.rejectedBecause(invoice.rejectionReason)
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 162,
				columnNumber: 9
			}, this),
			invoice.paymentMethod === "bank_transfer" && invoice.paymentReference && /* @__PURE__ */ jsxDEV("div", {
				className: "pay-transfer",
				children: [/* @__PURE__ */ jsxDEV("div", {
					className: "pay-reference",
					children: [
						/* @__PURE__ */ jsxDEV("p", {
							className: "pay-reference__label",
							children: BILLING_COPY.reference
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 168,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV("p", {
							className: "pay-reference__value",
							"data-testid": "payment-reference",
							children: invoice.paymentReference
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 169,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV("p", {
							className: "pay-reference__hint",
							children: BILLING_COPY.referenceHint
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 172,
							columnNumber: 13
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 167,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV("div", { children: [/* @__PURE__ */ jsxDEV("h3", {
					className: "pay-card__subtitle",
					children: BILLING_COPY.bankDetails
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 175,
					columnNumber: 13
				}, this), /* @__PURE__ */ jsxDEV("dl", {
					className: "pay-bank",
					children: [
						/* @__PURE__ */ jsxDEV("dt", { children: BILLING_COPY.accountName }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 177,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("dd", { children: bankDetails.accountName }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 178,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("dt", { children: BILLING_COPY.bankName }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 179,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("dd", { children: bankDetails.bankName }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 180,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("dt", { children: BILLING_COPY.iban }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 181,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("dd", {
							"data-testid": "bank-iban",
							children: bankDetails.iban
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 182,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("dt", { children: BILLING_COPY.bic }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 183,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("dd", { children: bankDetails.bic }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 184,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("dt", { children: BILLING_COPY.amount }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 185,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("dd", { children: formatEuro2(invoice.amountPaid) }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 186,
							columnNumber: 15
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 176,
					columnNumber: 13
				}, this)] }, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 174,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 166,
				columnNumber: 9
			}, this),
			isOpenTransfer(invoice) && /* @__PURE__ */ jsxDEV(ProofUpload, {
				invoice,
				onUploaded: onChanged
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 192,
				columnNumber: 35
			}, this),
			invoice.paymentStatus === "awaiting_payment" && /* @__PURE__ */ jsxDEV(CardPaymentSlot, {
				invoice,
				onPaid: () => window.location.reload()
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 193,
				columnNumber: 56
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 124,
		columnNumber: 5
	}, this);
}
function ProofUpload({ invoice, onUploaded }) {
	const inputId = useId();
	const hintId = useId();
	const [file, setFile] = useState(null);
	const [progress, setProgress] = useState(null);
	const [error, setError] = useState(null);
	const received = invoice.paymentStatus === "pending_verification";
	const choose = (chosen) => {
		setError(null);
		if (chosen && !looksLikeProof(chosen)) return setFile(null), setError(BILLING_ERRORS.proofWrongType);
		if (chosen && chosen.size > 5242880) return setFile(null), setError(BILLING_ERRORS.proofTooLarge);
		setFile(chosen);
	};
	const send = async () => {
		if (!file) return setError(BILLING_ERRORS.proofMissing);
		setError(null);
		setProgress(0);
		try {
			const next = await uploadProof(invoice.id, file, setProgress);
			showToast({
				...PROOF_SUBMITTED,
				variant: "success"
			});
			setFile(null);
			onUploaded(next);
		} catch (reason) {
			if (!handleUnauthorized(reason)) setError(failureText(reason));
		} finally {
			setProgress(null);
		}
	};
	return /* @__PURE__ */ jsxDEV("form", {
		className: "pay-proof",
		onSubmit: (event) => {
			event.preventDefault();
			send();
		},
		children: [
			/* @__PURE__ */ jsxDEV("h3", {
				className: "pay-card__subtitle",
				children: BILLING_COPY.uploadProof
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 237,
				columnNumber: 7
			}, this),
			received && /* @__PURE__ */ jsxDEV("p", {
				className: "notice",
				role: "status",
				"data-testid": "proof-received",
				children: BILLING_COPY.proofReceived
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 239,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV("div", {
				className: "field",
				children: [
					/* @__PURE__ */ jsxDEV("label", {
						className: "field__label",
						htmlFor: inputId,
						children: received ? BILLING_COPY.replaceProof : BILLING_COPY.proofFile
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 244,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("input", {
						id: inputId,
						type: "file",
						name: "proof",
						accept: ACCEPTED_PROOF_TYPES,
						"aria-describedby": hintId,
						className: "field__input",
						onChange: (event) => choose(event.target.files?.[0] ?? null)
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 247,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("p", {
						id: hintId,
						className: "field__hint",
						children: BILLING_COPY.proofHint
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 256,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 243,
				columnNumber: 7
			}, this),
			progress !== null && /* @__PURE__ */ jsxDEV("div", {
				className: "pay-proof__progress",
				children: [/* @__PURE__ */ jsxDEV("progress", {
					max: 1,
					value: progress,
					"aria-label": BILLING_COPY.uploading(Math.round(progress * 100))
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 262,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV("span", { children: BILLING_COPY.uploading(Math.round(progress * 100)) }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 263,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 261,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV(FormAlert, { message: error }, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 266,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("button", {
				type: "submit",
				className: "button button--primary",
				disabled: progress !== null || !file,
				children: BILLING_COPY.sendProof
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 267,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 230,
		columnNumber: 5
	}, this);
}
function PaymentHistory({ payments, current }) {
	return /* @__PURE__ */ jsxDEV("section", {
		className: "pay-card",
		"aria-labelledby": "history-heading",
		children: [/* @__PURE__ */ jsxDEV("h2", {
			id: "history-heading",
			className: "pay-card__title",
			children: BILLING_COPY.history
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 277,
			columnNumber: 7
		}, this), payments.length === 0 ? /* @__PURE__ */ jsxDEV("p", {
			className: "pay-card__meta",
			children: BILLING_COPY.noPayments
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 281,
			columnNumber: 9
		}, this) : /* @__PURE__ */ jsxDEV("div", {
			className: "pay-history__scroll",
			children: /* @__PURE__ */ jsxDEV("table", {
				className: "pay-history",
				"data-testid": "payment-history",
				children: [/* @__PURE__ */ jsxDEV("thead", { children: /* @__PURE__ */ jsxDEV("tr", { children: [
					/* @__PURE__ */ jsxDEV("th", {
						scope: "col",
						children: BILLING_COPY.date
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 287,
						columnNumber: 17
					}, this),
					/* @__PURE__ */ jsxDEV("th", {
						scope: "col",
						children: BILLING_COPY.description
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 288,
						columnNumber: 17
					}, this),
					/* @__PURE__ */ jsxDEV("th", {
						scope: "col",
						className: "pay-lines__amount",
						children: BILLING_COPY.amount
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 289,
						columnNumber: 17
					}, this),
					/* @__PURE__ */ jsxDEV("th", {
						scope: "col",
						children: BILLING_COPY.reference
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 292,
						columnNumber: 17
					}, this),
					/* @__PURE__ */ jsxDEV("th", {
						scope: "col",
						children: BILLING_COPY.status
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 293,
						columnNumber: 17
					}, this)
				] }, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 286,
					columnNumber: 15
				}, this) }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 285,
					columnNumber: 13
				}, this), /* @__PURE__ */ jsxDEV("tbody", { children: payments.map((payment) => /* @__PURE__ */ jsxDEV("tr", {
					"aria-current": payment.id === current ? "true" : void 0,
					children: [
						/* @__PURE__ */ jsxDEV("td", { children: formatDate(payment.createdAt) }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 299,
							columnNumber: 19
						}, this),
						/* @__PURE__ */ jsxDEV("td", { children: [payment.lineItems.length > 0 ? payment.lineItems.map((line) => line.description).join(" + ") : TRANSACTION_TYPE_LABELS[payment.transactionType], payment.shopName && /* @__PURE__ */ jsxDEV("span", {
							className: "pay-history__shop",
							children: payment.shopName
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 304,
							columnNumber: 42
						}, this)] }, void 0, true, {
							fileName: _jsxFileName,
							lineNumber: 300,
							columnNumber: 19
						}, this),
						/* @__PURE__ */ jsxDEV("td", {
							className: "pay-lines__amount",
							children: formatEuro2(payment.amountPaid)
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 306,
							columnNumber: 19
						}, this),
						/* @__PURE__ */ jsxDEV("td", {
							className: "pay-history__reference",
							children: payment.paymentReference
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 307,
							columnNumber: 19
						}, this),
						/* @__PURE__ */ jsxDEV("td", { children: isOpenTransfer(payment) && payment.id !== current ? /* @__PURE__ */ jsxDEV("a", {
							href: paymentHref(payment),
							children: TRANSACTION_STATUS_LABELS[payment.paymentStatus]
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 310,
							columnNumber: 23
						}, this) : TRANSACTION_STATUS_LABELS[payment.paymentStatus] }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 308,
							columnNumber: 19
						}, this)
					]
				}, payment.id, true, {
					fileName: _jsxFileName,
					lineNumber: 298,
					columnNumber: 17
				}, this)) }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 296,
					columnNumber: 13
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 284,
				columnNumber: 11
			}, this)
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 283,
			columnNumber: 9
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 276,
		columnNumber: 5
	}, this);
}
// src/pages/pay.astro
var pay_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Pay,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Pay = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Pay;
	const session = await getSessionState(Astro);
	const redirect = dashboardRedirect(session);
	if (redirect) return Astro.redirect(redirect);
	const api = serverApi(Astro);
	const [billing, plans] = await Promise.all([fetchBilling(api), fetchPlans(api)]);
	if (!billing.ok && billing.status === 401) return Astro.redirect(withQuery(ROUTES.shopOwnerAuth, AUTH_REQUIRED_NOTICE));
	const intent = parsePayIntent(Astro.url.searchParams);
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": BILLING_COPY.payTitle,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="container">${billing.ok ? renderTemplate`${renderComponent($$result, "PayPage", PayPage, {
		"client:idle": true,
		"billing": billing.data,
		"plans": plans.ok ? plans.data : [],
		"intent": intent,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/features/billing/PayPage.tsx",
		"client:component-export": "default"
	})}` : renderTemplate`<p class="notice" role="alert">${BILLING_COPY.loadFailed}</p>`}</div>` })}`;
}, "/work/wt/i28/storefront/src/pages/pay.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/pay.astro";
var $$url = "/pay";
// \0virtual:astro:page:src/pages/pay@_@astro
var page = () => pay_exports;
export { page };
