import { G as showToast, H as apiPost, U as browserApi, at as SPOTLIGHT_MONTHS, et as VALIDATION_TOASTS, it as SPOTLIGHT_IMAGES, q as Dialog, st as spotlightPaymentPath, z as SelectField } from "./SiteLayout_D9w8JYOK.mjs";
import { a as daysLeftLabel, i as SPOTLIGHT_TOASTS, r as SPOTLIGHT_STATUS_LABELS, s as monthsLabel, t as SPOTLIGHT_MANAGER } from "./spotlight_BlXIqfQB.mjs";
import { i as errorServerMessage, o as unwrap, w as messageOrFallback } from "./server_BNsqkC4i.mjs";
import { n as formatDate, t as daysLeft } from "./dates_BETNPmni.mjs";
import { t as formatEuro } from "./money_DroOChIm.mjs";
import { a as uploadImage, n as IMAGE_ACCEPT, r as imageFileProblem, s as thumbnailUrl } from "./dashboard_Cl1tthYo.mjs";
import { n as PRODUCT_PLACEHOLDER_IMAGE } from "./image-fallback_CcuaO_Xb.mjs";
import { a as handleUnauthorized } from "./pay-intent_DVEoeNAh.mjs";
import { n as spotlightTotal } from "./spotlight_C0VJKUr7.mjs";
import { useCallback, useEffect, useId, useState } from "react";
import { Fragment as Fragment$1, jsxDEV } from "react/jsx-dev-runtime";
// src/features/spotlight-manager/manager-rules.ts
/** A request in one of these states holds its product: it is not offered for a new spotlight. */
var HOLDING = ["pending", "approved"];
/**
* The products the manager offers for a new spotlight: active products of approved shops with no
* pending or approved request, at most SPOTLIGHT_OFFERED_PRODUCTS (the API refuses the others anyway).
*/
function offeredProducts(shops, requests) {
	const held = new Set(requests.filter((request) => HOLDING.includes(request.status)).map((request) => request.productId));
	return shops.filter((shop) => shop.status === "approved").flatMap((shop) => shop.products.filter((product) => product.isActive && !held.has(product.id)).map((product) => ({
		product,
		shopName: shop.name
	}))).slice(0, 6);
}
/** Awaiting payment: still pending and no money has arrived, so the owner is offered the pay page. */
var awaitsPayment = (request) => request.status === "pending" && request.paidAt === null;
/** The badge style of each state. */
var STATUS_TONE = {
	pending: "pending",
	approved: "approved",
	rejected: "rejected",
	force_rejected: "rejected",
	expired: "muted"
};
// src/features/spotlight-manager/spotlight-manager-api.ts
var fetchMySpotlightRequests = async () => unwrap(await browserApi.get("/api/spotlight/my-requests"));
var submitSpotlightRequest = (payload) => apiPost("/api/spotlight/submit", payload);
// src/features/spotlight-manager/SpotlightRequestDialog.tsx
var _jsxFileName$1 = "/work/wt/i28/storefront/src/features/spotlight-manager/SpotlightRequestDialog.tsx";
var MONTH_OPTIONS = Array.from({ length: SPOTLIGHT_MONTHS.max - SPOTLIGHT_MONTHS.min + 1 }, (_, index) => {
	const months = SPOTLIGHT_MONTHS.min + index;
	return {
		value: String(months),
		label: `${monthsLabel(months)} — ${formatEuro(spotlightTotal(months))}`
	};
});
/**
* 'Request a Spotlight': the product, 1–12 months with the prepaid total, and 1–8 pictures, each
* uploaded as soon as it is chosen (with its progress). The amount shown is the same rule the API
* charges by; the API computes it again and answers what it stored.
*/
function SpotlightRequestDialog({ offered, initialProductId, onClose, onSubmitted }) {
	const inputId = useId();
	const [productId, setProductId] = useState(String(initialProductId ?? offered[0]?.product.id ?? ""));
	const [months, setMonths] = useState(String(SPOTLIGHT_MONTHS.min));
	const [uploads, setUploads] = useState([]);
	const [busy, setBusy] = useState(false);
	const uploading = uploads.some((upload) => upload.url === null);
	const addFiles = async (files) => {
		if (uploads.length + files.length > SPOTLIGHT_IMAGES.max) {
			showToast({
				...VALIDATION_TOASTS.spotlightTooManyImages,
				variant: "destructive"
			});
			return;
		}
		const accepted = files.filter((file) => !imageFileProblem(file));
		if (accepted.length < files.length) showToast({
			...SPOTLIGHT_TOASTS.uploadFailed,
			variant: "destructive"
		});
		const started = accepted.map((file) => ({
			file,
			upload: {
				key: `${file.name}-${Math.random()}`,
				name: file.name,
				progress: 0,
				url: null
			}
		}));
		setUploads((current) => [...current, ...started.map((entry) => entry.upload)]);
		const update = (key, change) => setUploads((current) => change === null ? current.filter((upload) => upload.key !== key) : current.map((upload) => upload.key === key ? {
			...upload,
			...change
		} : upload));
		const failed = (await Promise.allSettled(started.map(async ({ file, upload }) => {
			try {
				const stored = await uploadImage(file, (progress) => update(upload.key, { progress }));
				update(upload.key, {
					url: stored.imageUrl,
					progress: 1
				});
			} catch (error) {
				update(upload.key, null);
				throw error;
			}
		}))).find((result) => result.status === "rejected");
		if (failed && !handleUnauthorized(failed.reason)) showToast({
			...SPOTLIGHT_TOASTS.uploadFailed,
			variant: "destructive"
		});
	};
	const submit = async () => {
		if (!productId) return;
		const images = uploads.flatMap((upload) => upload.url ? [upload.url] : []);
		if (images.length < SPOTLIGHT_IMAGES.min) {
			showToast({
				...VALIDATION_TOASTS.spotlightImagesMissing,
				variant: "destructive"
			});
			return;
		}
		setBusy(true);
		try {
			const request = await submitSpotlightRequest({
				productId: Number(productId),
				durationMonths: Number(months),
				images
			});
			showToast({
				...SPOTLIGHT_TOASTS.submitted,
				variant: "success"
			});
			onSubmitted(request);
		} catch (error) {
			if (!handleUnauthorized(error)) showToast({
				title: SPOTLIGHT_TOASTS.submitFailed.title,
				description: messageOrFallback(errorServerMessage(error), SPOTLIGHT_TOASTS.submitFailed.fallback),
				variant: "destructive"
			});
		} finally {
			setBusy(false);
		}
	};
	return /* @__PURE__ */ jsxDEV(Dialog, {
		open: true,
		title: SPOTLIGHT_MANAGER.dialogTitle,
		onClose,
		children: /* @__PURE__ */ jsxDEV("form", {
			className: "owner-form spotlight-form",
			"data-testid": "spotlight-form",
			onSubmit: (event) => {
				event.preventDefault();
				submit();
			},
			children: [
				/* @__PURE__ */ jsxDEV(SelectField, {
					label: SPOTLIGHT_MANAGER.product,
					name: "productId",
					value: productId,
					options: offered.map(({ product, shopName }) => ({
						value: String(product.id),
						label: `${product.name} (${shopName})`
					})),
					onValueChange: setProductId
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 118,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(SelectField, {
					label: SPOTLIGHT_MANAGER.duration,
					name: "durationMonths",
					value: months,
					options: MONTH_OPTIONS,
					onValueChange: setMonths
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 125,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("p", {
					className: "spotlight-form__total",
					"data-testid": "spotlight-total",
					children: [/* @__PURE__ */ jsxDEV("span", { children: SPOTLIGHT_MANAGER.total }, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 133,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV("strong", { children: formatEuro(spotlightTotal(Number(months))) }, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 134,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 132,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "spotlight-images",
					role: "group",
					"aria-labelledby": `${inputId}-label`,
					children: [
						/* @__PURE__ */ jsxDEV("span", {
							className: "field__label",
							id: `${inputId}-label`,
							children: SPOTLIGHT_MANAGER.images
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 138,
							columnNumber: 11
						}, this),
						/* @__PURE__ */ jsxDEV("p", {
							className: "spotlight-images__hint",
							id: `${inputId}-hint`,
							children: SPOTLIGHT_MANAGER.imagesHint
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 141,
							columnNumber: 11
						}, this),
						uploads.length > 0 && /* @__PURE__ */ jsxDEV("ul", {
							className: "spotlight-images__list",
							children: uploads.map((upload) => /* @__PURE__ */ jsxDEV("li", {
								className: "spotlight-images__item",
								"data-testid": "spotlight-image",
								children: [upload.url ? /* @__PURE__ */ jsxDEV("img", {
									src: thumbnailUrl(upload.url),
									alt: upload.name,
									width: "72",
									height: "72"
								}, void 0, false, {
									fileName: _jsxFileName$1,
									lineNumber: 149,
									columnNumber: 21
								}, this) : /* @__PURE__ */ jsxDEV("progress", {
									max: 1,
									value: upload.progress,
									"aria-label": `${SPOTLIGHT_MANAGER.uploading} ${upload.name}`
								}, void 0, false, {
									fileName: _jsxFileName$1,
									lineNumber: 151,
									columnNumber: 21
								}, this), /* @__PURE__ */ jsxDEV("button", {
									type: "button",
									className: "spotlight-images__remove",
									"aria-label": `${SPOTLIGHT_MANAGER.removeImage} ${upload.name}`,
									disabled: upload.url === null,
									onClick: () => setUploads((current) => current.filter((each) => each.key !== upload.key)),
									children: "×"
								}, void 0, false, {
									fileName: _jsxFileName$1,
									lineNumber: 153,
									columnNumber: 19
								}, this)]
							}, upload.key, true, {
								fileName: _jsxFileName$1,
								lineNumber: 147,
								columnNumber: 17
							}, this))
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 145,
							columnNumber: 13
						}, this),
						uploads.length < SPOTLIGHT_IMAGES.max && /* @__PURE__ */ jsxDEV(Fragment$1, { children: [/* @__PURE__ */ jsxDEV("label", {
							className: "button owner-button--ghost owner-button--small spotlight-images__choose",
							htmlFor: inputId,
							children: SPOTLIGHT_MANAGER.addImages
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 168,
							columnNumber: 15
						}, this), /* @__PURE__ */ jsxDEV("input", {
							id: inputId,
							className: "spotlight-images__input",
							type: "file",
							accept: IMAGE_ACCEPT,
							multiple: true,
							"aria-describedby": `${inputId}-hint`,
							onChange: (event) => {
								const files = [...event.target.files ?? []];
								event.target.value = "";
								if (files.length > 0) addFiles(files);
							}
						}, void 0, false, {
							fileName: _jsxFileName$1,
							lineNumber: 171,
							columnNumber: 15
						}, this)] }, void 0, true, {
							fileName: _jsxFileName$1,
							lineNumber: 167,
							columnNumber: 13
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 137,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("p", {
					className: "spotlight-form__note",
					children: SPOTLIGHT_MANAGER.reviewPromise
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 188,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "owner-form__actions",
					children: [/* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "button owner-button--ghost",
						onClick: onClose,
						children: SPOTLIGHT_MANAGER.cancel
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 190,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV("button", {
						type: "submit",
						className: "button button--primary",
						disabled: busy || uploading || !productId,
						children: busy ? SPOTLIGHT_MANAGER.submitting : SPOTLIGHT_MANAGER.submit
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 193,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 189,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 110,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 109,
		columnNumber: 5
	}, this);
}
// src/features/spotlight-manager/SpotlightManager.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/spotlight-manager/SpotlightManager.tsx";
/**
* The dashboard's Spotlight tab: the owner's requests with their state (days left while active,
* the reason when refused, a pay link while unpaid), and up to six products to request one for.
*/
function SpotlightManager({ shops }) {
	const [requests, setRequests] = useState(null);
	const [loadError, setLoadError] = useState(null);
	const [dialogProduct, setDialogProduct] = useState(void 0);
	const load = useCallback(async () => {
		try {
			setRequests(await fetchMySpotlightRequests());
			setLoadError(null);
		} catch (error) {
			if (!handleUnauthorized(error)) setLoadError(messageOrFallback(errorServerMessage(error), SPOTLIGHT_MANAGER.loadFailed));
		}
	}, []);
	useEffect(() => {
		load();
	}, [load]);
	const offered = offeredProducts(shops, requests ?? []);
	return /* @__PURE__ */ jsxDEV("div", {
		className: "spotlight-manager",
		"data-testid": "spotlight-manager",
		children: [
			/* @__PURE__ */ jsxDEV("p", {
				className: "spotlight-manager__intro",
				children: [
					SPOTLIGHT_MANAGER.intro,
					" ",
					SPOTLIGHT_MANAGER.reviewPromise
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 44,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("section", {
				className: "owner-section",
				"aria-labelledby": "spotlight-offered-heading",
				children: [/* @__PURE__ */ jsxDEV("div", {
					className: "spotlight-manager__head",
					children: [/* @__PURE__ */ jsxDEV("h2", {
						id: "spotlight-offered-heading",
						className: "owner-section__title",
						children: SPOTLIGHT_MANAGER.availableProducts
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 50,
						columnNumber: 11
					}, this), offered.length > 0 && requests !== null && /* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "button button--primary owner-button--small",
						onClick: () => setDialogProduct(null),
						children: SPOTLIGHT_MANAGER.newRequest
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 54,
						columnNumber: 13
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 49,
					columnNumber: 9
				}, this), requests !== null && offered.length === 0 ? /* @__PURE__ */ jsxDEV("p", {
					className: "owner-empty",
					children: SPOTLIGHT_MANAGER.noProducts
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 60,
					columnNumber: 11
				}, this) : /* @__PURE__ */ jsxDEV("ul", {
					className: "spotlight-offers",
					children: offered.map(({ product, shopName }) => /* @__PURE__ */ jsxDEV("li", {
						className: "spotlight-offer",
						"data-testid": "spotlight-offer",
						"data-product-id": product.id,
						children: [
							/* @__PURE__ */ jsxDEV("img", {
								className: "spotlight-offer__image",
								src: product.imageUrl ? thumbnailUrl(product.imageUrl) : PRODUCT_PLACEHOLDER_IMAGE,
								"data-fallback": PRODUCT_PLACEHOLDER_IMAGE,
								alt: "",
								width: "56",
								height: "56"
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 65,
								columnNumber: 17
							}, this),
							/* @__PURE__ */ jsxDEV("span", {
								className: "spotlight-offer__text",
								children: [/* @__PURE__ */ jsxDEV("span", {
									className: "spotlight-offer__name",
									children: product.name
								}, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 74,
									columnNumber: 19
								}, this), /* @__PURE__ */ jsxDEV("span", {
									className: "spotlight-offer__shop",
									children: [
										shopName,
										" · ",
										formatEuro(product.price)
									]
								}, void 0, true, {
									fileName: _jsxFileName,
									lineNumber: 75,
									columnNumber: 19
								}, this)]
							}, void 0, true, {
								fileName: _jsxFileName,
								lineNumber: 73,
								columnNumber: 17
							}, this),
							/* @__PURE__ */ jsxDEV("button", {
								type: "button",
								className: "button owner-button--ghost owner-button--small",
								disabled: requests === null,
								"aria-label": `${SPOTLIGHT_MANAGER.newRequest}: ${product.name}`,
								onClick: () => setDialogProduct(product.id),
								children: SPOTLIGHT_MANAGER.newRequest
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 79,
								columnNumber: 17
							}, this)
						]
					}, product.id, true, {
						fileName: _jsxFileName,
						lineNumber: 64,
						columnNumber: 15
					}, this))
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 62,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 48,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("section", {
				className: "owner-section",
				"aria-labelledby": "spotlight-requests-heading",
				children: [
					/* @__PURE__ */ jsxDEV("h2", {
						id: "spotlight-requests-heading",
						className: "owner-section__title",
						children: SPOTLIGHT_MANAGER.myRequests
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 95,
						columnNumber: 9
					}, this),
					loadError && /* @__PURE__ */ jsxDEV("p", {
						className: "owner-empty",
						role: "alert",
						children: loadError
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 99,
						columnNumber: 11
					}, this),
					requests !== null && requests.length === 0 && /* @__PURE__ */ jsxDEV("p", {
						className: "owner-empty",
						children: SPOTLIGHT_MANAGER.noRequests
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 103,
						columnNumber: 56
					}, this),
					requests !== null && requests.length > 0 && /* @__PURE__ */ jsxDEV("ul", {
						className: "spotlight-requests",
						children: requests.map((request) => /* @__PURE__ */ jsxDEV("li", {
							className: "spotlight-request",
							"data-testid": "spotlight-request",
							"data-request-id": request.id,
							children: [
								/* @__PURE__ */ jsxDEV("img", {
									className: "spotlight-request__image",
									src: thumbnailUrl(request.images[0] ?? request.product.imageUrl ?? "/images/placeholder-product.svg"),
									"data-fallback": "/images/placeholder-product.svg",
									alt: "",
									width: "64",
									height: "64"
								}, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 108,
									columnNumber: 17
								}, this),
								/* @__PURE__ */ jsxDEV("div", {
									className: "spotlight-request__text",
									children: [
										/* @__PURE__ */ jsxDEV("div", {
											className: "spotlight-request__title-row",
											children: [/* @__PURE__ */ jsxDEV("span", {
												className: "spotlight-request__name",
												children: request.product.name
											}, void 0, false, {
												fileName: _jsxFileName,
												lineNumber: 118,
												columnNumber: 21
											}, this), /* @__PURE__ */ jsxDEV("span", {
												className: `owner-badge owner-badge--${STATUS_TONE[request.status]}`,
												"data-testid": "spotlight-status",
												children: SPOTLIGHT_STATUS_LABELS[request.status]
											}, void 0, false, {
												fileName: _jsxFileName,
												lineNumber: 119,
												columnNumber: 21
											}, this)]
										}, void 0, true, {
											fileName: _jsxFileName,
											lineNumber: 117,
											columnNumber: 19
										}, this),
										/* @__PURE__ */ jsxDEV("p", {
											className: "spotlight-request__meta",
											children: [
												monthsLabel(request.durationMonths),
												" · ",
												formatEuro(request.totalAmount),
												" ·",
												" ",
												request.paidAt ? SPOTLIGHT_MANAGER.paid : SPOTLIGHT_MANAGER.unpaid
											]
										}, void 0, true, {
											fileName: _jsxFileName,
											lineNumber: 123,
											columnNumber: 19
										}, this),
										request.status === "approved" && request.endDate && /* @__PURE__ */ jsxDEV("p", {
											className: "spotlight-request__meta",
											"data-testid": "spotlight-days-left",
											children: [
												daysLeftLabel(daysLeft(request.endDate)),
												" · ",
												SPOTLIGHT_MANAGER.ends,
												" ",
												formatDate(request.endDate)
											]
										}, void 0, true, {
											fileName: _jsxFileName,
											lineNumber: 128,
											columnNumber: 21
										}, this),
										request.rejectionReason && (request.status === "rejected" || request.status === "force_rejected") && /* @__PURE__ */ jsxDEV("p", {
											className: "spotlight-request__reason",
											children: [
												SPOTLIGHT_MANAGER.rejectionReason,
												": ",
												request.rejectionReason
											]
										}, void 0, true, {
											fileName: _jsxFileName,
											lineNumber: 133,
											columnNumber: 21
										}, this)
									]
								}, void 0, true, {
									fileName: _jsxFileName,
									lineNumber: 116,
									columnNumber: 17
								}, this),
								awaitsPayment(request) && /* @__PURE__ */ jsxDEV("a", {
									className: "button button--accent owner-button--small",
									href: spotlightPaymentPath(request.id),
									"data-testid": "spotlight-pay",
									children: SPOTLIGHT_MANAGER.payNow
								}, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 139,
									columnNumber: 19
								}, this)
							]
						}, request.id, true, {
							fileName: _jsxFileName,
							lineNumber: 107,
							columnNumber: 15
						}, this))
					}, void 0, false, {
						fileName: _jsxFileName,
						lineNumber: 105,
						columnNumber: 11
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 94,
				columnNumber: 7
			}, this),
			dialogProduct !== void 0 && /* @__PURE__ */ jsxDEV(SpotlightRequestDialog, {
				offered,
				initialProductId: dialogProduct,
				onClose: () => setDialogProduct(void 0),
				onSubmitted: (request) => {
					setDialogProduct(void 0);
					setRequests((current) => [request, ...current ?? []]);
					load();
				}
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 154,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 43,
		columnNumber: 5
	}, this);
}
export { SpotlightManager as default };
