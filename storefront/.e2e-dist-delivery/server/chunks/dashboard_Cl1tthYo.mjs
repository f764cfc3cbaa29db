import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, N as addAttribute, T as Fragment$2, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { t as formatEuro } from "./money_DroOChIm.mjs";
import { C as COMMON_LABELS, i as errorServerMessage, o as unwrap, r as ApiError, s as withQuery, t as serverApi, w as messageOrFallback } from "./server_BNsqkC4i.mjs";
import { t as SPOTLIGHT_MANAGER } from "./spotlight_BlXIqfQB.mjs";
import { $ as VALIDATION_MESSAGES, B as TextAreaField, D as Tabs, F as useFormFields, G as showToast, I as CheckboxField, L as FormAlert, U as browserApi, V as TextField, et as VALIDATION_TOASTS, i as greetingName, o as openChat, q as Dialog, r as getSessionState, rt as IMAGE_UPLOAD_FIELD, t as $$SiteLayout, tt as ACCEPTED_IMAGE_TYPES, z as SelectField } from "./SiteLayout_D9w8JYOK.mjs";
import { l as SUBSCRIPTION_STATUS_LABELS, n as fetchBilling, o as uploadFile, r as fetchPlans } from "./billing-api_yVKhNlv3.mjs";
import { n as formatDate, r as formatDateTime } from "./dates_BETNPmni.mjs";
import { t as FIELD_LENGTHS } from "./fields_C14A1yAN.mjs";
import { n as PRODUCT_PLACEHOLDER_IMAGE, r as SHOP_PLACEHOLDER_IMAGE } from "./image-fallback_CcuaO_Xb.mjs";
import { r as dashboardRedirect, t as AUTH_REQUIRED_NOTICE } from "./guards_bz5iJ8zm.mjs";
import { r as REFERRAL_COPY, t as BILLING_COPY } from "./copy_CwCpx82G.mjs";
import { a as handleUnauthorized, i as paymentHref, n as isOpenTransfer } from "./pay-intent_DVEoeNAh.mjs";
import { t as $$PricingPlans } from "./PricingPlans_ChgKKSmB.mjs";
import { Suspense, lazy, useEffect, useId, useState } from "react";
import { jsxDEV } from "react/jsx-dev-runtime";
import Papa from "papaparse";
// ../shared/src/messages/owner.ts
var TRY_AGAIN = "Please try again.";
/** The owner dashboard. */
var OWNER_DASHBOARD_LABELS = {
	greetingFallback: "Shop Owner",
	listingBadge: `List Your Shop - ${formatEuro(200)}/year`,
	addNewShop: "Add New Shop",
	subscription: "Subscription",
	totalShops: COMMON_LABELS.totalShops,
	totalProducts: "Total Products",
	totalViews: COMMON_LABELS.totalViews,
	activeShops: "Active Shops",
	avgProductsPerShop: "Avg Products/Shop",
	tabOverview: "Overview",
	tabShops: "My Shops",
	tabProducts: COMMON_LABELS.products,
	tabSpotlight: COMMON_LABELS.spotlight,
	noShops: "No shops yet",
	addFirstShop: "Add Your First Shop",
	noProducts: "No products yet",
	addProduct: "Add Product",
	removeAll: "Remove All",
	updateImage: "Update Image",
	chooseImage: "Choose Image",
	changeImage: "Change Image",
	messagesPlaceholder: "Customer messages will appear here once customers send inquiries about your shops."
};
var addProductDialogTitle = (shopName) => `Add Product to ${shopName}`;
var approvedCountLabel = (approved) => `${approved} approved`;
/** Selected file name and size in MB under an image picker. */
var selectedFileLabel = (name, bytes) => `${name} (${(bytes / 1048576).toFixed(2)} MB)`;
/** The three-step explanation on the dashboard. */
var OWNER_HOW_IT_WORKS = [
	{
		title: "Register your shop",
		text: `Register your shop and pay the yearly fee of ${formatEuro(200)}.`
	},
	{
		title: "Add your products",
		text: "Add products with photos, descriptions and prices."
	},
	{
		title: "Connect with customers",
		text: "Customers find you and get in touch through messages."
	}
];
/** What the owner calls answer on success; the dashboard shows them as toasts. */
var OWNER_SUCCESS = {
	shopCreated: {
		title: "Shop Created!",
		description: "It will be reviewed by our team"
	},
	shopUpdated: {
		title: "Shop Updated",
		description: "Your shop details have been saved."
	},
	productAdded: {
		title: "Product Added",
		description: "Your product is now listed."
	},
	productUpdated: {
		title: "Product Updated",
		description: "Your changes have been saved."
	},
	productDeleted: {
		title: "Product Deleted",
		description: "The product has been removed."
	},
	allProductsDeleted: {
		title: "Products Deleted",
		description: "All products of this shop have been removed."
	},
	shopDeleted: {
		title: "Shop Deleted",
		description: "The shop and its products have been removed."
	},
	profileImageUpdated: {
		title: "Image Updated",
		description: "Your shop profile image has been updated."
	},
	messageRead: { title: "Marked as read" }
};
var productsImported = (count) => `${count} ${count === 1 ? "product" : "products"} imported.`;
/** Owner toasts that append the server's message, e.g. 'Failed to create shop: Please try again.' */
var createShopFailed = (serverMessage) => `Failed to create shop: ${messageOrFallback(serverMessage, TRY_AGAIN)}`;
var updateShopFailed = (serverMessage) => `Failed to update shop: ${messageOrFallback(serverMessage, TRY_AGAIN)}`;
var addProductFailed = (serverMessage) => `Failed to add product: ${messageOrFallback(serverMessage, TRY_AGAIN)}`;
var updateProductFailed = (serverMessage) => `Failed to update product: ${messageOrFallback(serverMessage, TRY_AGAIN)}`;
var deleteProductFailed = (serverMessage) => `Failed to delete product: ${messageOrFallback(serverMessage, TRY_AGAIN)}`;
var deleteProductsFailed = (serverMessage) => `Failed to delete products: ${messageOrFallback(serverMessage, TRY_AGAIN)}`;
var deleteShopFailed = (serverMessage) => `Failed to delete shop: ${messageOrFallback(serverMessage, TRY_AGAIN)}`;
var OWNER_ERRORS = {
	title: COMMON_LABELS.error,
	uploadImageFailed: "Failed to upload image",
	updateProfileImageFailed: "Failed to update shop profile image",
	uploadProfileImageFailed: "Failed to upload shop profile image. Please try again.",
	notYourProduct: "You can only delete your own products.",
	notYourShop: "You can only delete products from your own shop.",
	notYourShopToChange: "You can only manage your own shops.",
	notYourProductToChange: "You can only edit your own products.",
	notYourMessage: "You can only read messages sent to your own shops.",
	uploadsRateLimited: "Too many uploads. Please wait a minute and try again."
};
/** Browser confirmations before irreversible deletes. */
var OWNER_CONFIRMATIONS = {
	deleteProduct: (productName) => `Delete ${productName}? ${COMMON_LABELS.cannotBeUndone}`,
	deleteAllProducts: (shopName) => `Are you sure you want to delete all products from ${shopName}? ${COMMON_LABELS.cannotBeUndone}`,
	deleteShop: (shopName) => `Are you sure you want to delete ${shopName} and all its products? ${COMMON_LABELS.cannotBeUndone}`
};
// ../shared/src/rules/images.ts
/** An uploaded picture (`/uploads/owners/<owner>/<name>.webp`) has a small copy beside it for cards and lists. */
var UPLOADED_PICTURE = /^(\/uploads\/owners\/\d+\/[0-9a-f-]+)\.webp$/;
/** The name the thumbnail of a stored picture ends with, instead of `.webp`. */
var THUMBNAIL_SUFFIX = "-thumb.webp";
/** The small copy of an uploaded picture; any other address (seeded, another site, inline) is its own thumbnail. */
function thumbnailUrl(imageUrl) {
	const match = UPLOADED_PICTURE.exec(imageUrl);
	return match ? `${match[1]}${THUMBNAIL_SUFFIX}` : imageUrl;
}
// src/features/owner-dashboard/copy.ts
/** The owner dashboard's own words; the labels the API and other screens share come from @shoplocal/shared/messages. */
var OWNER_DASHBOARD_COPY = {
	greeting: (name) => `Welcome, ${name}`,
	intro: "Your shops, products and customer messages in one place.",
	tabsLabel: "Dashboard sections",
	summaryLabel: "Summary",
	productCount: (count) => `${count} ${count === 1 ? "product" : "products"}`,
	viewCount: (count) => `${count} ${count === 1 ? "view" : "views"}`,
	productLimit: (count, max) => `${count} of ${max} products on your plan`,
	rejected: "Rejected",
	rejectedReason: (reason) => `Reason: ${reason}`,
	editShop: "Edit Shop",
	deleteShop: "Delete Shop",
	editShopTitle: (name) => `Edit ${name}`,
	editProduct: "Edit",
	editProductTitle: (name) => `Edit ${name}`,
	deleteProduct: "Delete",
	deleteProductLabel: (name) => `Delete ${name}`,
	editProductLabel: (name) => `Edit ${name}`,
	profileImage: "Profile image",
	profileImageOf: (name) => `Profile image of ${name}`,
	productImage: "Product photo",
	removeImage: "Remove photo",
	uploading: (percent) => `Uploading… ${percent}%`,
	uploadKeptInline: "The photo could not be uploaded, so it is kept inside the product instead.",
	saving: "Saving…",
	createShop: "Create Shop",
	saveChanges: "Save Changes",
	cancel: "Cancel",
	fields: {
		shopName: "Shop name",
		description: "Description",
		location: "Location",
		locationHint: "Town or county, e.g. Ennis, Co. Clare",
		address: "Address",
		phone: "Phone",
		email: "Email",
		website: "Website",
		category: "Category",
		noCategory: "Choose a category",
		productName: "Product name",
		price: "Price (€)",
		inStock: "In stock"
	},
	required: "(required)",
	manageShops: "Manage products by shop",
	allProducts: "All products",
	outOfStock: "Out of stock",
	messages: "Messages",
	openChats: "Open customer chats",
	unreadCount: (count) => `${count} unread`,
	unread: "New",
	markRead: "Mark as read",
	messageFrom: (name) => `From ${name}`,
	anonymousSender: "A customer",
	sentTo: (shop) => `to ${shop}`,
	loadShopsFailed: "Your shops could not be loaded. Please refresh the page.",
	loadMessagesFailed: "Messages could not be loaded. Please try again.",
	retry: "Try again",
	howItWorks: "How it works",
	tabInsights: "Insights",
	insightsTitle: "How my shops are doing",
	insightsLoading: "Loading your figures…",
	insightsFailed: "Your figures could not be loaded. Please try again.",
	viewsTitle: "Views per day, last 30 days",
	viewsSummary: (total) => `${total} ${total === 1 ? "view" : "views"} in the last 30 days across your shops.`,
	favouritesTitle: "Most favourited products",
	noFavourites: "No customer has saved one of your products yet.",
	favouritesAxis: "Favourites",
	weeklyTitle: "Contact messages and chats per week",
	weeklySummary: (messages, chats) => `${messages} contact ${messages === 1 ? "message" : "messages"} and ${chats} new ${chats === 1 ? "chat" : "chats"} in the last 12 weeks.`,
	messagesSeries: "Contact messages",
	chatsSeries: "New chats",
	replyTitle: "Average time to first reply",
	replyValue: (label, count) => `${label}, over ${count} ${count === 1 ? "chat" : "chats"} in the last 90 days`,
	noReplies: "No chat has had a reply in the last 90 days.",
	importCsv: "Import CSV",
	importTitle: (shop) => `Import products to ${shop}`,
	importIntro: "Add many products at once from a spreadsheet saved as CSV. Name and price are required.",
	downloadTemplate: "Download the template",
	chooseCsv: "CSV file",
	importReady: (count) => `${count} ${count === 1 ? "product is" : "products are"} ready to import.`,
	importProblems: (count) => `${count} ${count === 1 ? "row has a problem and is" : "rows have problems and are"} left out:`,
	importButton: (count) => `Import ${count} ${count === 1 ? "product" : "products"}`,
	importing: "Importing…",
	importFailed: (message) => `Failed to import products: ${message ?? "Please try again."}`,
	previewName: "Name",
	previewPrice: "Price",
	previewStock: "In stock",
	yes: "Yes",
	no: "No",
	previewMore: (count) => `…and ${count} more`,
	planLimitHint: "Upgrade your plan to list more products."
};
// src/features/owner-dashboard/dashboard-api.ts
async function write(method, path, body) {
	const result = await browserApi.send(method, path, { body });
	return unwrap(result).body;
}
var fetchMyShops = (api) => api.get("/api/my-shops");
var fetchCategories = (api) => api.get("/api/categories");
var fetchOwnerMessages = (api) => api.get("/api/shop-owner/messages");
var fetchInsights = (api, signal) => api.get("/api/shop-owner/insights", { signal });
var reloadMyShops = async () => unwrap(await fetchMyShops(browserApi));
var createShop = (payload) => write("POST", "/api/shops", payload);
var updateShop = (shopId, payload) => write("PUT", `/api/shops/${shopId}`, payload);
var deleteShop = (shopId) => write("DELETE", `/api/shops/${shopId}`);
var setProfileImage = (shopId, profileImageUrl) => write("PUT", `/api/shops/${shopId}/profile-image`, { profileImageUrl });
var addProduct = (shopId, payload) => write("POST", `/api/shops/${shopId}/products`, {
	...payload,
	shopId
});
var importProducts = (shopId, products) => write("POST", `/api/shops/${shopId}/products/import`, { products });
var updateProduct = (productId, payload) => write("PUT", `/api/products/${productId}`, payload);
var deleteProduct = (productId) => write("DELETE", `/api/products/${productId}`);
var deleteAllProducts = (shopId) => write("DELETE", `/api/shops/${shopId}/products`);
var markMessageRead = (messageId) => write("PUT", `/api/shop-owner/messages/${messageId}/read`);
/** POST /api/upload/image with upload progress (0–1). */
var uploadImage = (file, onProgress) => uploadFile("POST", "/api/upload/image", IMAGE_UPLOAD_FIELD, file, onProgress);
// src/features/owner-dashboard/form-rules.ts
var refuse = (toast, field) => ({
	ok: false,
	toast,
	field,
	message: toast.description ?? toast.title
});
/** What the person typed, with empty optional fields sent as null. */
var optional = (value) => value.trim() === "" ? null : value.trim();
function checkShopForm(values) {
	if (values.name.trim() === "") return refuse(VALIDATION_TOASTS.shopNameMissing, "name");
	if (values.location.trim() === "") return refuse(VALIDATION_TOASTS.locationMissing, "location");
	return {
		ok: true,
		payload: {
			name: values.name.trim(),
			location: values.location.trim(),
			description: optional(values.description),
			address: optional(values.address),
			phone: optional(values.phone),
			email: optional(values.email),
			website: optional(values.website),
			categoryId: values.categoryId === "" ? null : Number(values.categoryId)
		}
	};
}
/** A price typed as "12", "12.5" or "12,50"; anything else is not a number. */
function parsePrice(text) {
	const normalised = text.trim().replace(",", ".");
	return /^\d+(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : NaN;
}
function checkProductForm(values, imageUrl) {
	if (values.name.trim() === "") return refuse(VALIDATION_TOASTS.productNameMissing, "name");
	const price = parsePrice(values.price);
	if (!(price > 0)) return refuse(VALIDATION_TOASTS.invalidPrice, "price");
	return {
		ok: true,
		payload: {
			name: values.name.trim(),
			description: optional(values.description),
			price,
			imageUrl,
			inStock: values.inStock
		}
	};
}
var shopFormValues = (shop) => ({
	name: shop?.name ?? "",
	description: shop?.description ?? "",
	location: shop?.location ?? "",
	address: shop?.address ?? "",
	phone: shop?.phone ?? "",
	email: shop?.email ?? "",
	website: shop?.website ?? "",
	categoryId: shop?.categoryId ? String(shop.categoryId) : ""
});
var productFormValues = (product) => ({
	name: product?.name ?? "",
	description: product?.description ?? "",
	price: product ? String(product.price) : "",
	inStock: product?.inStock ?? true
});
// src/features/owner-dashboard/csv-import.ts
/** The columns of an import file, in the template's order; only name and price are required. */
var CSV_COLUMNS = [
	"name",
	"description",
	"price",
	"imageUrl",
	"inStock"
];
/** The downloadable template: the header and two example rows. */
var CSV_TEMPLATE = [
	CSV_COLUMNS.join(","),
	"Irish Linen Tea Towel,\"Woven in Co. Down, 50 x 70 cm\",14.50,,yes",
	"Connemara Marble Keyring,Hand-polished green marble,9,https://example.ie/keyring.jpg,no"
].join("\r\n");
var YES = /* @__PURE__ */ new Set([
	"",
	"yes",
	"y",
	"true",
	"1",
	"in stock"
]);
var NO = /* @__PURE__ */ new Set([
	"no",
	"n",
	"false",
	"0",
	"out of stock"
]);
var IMPORT_MESSAGES = {
	missingColumns: `The first line must name the columns: ${CSV_COLUMNS.join(", ")} (name and price are required).`,
	stockUnknown: "In stock must be yes or no",
	tooManyRows: VALIDATION_MESSAGES.importTooLarge,
	empty: VALIDATION_MESSAGES.importEmpty,
	line: (line, message) => `Line ${line}: ${message}`
};
function rowProblem(record) {
	if (!record.name?.trim()) return VALIDATION_MESSAGES.productNameMissing;
	if (!(parsePrice(record.price ?? "") > 0)) return VALIDATION_MESSAGES.priceNotPositive;
	const stock = (record.inStock ?? "").trim().toLowerCase();
	if (!YES.has(stock) && !NO.has(stock)) return IMPORT_MESSAGES.stockUnknown;
	return null;
}
/**
* Reads an import file: the rows ready to send and, for every other row, its line and what is wrong
* with it. The API checks the rows again and adds them all or none.
*/
function parseProductCsv(text) {
	const parsed = Papa.parse(text.replace(/^\uFEFF/, ""), {
		header: true,
		skipEmptyLines: false,
		transformHeader: (header) => header.trim()
	});
	const fields = parsed.meta.fields ?? [];
	if (!fields.includes("name") || !fields.includes("price")) return {
		rows: [],
		problems: [{
			line: 1,
			message: IMPORT_MESSAGES.missingColumns
		}]
	};
	const rows = [];
	const problems = [];
	parsed.data.forEach((record, index) => {
		const line = index + 2;
		if (Object.values(record).every((value) => !value?.trim())) return;
		const problem = rowProblem(record);
		if (problem) {
			problems.push({
				line,
				message: problem
			});
			return;
		}
		rows.push({
			line,
			payload: {
				name: record.name.trim(),
				description: record.description?.trim() || null,
				price: parsePrice(record.price),
				imageUrl: record.imageUrl?.trim() || null,
				inStock: !NO.has((record.inStock ?? "").trim().toLowerCase())
			}
		});
	});
	if (rows.length > 500) problems.push({
		line: rows[500].line,
		message: IMPORT_MESSAGES.tooManyRows
	});
	if (rows.length === 0 && problems.length === 0) problems.push({
		line: 1,
		message: IMPORT_MESSAGES.empty
	});
	return {
		rows,
		problems
	};
}
/** The API names a bad row by its place in the list sent (products.3.price); this gives its line in the file. */
function serverProblems(rows, fieldErrors) {
	return Object.entries(fieldErrors).flatMap(([field, message]) => {
		const match = /^products\.(\d+)\./.exec(field);
		const row = match ? rows[Number(match[1])] : void 0;
		return row ? [{
			line: row.line,
			message
		}] : [];
	});
}
// src/features/owner-dashboard/run-action.ts
/**
* One owner action's outcome, told the way the dashboard tells them all: a success toast, or an
* error toast whose text appends the server's message ('Failed to add product: …'). An ended session
* goes to sign-in instead. Resolves with the answer, or null when the action failed.
*/
async function runAction(action, failed, options = {}) {
	try {
		const answer = await action();
		if (options.success) showToast({
			...options.success,
			variant: "success"
		});
		return answer;
	} catch (error) {
		options.onError?.(error);
		if (!handleUnauthorized(error)) showToast({
			title: OWNER_ERRORS.title,
			description: failed(errorServerMessage(error)),
			variant: "destructive"
		});
		return null;
	}
}
// src/features/owner-dashboard/CsvImportDialog.tsx
var _jsxFileName$10 = "/work/wt/i28/storefront/src/features/owner-dashboard/CsvImportDialog.tsx";
/** Rows shown in the preview; the count says how many more there are. */
var PREVIEW_ROWS = 8;
var TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;
/**
* Bulk import from a CSV file: a preview, each bad row named by its line (and left out), then one
* import of the good rows, all or nothing on the server.
*/
function CsvImportDialog({ shop, onClose, onImported }) {
	const [parsed, setParsed] = useState(null);
	const [busy, setBusy] = useState(false);
	const choose = async (file) => {
		setParsed(file ? parseProductCsv(await file.text()) : null);
	};
	const submit = async () => {
		if (!parsed || parsed.rows.length === 0) return;
		setBusy(true);
		const answer = await runAction(() => importProducts(shop.id, parsed.rows.map((row) => row.payload)), OWNER_DASHBOARD_COPY.importFailed, { onError: (error) => {
			if (error instanceof ApiError) {
				const refused = serverProblems(parsed.rows, error.fieldErrors);
				const lines = new Set(refused.map((problem) => problem.line));
				if (refused.length > 0) setParsed({
					rows: parsed.rows.filter((row) => !lines.has(row.line)),
					problems: [...parsed.problems, ...refused]
				});
			}
		} });
		setBusy(false);
		if (!answer) return;
		showToast({
			title: productsImported(answer.imported),
			variant: "success"
		});
		onImported();
		onClose();
	};
	const problems = parsed?.problems ?? [];
	const rows = parsed?.rows ?? [];
	return /* @__PURE__ */ jsxDEV(Dialog, {
		open: true,
		title: OWNER_DASHBOARD_COPY.importTitle(shop.name),
		onClose,
		children: /* @__PURE__ */ jsxDEV("div", {
			className: "owner-form csv-import",
			"data-testid": "csv-import",
			children: [
				/* @__PURE__ */ jsxDEV("p", { children: OWNER_DASHBOARD_COPY.importIntro }, void 0, false, {
					fileName: _jsxFileName$10,
					lineNumber: 69,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("a", {
					className: "owner-link-button",
					href: TEMPLATE_HREF,
					download: "products-template.csv",
					children: OWNER_DASHBOARD_COPY.downloadTemplate
				}, void 0, false, {
					fileName: _jsxFileName$10,
					lineNumber: 70,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "field",
					children: [/* @__PURE__ */ jsxDEV("label", {
						className: "field__label",
						htmlFor: "csv-import-file",
						children: OWNER_DASHBOARD_COPY.chooseCsv
					}, void 0, false, {
						fileName: _jsxFileName$10,
						lineNumber: 74,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV("input", {
						id: "csv-import-file",
						className: "field__input",
						type: "file",
						accept: ".csv,text/csv",
						onChange: (event) => void choose(event.target.files?.[0])
					}, void 0, false, {
						fileName: _jsxFileName$10,
						lineNumber: 77,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$10,
					lineNumber: 73,
					columnNumber: 9
				}, this),
				problems.length > 0 && /* @__PURE__ */ jsxDEV("div", {
					className: "csv-import__problems",
					role: "alert",
					children: [/* @__PURE__ */ jsxDEV("p", { children: OWNER_DASHBOARD_COPY.importProblems(problems.length) }, void 0, false, {
						fileName: _jsxFileName$10,
						lineNumber: 88,
						columnNumber: 13
					}, this), /* @__PURE__ */ jsxDEV("ul", { children: problems.map((problem) => /* @__PURE__ */ jsxDEV("li", { children: IMPORT_MESSAGES.line(problem.line, problem.message) }, `${problem.line}-${problem.message}`, false, {
						fileName: _jsxFileName$10,
						lineNumber: 91,
						columnNumber: 17
					}, this)) }, void 0, false, {
						fileName: _jsxFileName$10,
						lineNumber: 89,
						columnNumber: 13
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$10,
					lineNumber: 87,
					columnNumber: 11
				}, this),
				rows.length > 0 && /* @__PURE__ */ jsxDEV("div", {
					className: "csv-import__preview",
					children: [
						/* @__PURE__ */ jsxDEV("p", { children: OWNER_DASHBOARD_COPY.importReady(rows.length) }, void 0, false, {
							fileName: _jsxFileName$10,
							lineNumber: 99,
							columnNumber: 13
						}, this),
						/* @__PURE__ */ jsxDEV("table", { children: [/* @__PURE__ */ jsxDEV("thead", { children: /* @__PURE__ */ jsxDEV("tr", { children: [
							/* @__PURE__ */ jsxDEV("th", {
								scope: "col",
								children: OWNER_DASHBOARD_COPY.previewName
							}, void 0, false, {
								fileName: _jsxFileName$10,
								lineNumber: 103,
								columnNumber: 19
							}, this),
							/* @__PURE__ */ jsxDEV("th", {
								scope: "col",
								children: OWNER_DASHBOARD_COPY.previewPrice
							}, void 0, false, {
								fileName: _jsxFileName$10,
								lineNumber: 104,
								columnNumber: 19
							}, this),
							/* @__PURE__ */ jsxDEV("th", {
								scope: "col",
								children: OWNER_DASHBOARD_COPY.previewStock
							}, void 0, false, {
								fileName: _jsxFileName$10,
								lineNumber: 105,
								columnNumber: 19
							}, this)
						] }, void 0, true, {
							fileName: _jsxFileName$10,
							lineNumber: 102,
							columnNumber: 17
						}, this) }, void 0, false, {
							fileName: _jsxFileName$10,
							lineNumber: 101,
							columnNumber: 15
						}, this), /* @__PURE__ */ jsxDEV("tbody", { children: rows.slice(0, PREVIEW_ROWS).map((row) => /* @__PURE__ */ jsxDEV("tr", { children: [
							/* @__PURE__ */ jsxDEV("td", { children: row.payload.name }, void 0, false, {
								fileName: _jsxFileName$10,
								lineNumber: 111,
								columnNumber: 21
							}, this),
							/* @__PURE__ */ jsxDEV("td", { children: formatEuro(row.payload.price) }, void 0, false, {
								fileName: _jsxFileName$10,
								lineNumber: 112,
								columnNumber: 21
							}, this),
							/* @__PURE__ */ jsxDEV("td", { children: row.payload.inStock ? OWNER_DASHBOARD_COPY.yes : OWNER_DASHBOARD_COPY.no }, void 0, false, {
								fileName: _jsxFileName$10,
								lineNumber: 113,
								columnNumber: 21
							}, this)
						] }, row.line, true, {
							fileName: _jsxFileName$10,
							lineNumber: 110,
							columnNumber: 19
						}, this)) }, void 0, false, {
							fileName: _jsxFileName$10,
							lineNumber: 108,
							columnNumber: 15
						}, this)] }, void 0, true, {
							fileName: _jsxFileName$10,
							lineNumber: 100,
							columnNumber: 13
						}, this),
						rows.length > PREVIEW_ROWS && /* @__PURE__ */ jsxDEV("p", {
							className: "csv-import__more",
							children: OWNER_DASHBOARD_COPY.previewMore(rows.length - PREVIEW_ROWS)
						}, void 0, false, {
							fileName: _jsxFileName$10,
							lineNumber: 118,
							columnNumber: 44
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName$10,
					lineNumber: 98,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "owner-form__actions",
					children: [/* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "button owner-button--ghost",
						onClick: onClose,
						children: OWNER_DASHBOARD_COPY.cancel
					}, void 0, false, {
						fileName: _jsxFileName$10,
						lineNumber: 123,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "button button--primary",
						disabled: busy || rows.length === 0,
						onClick: () => void submit(),
						children: busy ? OWNER_DASHBOARD_COPY.importing : OWNER_DASHBOARD_COPY.importButton(rows.length)
					}, void 0, false, {
						fileName: _jsxFileName$10,
						lineNumber: 126,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$10,
					lineNumber: 122,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$10,
			lineNumber: 68,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$10,
		lineNumber: 67,
		columnNumber: 5
	}, this);
}
// src/features/owner-dashboard/MessagesPanel.tsx
var _jsxFileName$9 = "/work/wt/i28/storefront/src/features/owner-dashboard/MessagesPanel.tsx";
/** The contact messages customers sent to the owner's shops, newest first, unread ones marked; and the way into their chats. */
function MessagesPanel({ initial }) {
	const [inbox, setInbox] = useState(initial);
	const read = async (id) => {
		if (!await runAction(() => markMessageRead(id), (message) => message ?? OWNER_DASHBOARD_COPY.loadMessagesFailed)) return;
		setInbox((current) => current ? {
			unreadCount: Math.max(0, current.unreadCount - 1),
			messages: current.messages.map((message) => message.id === id ? {
				...message,
				isRead: true
			} : message)
		} : current);
	};
	return /* @__PURE__ */ jsxDEV("section", {
		className: "owner-panel owner-messages",
		"aria-labelledby": "owner-messages-heading",
		"data-testid": "messages-panel",
		children: [
			/* @__PURE__ */ jsxDEV("div", {
				className: "owner-panel__head",
				children: [
					/* @__PURE__ */ jsxDEV("h2", {
						id: "owner-messages-heading",
						className: "owner-panel__title",
						children: OWNER_DASHBOARD_COPY.messages
					}, void 0, false, {
						fileName: _jsxFileName$9,
						lineNumber: 37,
						columnNumber: 9
					}, this),
					inbox && inbox.unreadCount > 0 && /* @__PURE__ */ jsxDEV("span", {
						className: "owner-badge owner-badge--unread",
						children: OWNER_DASHBOARD_COPY.unreadCount(inbox.unreadCount)
					}, void 0, false, {
						fileName: _jsxFileName$9,
						lineNumber: 40,
						columnNumber: 44
					}, this),
					/* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "owner-link-button",
						onClick: () => openChat(),
						"aria-haspopup": "dialog",
						"data-testid": "owner-open-chats",
						children: OWNER_DASHBOARD_COPY.openChats
					}, void 0, false, {
						fileName: _jsxFileName$9,
						lineNumber: 42,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName$9,
				lineNumber: 36,
				columnNumber: 7
			}, this),
			!inbox && /* @__PURE__ */ jsxDEV("p", {
				className: "owner-empty",
				children: OWNER_DASHBOARD_COPY.loadMessagesFailed
			}, void 0, false, {
				fileName: _jsxFileName$9,
				lineNumber: 52,
				columnNumber: 18
			}, this),
			inbox && inbox.messages.length === 0 && /* @__PURE__ */ jsxDEV("p", {
				className: "owner-empty",
				children: OWNER_DASHBOARD_LABELS.messagesPlaceholder
			}, void 0, false, {
				fileName: _jsxFileName$9,
				lineNumber: 53,
				columnNumber: 48
			}, this),
			inbox && inbox.messages.length > 0 && /* @__PURE__ */ jsxDEV("ul", {
				className: "owner-messages__list",
				children: inbox.messages.map((message) => /* @__PURE__ */ jsxDEV("li", {
					className: `owner-message${message.isRead ? "" : " owner-message--unread"}`,
					"data-testid": "owner-message",
					children: [
						/* @__PURE__ */ jsxDEV("div", {
							className: "owner-message__head",
							children: [/* @__PURE__ */ jsxDEV("p", {
								className: "owner-message__from",
								children: [
									OWNER_DASHBOARD_COPY.messageFrom(message.senderName ?? OWNER_DASHBOARD_COPY.anonymousSender),
									" ",
									/* @__PURE__ */ jsxDEV("span", {
										className: "owner-message__shop",
										children: OWNER_DASHBOARD_COPY.sentTo(message.shopName)
									}, void 0, false, {
										fileName: _jsxFileName$9,
										lineNumber: 61,
										columnNumber: 19
									}, this)
								]
							}, void 0, true, {
								fileName: _jsxFileName$9,
								lineNumber: 59,
								columnNumber: 17
							}, this), !message.isRead && /* @__PURE__ */ jsxDEV("span", {
								className: "owner-badge owner-badge--unread",
								children: OWNER_DASHBOARD_COPY.unread
							}, void 0, false, {
								fileName: _jsxFileName$9,
								lineNumber: 63,
								columnNumber: 37
							}, this)]
						}, void 0, true, {
							fileName: _jsxFileName$9,
							lineNumber: 58,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("p", {
							className: "owner-message__meta",
							children: [
								/* @__PURE__ */ jsxDEV("time", {
									dateTime: message.createdAt,
									children: formatDateTime(message.createdAt)
								}, void 0, false, {
									fileName: _jsxFileName$9,
									lineNumber: 66,
									columnNumber: 17
								}, this),
								message.senderEmail && /* @__PURE__ */ jsxDEV("a", {
									href: `mailto:${message.senderEmail}`,
									children: message.senderEmail
								}, void 0, false, {
									fileName: _jsxFileName$9,
									lineNumber: 67,
									columnNumber: 41
								}, this),
								message.senderPhone && /* @__PURE__ */ jsxDEV("a", {
									href: `tel:${message.senderPhone}`,
									children: message.senderPhone
								}, void 0, false, {
									fileName: _jsxFileName$9,
									lineNumber: 68,
									columnNumber: 41
								}, this)
							]
						}, void 0, true, {
							fileName: _jsxFileName$9,
							lineNumber: 65,
							columnNumber: 15
						}, this),
						/* @__PURE__ */ jsxDEV("p", {
							className: "owner-message__content",
							children: message.content
						}, void 0, false, {
							fileName: _jsxFileName$9,
							lineNumber: 70,
							columnNumber: 15
						}, this),
						!message.isRead && /* @__PURE__ */ jsxDEV("button", {
							type: "button",
							className: "owner-link-button",
							onClick: () => void read(message.id),
							children: OWNER_DASHBOARD_COPY.markRead
						}, void 0, false, {
							fileName: _jsxFileName$9,
							lineNumber: 72,
							columnNumber: 17
						}, this)
					]
				}, message.id, true, {
					fileName: _jsxFileName$9,
					lineNumber: 57,
					columnNumber: 13
				}, this))
			}, void 0, false, {
				fileName: _jsxFileName$9,
				lineNumber: 55,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$9,
		lineNumber: 35,
		columnNumber: 5
	}, this);
}
// src/features/owner-dashboard/OverviewTab.tsx
var _jsxFileName$8 = "/work/wt/i28/storefront/src/features/owner-dashboard/OverviewTab.tsx";
/** The three steps of listing a shop. */
function OverviewTab() {
	return /* @__PURE__ */ jsxDEV("section", {
		"aria-labelledby": "owner-how-heading",
		children: [/* @__PURE__ */ jsxDEV("h2", {
			id: "owner-how-heading",
			className: "owner-section__title",
			children: OWNER_DASHBOARD_COPY.howItWorks
		}, void 0, false, {
			fileName: _jsxFileName$8,
			lineNumber: 8,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("ol", {
			className: "owner-steps",
			children: OWNER_HOW_IT_WORKS.map((step, index) => /* @__PURE__ */ jsxDEV("li", {
				className: "owner-step",
				children: [
					/* @__PURE__ */ jsxDEV("span", {
						className: "owner-step__number",
						"aria-hidden": "true",
						children: index + 1
					}, void 0, false, {
						fileName: _jsxFileName$8,
						lineNumber: 14,
						columnNumber: 13
					}, this),
					/* @__PURE__ */ jsxDEV("h3", {
						className: "owner-step__title",
						children: step.title
					}, void 0, false, {
						fileName: _jsxFileName$8,
						lineNumber: 17,
						columnNumber: 13
					}, this),
					/* @__PURE__ */ jsxDEV("p", {
						className: "owner-step__text",
						children: step.text
					}, void 0, false, {
						fileName: _jsxFileName$8,
						lineNumber: 18,
						columnNumber: 13
					}, this)
				]
			}, step.title, true, {
				fileName: _jsxFileName$8,
				lineNumber: 13,
				columnNumber: 11
			}, this))
		}, void 0, false, {
			fileName: _jsxFileName$8,
			lineNumber: 11,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$8,
		lineNumber: 7,
		columnNumber: 5
	}, this);
}
// src/features/owner-dashboard/image-file.ts
/** The picker's first check of a chosen file (the API judges the bytes again): a message, or null when it may be sent. */
function imageFileProblem(file) {
	if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return VALIDATION_MESSAGES.imageWrongType;
	if (file.size > 5242880) return VALIDATION_MESSAGES.imageTooLarge;
	return null;
}
/** The file input's accept list. */
var IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(",");
/** An inline picture kept when an upload fails: small enough to travel in the product's JSON. */
var INLINE_MAX_SIDE = 800;
var INLINE_QUALITY = .8;
/**
* The picture as a small JPEG data URL, drawn by the browser: a product keeps its photo even when
* the upload failed, without carrying a 5 MB original in every list.
*/
async function inlineImage(file) {
	const bitmap = await createImageBitmap(file);
	const scale = Math.min(1, INLINE_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
	const canvas = document.createElement("canvas");
	canvas.width = Math.round(bitmap.width * scale);
	canvas.height = Math.round(bitmap.height * scale);
	canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
	bitmap.close();
	return canvas.toDataURL("image/jpeg", INLINE_QUALITY);
}
// src/features/owner-dashboard/ImagePicker.tsx
var _jsxFileName$7 = "/work/wt/i28/storefront/src/features/owner-dashboard/ImagePicker.tsx";
/**
* Choose a picture: a preview at once, the file's name and size in MB, and an upload bar while it is
* sent. A file of the wrong type or over the size limit is refused here, before any upload.
*/
function ImagePicker({ label, currentUrl, file, onFileChange, progress, error, onError, fallback = PRODUCT_PLACEHOLDER_IMAGE }) {
	const inputId = useId();
	const [preview, setPreview] = useState(null);
	useEffect(() => {
		if (!file) {
			setPreview(null);
			return;
		}
		const url = URL.createObjectURL(file);
		setPreview(url);
		return () => URL.revokeObjectURL(url);
	}, [file]);
	const shown = preview ?? currentUrl;
	return /* @__PURE__ */ jsxDEV("div", {
		className: "image-picker",
		role: "group",
		"aria-labelledby": `${inputId}-label`,
		children: [
			/* @__PURE__ */ jsxDEV("span", {
				className: "field__label",
				id: `${inputId}-label`,
				children: label
			}, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 51,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("div", {
				className: "image-picker__row",
				children: [/* @__PURE__ */ jsxDEV("img", {
					className: "image-picker__preview",
					src: shown ?? fallback,
					"data-fallback": fallback,
					alt: "",
					width: "96",
					height: "96"
				}, void 0, false, {
					fileName: _jsxFileName$7,
					lineNumber: 55,
					columnNumber: 9
				}, this), /* @__PURE__ */ jsxDEV("div", {
					className: "image-picker__controls",
					children: [
						/* @__PURE__ */ jsxDEV("label", {
							className: "button owner-button--ghost image-picker__choose",
							htmlFor: inputId,
							children: shown && shown !== fallback ? OWNER_DASHBOARD_LABELS.changeImage : OWNER_DASHBOARD_LABELS.chooseImage
						}, void 0, false, {
							fileName: _jsxFileName$7,
							lineNumber: 57,
							columnNumber: 11
						}, this),
						/* @__PURE__ */ jsxDEV("input", {
							id: inputId,
							className: "image-picker__input",
							type: "file",
							accept: IMAGE_ACCEPT,
							"aria-describedby": error ? `${inputId}-error` : void 0,
							onChange: (event) => {
								const chosen = event.target.files?.[0] ?? null;
								event.target.value = "";
								const problem = chosen ? imageFileProblem(chosen) : null;
								onError(problem);
								onFileChange(problem ? null : chosen);
							}
						}, void 0, false, {
							fileName: _jsxFileName$7,
							lineNumber: 60,
							columnNumber: 11
						}, this),
						file && /* @__PURE__ */ jsxDEV("p", {
							className: "image-picker__file",
							"data-testid": "selected-file",
							children: selectedFileLabel(file.name, file.size)
						}, void 0, false, {
							fileName: _jsxFileName$7,
							lineNumber: 75,
							columnNumber: 13
						}, this),
						progress !== null && /* @__PURE__ */ jsxDEV("div", {
							className: "image-picker__progress",
							children: [/* @__PURE__ */ jsxDEV("progress", {
								max: 1,
								value: progress,
								"aria-label": OWNER_DASHBOARD_COPY.uploading(Math.round(progress * 100))
							}, void 0, false, {
								fileName: _jsxFileName$7,
								lineNumber: 81,
								columnNumber: 15
							}, this), /* @__PURE__ */ jsxDEV("span", { children: OWNER_DASHBOARD_COPY.uploading(Math.round(progress * 100)) }, void 0, false, {
								fileName: _jsxFileName$7,
								lineNumber: 82,
								columnNumber: 15
							}, this)]
						}, void 0, true, {
							fileName: _jsxFileName$7,
							lineNumber: 80,
							columnNumber: 13
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName$7,
					lineNumber: 56,
					columnNumber: 9
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$7,
				lineNumber: 54,
				columnNumber: 7
			}, this),
			error && /* @__PURE__ */ jsxDEV("p", {
				className: "field__error",
				id: `${inputId}-error`,
				role: "alert",
				children: error
			}, void 0, false, {
				fileName: _jsxFileName$7,
				lineNumber: 88,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$7,
		lineNumber: 50,
		columnNumber: 5
	}, this);
}
// src/features/owner-dashboard/ProductFormDialog.tsx
var _jsxFileName$6 = "/work/wt/i28/storefront/src/features/owner-dashboard/ProductFormDialog.tsx";
/**
* The picture's address: uploaded when the owner chose one, kept inline (a small JPEG) when the
* upload fails so the product still has its photo, and the owner is told.
*/
async function pictureUrl(file, onProgress) {
	try {
		return (await uploadImage(file, onProgress)).imageUrl;
	} catch (error) {
		onProgress(null);
		if (error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : null) throw error;
		showToast({
			title: OWNER_ERRORS.uploadImageFailed,
			description: OWNER_DASHBOARD_COPY.uploadKeptInline,
			variant: "destructive"
		});
		return inlineImage(file);
	}
}
/** 'Add Product to {shop}', and the same form to edit a product; mounted while open. */
function ProductFormDialog({ shop, product, onClose, onSaved }) {
	const [busy, setBusy] = useState(false);
	const [errors, setErrors] = useState({});
	const [formError, setFormError] = useState(null);
	const [file, setFile] = useState(null);
	const [imageUrl, setImageUrl] = useState(product?.imageUrl ?? null);
	const [imageError, setImageError] = useState(null);
	const [progress, setProgress] = useState(null);
	const fields = useFormFields(productFormValues(product), errors);
	const submit = async () => {
		const check = checkProductForm(fields.values, imageUrl);
		if (!check.ok) {
			setErrors({ [check.field]: check.message });
			showToast({
				...check.toast,
				variant: "destructive"
			});
			return;
		}
		setBusy(true);
		setErrors({});
		setFormError(null);
		const answer = await runAction(async () => {
			const payload = file ? {
				...check.payload,
				imageUrl: await pictureUrl(file, setProgress)
			} : check.payload;
			return product ? updateProduct(product.id, payload) : addProduct(shop.id, payload);
		}, product ? updateProductFailed : addProductFailed, {
			success: product ? OWNER_SUCCESS.productUpdated : OWNER_SUCCESS.productAdded,
			onError: (error) => {
				if (!(error instanceof ApiError)) return;
				setErrors(error.fieldErrors);
				setFormError(Object.keys(error.fieldErrors).length > 0 ? null : error.serverMessage);
			}
		});
		setBusy(false);
		setProgress(null);
		if (!answer) return;
		onSaved();
		onClose();
	};
	return /* @__PURE__ */ jsxDEV(Dialog, {
		open: true,
		title: product ? OWNER_DASHBOARD_COPY.editProductTitle(product.name) : addProductDialogTitle(shop.name),
		onClose,
		children: /* @__PURE__ */ jsxDEV("form", {
			className: "owner-form",
			noValidate: true,
			onSubmit: (event) => {
				event.preventDefault();
				submit();
			},
			children: [
				/* @__PURE__ */ jsxDEV(TextField, {
					label: `${OWNER_DASHBOARD_COPY.fields.productName} ${OWNER_DASHBOARD_COPY.required}`,
					maxLength: FIELD_LENGTHS.product.name,
					...fields.field("name")
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 102,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(TextAreaField, {
					label: OWNER_DASHBOARD_COPY.fields.description,
					maxLength: FIELD_LENGTHS.product.description,
					...fields.field("description")
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 103,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(TextField, {
					label: `${OWNER_DASHBOARD_COPY.fields.price} ${OWNER_DASHBOARD_COPY.required}`,
					inputMode: "decimal",
					placeholder: "0.00",
					...fields.field("price")
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 104,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(CheckboxField, {
					label: OWNER_DASHBOARD_COPY.fields.inStock,
					...fields.checkbox("inStock")
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 105,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(ImagePicker, {
					label: OWNER_DASHBOARD_COPY.productImage,
					currentUrl: imageUrl,
					file,
					onFileChange: setFile,
					progress,
					error: imageError ?? errors.imageUrl,
					onError: setImageError
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 106,
					columnNumber: 9
				}, this),
				(file || imageUrl) && /* @__PURE__ */ jsxDEV("button", {
					type: "button",
					className: "owner-link-button",
					onClick: () => {
						setFile(null);
						setImageUrl(null);
					},
					children: OWNER_DASHBOARD_COPY.removeImage
				}, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 116,
					columnNumber: 11
				}, this),
				/* @__PURE__ */ jsxDEV(FormAlert, { message: formError }, void 0, false, {
					fileName: _jsxFileName$6,
					lineNumber: 127,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "owner-form__actions",
					children: [/* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "button owner-button--ghost",
						onClick: onClose,
						children: OWNER_DASHBOARD_COPY.cancel
					}, void 0, false, {
						fileName: _jsxFileName$6,
						lineNumber: 129,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV("button", {
						type: "submit",
						className: "button button--primary",
						disabled: busy,
						children: busy ? OWNER_DASHBOARD_COPY.saving : product ? OWNER_DASHBOARD_COPY.saveChanges : OWNER_DASHBOARD_LABELS.addProduct
					}, void 0, false, {
						fileName: _jsxFileName$6,
						lineNumber: 132,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$6,
					lineNumber: 128,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$6,
			lineNumber: 94,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$6,
		lineNumber: 93,
		columnNumber: 5
	}, this);
}
// src/features/owner-dashboard/stats.ts
function dashboardStats(shops) {
	const totalProducts = shops.reduce((sum, shop) => sum + shop.productCount, 0);
	return {
		totalShops: shops.length,
		approvedShops: shops.filter((shop) => shop.isApproved).length,
		totalProducts,
		totalViews: shops.reduce((sum, shop) => sum + shop.viewCount, 0),
		activeShops: shops.filter((shop) => shop.isApproved && shop.isActive).length,
		avgProductsPerShop: shops.length === 0 ? 0 : Math.round(totalProducts / shops.length)
	};
}
/** Every product across the shops, each with the shop it belongs to, newest shop first. */
function allProducts(shops) {
	return shops.flatMap((shop) => shop.products.map((product) => ({
		product,
		shop
	})));
}
/** Replaces one shop in the list (after an edit), or puts a new one first. */
function withShop(shops, changed) {
	return shops.some((shop) => shop.id === changed.id) ? shops.map((shop) => shop.id === changed.id ? changed : shop) : [changed, ...shops];
}
/** How many more products the shop's plan allows. */
var productsLeft = (shop) => Math.max(0, shop.maxProducts - shop.productCount);
// src/features/owner-dashboard/ProductsTab.tsx
var _jsxFileName$5 = "/work/wt/i28/storefront/src/features/owner-dashboard/ProductsTab.tsx";
/** Every product across the owner's shops, with the per-shop Add Product and Remove All. */
function ProductsTab({ shops, stats, onAddProduct, onEditProduct, onDeleteProduct, onRemoveAll, onImport }) {
	const rows = allProducts(shops);
	return /* @__PURE__ */ jsxDEV("div", {
		className: "owner-products",
		children: [
			/* @__PURE__ */ jsxDEV("dl", {
				className: "owner-stats owner-stats--compact",
				children: [
					/* @__PURE__ */ jsxDEV("div", {
						className: "owner-stat",
						children: [/* @__PURE__ */ jsxDEV("dt", { children: OWNER_DASHBOARD_LABELS.totalProducts }, void 0, false, {
							fileName: _jsxFileName$5,
							lineNumber: 25,
							columnNumber: 11
						}, this), /* @__PURE__ */ jsxDEV("dd", { children: stats.totalProducts }, void 0, false, {
							fileName: _jsxFileName$5,
							lineNumber: 26,
							columnNumber: 11
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$5,
						lineNumber: 24,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("div", {
						className: "owner-stat",
						children: [/* @__PURE__ */ jsxDEV("dt", { children: OWNER_DASHBOARD_LABELS.activeShops }, void 0, false, {
							fileName: _jsxFileName$5,
							lineNumber: 29,
							columnNumber: 11
						}, this), /* @__PURE__ */ jsxDEV("dd", { children: stats.activeShops }, void 0, false, {
							fileName: _jsxFileName$5,
							lineNumber: 30,
							columnNumber: 11
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$5,
						lineNumber: 28,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("div", {
						className: "owner-stat",
						children: [/* @__PURE__ */ jsxDEV("dt", { children: OWNER_DASHBOARD_LABELS.avgProductsPerShop }, void 0, false, {
							fileName: _jsxFileName$5,
							lineNumber: 33,
							columnNumber: 11
						}, this), /* @__PURE__ */ jsxDEV("dd", { children: stats.avgProductsPerShop }, void 0, false, {
							fileName: _jsxFileName$5,
							lineNumber: 34,
							columnNumber: 11
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName$5,
						lineNumber: 32,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName$5,
				lineNumber: 23,
				columnNumber: 7
			}, this),
			shops.length > 0 && /* @__PURE__ */ jsxDEV("section", {
				className: "owner-section",
				"aria-labelledby": "owner-manage-heading",
				children: [/* @__PURE__ */ jsxDEV("h2", {
					id: "owner-manage-heading",
					className: "owner-section__title",
					children: OWNER_DASHBOARD_COPY.manageShops
				}, void 0, false, {
					fileName: _jsxFileName$5,
					lineNumber: 40,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV("ul", {
					className: "owner-manage",
					children: shops.map((shop) => /* @__PURE__ */ jsxDEV("li", {
						className: "owner-manage__row",
						"data-testid": "manage-shop",
						"data-shop-id": shop.id,
						children: [
							/* @__PURE__ */ jsxDEV("span", {
								className: "owner-manage__name",
								children: shop.name
							}, void 0, false, {
								fileName: _jsxFileName$5,
								lineNumber: 46,
								columnNumber: 17
							}, this),
							/* @__PURE__ */ jsxDEV("span", {
								className: "owner-manage__count",
								children: OWNER_DASHBOARD_COPY.productCount(shop.productCount)
							}, void 0, false, {
								fileName: _jsxFileName$5,
								lineNumber: 47,
								columnNumber: 17
							}, this),
							/* @__PURE__ */ jsxDEV("span", {
								className: "owner-manage__actions",
								children: [
									/* @__PURE__ */ jsxDEV("button", {
										type: "button",
										className: "button owner-button--small button--primary",
										onClick: () => onAddProduct(shop),
										children: OWNER_DASHBOARD_LABELS.addProduct
									}, void 0, false, {
										fileName: _jsxFileName$5,
										lineNumber: 49,
										columnNumber: 19
									}, this),
									/* @__PURE__ */ jsxDEV("button", {
										type: "button",
										className: "button owner-button--small owner-button--ghost",
										onClick: () => onImport(shop),
										children: OWNER_DASHBOARD_COPY.importCsv
									}, void 0, false, {
										fileName: _jsxFileName$5,
										lineNumber: 52,
										columnNumber: 19
									}, this),
									shop.productCount > 0 && /* @__PURE__ */ jsxDEV("button", {
										type: "button",
										className: "button owner-button--small owner-button--danger",
										onClick: () => onRemoveAll(shop),
										children: OWNER_DASHBOARD_LABELS.removeAll
									}, void 0, false, {
										fileName: _jsxFileName$5,
										lineNumber: 56,
										columnNumber: 21
									}, this)
								]
							}, void 0, true, {
								fileName: _jsxFileName$5,
								lineNumber: 48,
								columnNumber: 17
							}, this)
						]
					}, shop.id, true, {
						fileName: _jsxFileName$5,
						lineNumber: 45,
						columnNumber: 15
					}, this))
				}, void 0, false, {
					fileName: _jsxFileName$5,
					lineNumber: 43,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$5,
				lineNumber: 39,
				columnNumber: 9
			}, this),
			/* @__PURE__ */ jsxDEV("section", {
				className: "owner-section",
				"aria-labelledby": "owner-products-heading",
				children: [/* @__PURE__ */ jsxDEV("h2", {
					id: "owner-products-heading",
					className: "owner-section__title",
					children: OWNER_DASHBOARD_COPY.allProducts
				}, void 0, false, {
					fileName: _jsxFileName$5,
					lineNumber: 68,
					columnNumber: 9
				}, this), rows.length === 0 ? /* @__PURE__ */ jsxDEV("p", {
					className: "owner-empty",
					"data-testid": "products-empty",
					children: OWNER_DASHBOARD_LABELS.noProducts
				}, void 0, false, {
					fileName: _jsxFileName$5,
					lineNumber: 72,
					columnNumber: 11
				}, this) : /* @__PURE__ */ jsxDEV("ul", {
					className: "owner-product-list",
					children: rows.map(({ product, shop }) => /* @__PURE__ */ jsxDEV("li", {
						className: "owner-product",
						"data-testid": "owner-product",
						"data-product-id": product.id,
						children: [
							/* @__PURE__ */ jsxDEV("img", {
								className: "owner-product__image",
								src: product.imageUrl ? thumbnailUrl(product.imageUrl) : PRODUCT_PLACEHOLDER_IMAGE,
								"data-fallback": PRODUCT_PLACEHOLDER_IMAGE,
								alt: "",
								width: "72",
								height: "72",
								loading: "lazy"
							}, void 0, false, {
								fileName: _jsxFileName$5,
								lineNumber: 79,
								columnNumber: 17
							}, this),
							/* @__PURE__ */ jsxDEV("div", {
								className: "owner-product__text",
								children: [
									/* @__PURE__ */ jsxDEV("div", {
										className: "owner-product__title-row",
										children: [
											/* @__PURE__ */ jsxDEV("h3", {
												className: "owner-product__name",
												children: product.name
											}, void 0, false, {
												fileName: _jsxFileName$5,
												lineNumber: 90,
												columnNumber: 21
											}, this),
											/* @__PURE__ */ jsxDEV("span", {
												className: "owner-badge owner-badge--shop",
												children: shop.name
											}, void 0, false, {
												fileName: _jsxFileName$5,
												lineNumber: 91,
												columnNumber: 21
											}, this),
											product.inStock === false && /* @__PURE__ */ jsxDEV("span", {
												className: "owner-badge owner-badge--muted",
												children: OWNER_DASHBOARD_COPY.outOfStock
											}, void 0, false, {
												fileName: _jsxFileName$5,
												lineNumber: 92,
												columnNumber: 51
											}, this)
										]
									}, void 0, true, {
										fileName: _jsxFileName$5,
										lineNumber: 89,
										columnNumber: 19
									}, this),
									product.description && /* @__PURE__ */ jsxDEV("p", {
										className: "owner-product__description",
										children: product.description
									}, void 0, false, {
										fileName: _jsxFileName$5,
										lineNumber: 94,
										columnNumber: 43
									}, this),
									/* @__PURE__ */ jsxDEV("p", {
										className: "owner-product__meta",
										children: [/* @__PURE__ */ jsxDEV("span", {
											className: "owner-product__price",
											children: formatEuro(product.price)
										}, void 0, false, {
											fileName: _jsxFileName$5,
											lineNumber: 96,
											columnNumber: 21
										}, this), /* @__PURE__ */ jsxDEV("span", { children: shop.location }, void 0, false, {
											fileName: _jsxFileName$5,
											lineNumber: 97,
											columnNumber: 21
										}, this)]
									}, void 0, true, {
										fileName: _jsxFileName$5,
										lineNumber: 95,
										columnNumber: 19
									}, this)
								]
							}, void 0, true, {
								fileName: _jsxFileName$5,
								lineNumber: 88,
								columnNumber: 17
							}, this),
							/* @__PURE__ */ jsxDEV("div", {
								className: "owner-product__actions",
								children: [/* @__PURE__ */ jsxDEV("button", {
									type: "button",
									className: "button owner-button--small owner-button--ghost",
									"aria-label": OWNER_DASHBOARD_COPY.editProductLabel(product.name),
									onClick: () => onEditProduct(shop, product),
									children: OWNER_DASHBOARD_COPY.editProduct
								}, void 0, false, {
									fileName: _jsxFileName$5,
									lineNumber: 101,
									columnNumber: 19
								}, this), /* @__PURE__ */ jsxDEV("button", {
									type: "button",
									className: "button owner-button--small owner-button--danger",
									"aria-label": OWNER_DASHBOARD_COPY.deleteProductLabel(product.name),
									onClick: () => onDeleteProduct(product),
									children: OWNER_DASHBOARD_COPY.deleteProduct
								}, void 0, false, {
									fileName: _jsxFileName$5,
									lineNumber: 109,
									columnNumber: 19
								}, this)]
							}, void 0, true, {
								fileName: _jsxFileName$5,
								lineNumber: 100,
								columnNumber: 17
							}, this)
						]
					}, product.id, true, {
						fileName: _jsxFileName$5,
						lineNumber: 78,
						columnNumber: 15
					}, this))
				}, void 0, false, {
					fileName: _jsxFileName$5,
					lineNumber: 76,
					columnNumber: 11
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$5,
				lineNumber: 67,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$5,
		lineNumber: 22,
		columnNumber: 5
	}, this);
}
// src/features/owner-dashboard/ProfileImageSection.tsx
var _jsxFileName$4 = "/work/wt/i28/storefront/src/features/owner-dashboard/ProfileImageSection.tsx";
/** Choose or change the shop's picture: preview, file name and size, then Update Image uploads and sets it. */
function ProfileImageSection({ shop, onSaved }) {
	const [file, setFile] = useState(null);
	const [progress, setProgress] = useState(null);
	const [error, setError] = useState(null);
	const [busy, setBusy] = useState(false);
	const update = async () => {
		if (!file) {
			setError(VALIDATION_MESSAGES.imageNotSelected);
			showToast({
				title: OWNER_ERRORS.title,
				description: VALIDATION_MESSAGES.imageNotSelected,
				variant: "destructive"
			});
			return;
		}
		setBusy(true);
		const uploaded = await runAction(() => uploadImage(file, setProgress), (message) => message ?? OWNER_ERRORS.uploadProfileImageFailed);
		setProgress(null);
		const saved = uploaded ? await runAction(() => setProfileImage(shop.id, uploaded.imageUrl), (message) => message ?? OWNER_ERRORS.updateProfileImageFailed, { success: OWNER_SUCCESS.profileImageUpdated }) : null;
		setBusy(false);
		if (!saved) return;
		setFile(null);
		setError(null);
		onSaved(saved.shop);
	};
	return /* @__PURE__ */ jsxDEV("div", {
		className: "profile-image",
		"data-testid": "profile-image-section",
		children: [/* @__PURE__ */ jsxDEV(ImagePicker, {
			label: OWNER_DASHBOARD_COPY.profileImage,
			currentUrl: shop.profileImageUrl,
			file,
			onFileChange: setFile,
			progress,
			error,
			onError: setError,
			fallback: SHOP_PLACEHOLDER_IMAGE
		}, void 0, false, {
			fileName: _jsxFileName$4,
			lineNumber: 53,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("button", {
			type: "button",
			className: "button button--primary profile-image__update",
			disabled: busy,
			onClick: () => void update(),
			children: busy ? OWNER_DASHBOARD_COPY.saving : OWNER_DASHBOARD_LABELS.updateImage
		}, void 0, false, {
			fileName: _jsxFileName$4,
			lineNumber: 63,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName$4,
		lineNumber: 52,
		columnNumber: 5
	}, this);
}
// src/features/owner-dashboard/StatusBadge.tsx
var _jsxFileName$3 = "/work/wt/i28/storefront/src/features/owner-dashboard/StatusBadge.tsx";
/** Approved or Pending, as owners see their shops; a rejected shop says so. */
function StatusBadge({ shop }) {
	if (shop.isApproved) return /* @__PURE__ */ jsxDEV("span", {
		className: "owner-badge owner-badge--approved",
		children: COMMON_LABELS.approved
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 6,
		columnNumber: 31
	}, this);
	if (shop.status === "rejected") return /* @__PURE__ */ jsxDEV("span", {
		className: "owner-badge owner-badge--rejected",
		children: COMMON_LABELS.rejected
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 7,
		columnNumber: 42
	}, this);
	return /* @__PURE__ */ jsxDEV("span", {
		className: "owner-badge owner-badge--pending",
		children: COMMON_LABELS.pending
	}, void 0, false, {
		fileName: _jsxFileName$3,
		lineNumber: 8,
		columnNumber: 10
	}, this);
}
// src/features/owner-dashboard/ShopCard.tsx
var _jsxFileName$2 = "/work/wt/i28/storefront/src/features/owner-dashboard/ShopCard.tsx";
/** One of the owner's shops on the My Shops tab. */
function ShopCard({ shop, onAddProduct, onEdit, onDelete, onSaved }) {
	const full = productsLeft(shop) === 0;
	return /* @__PURE__ */ jsxDEV("article", {
		className: "owner-shop",
		"data-testid": "owner-shop",
		"data-shop-id": shop.id,
		children: [
			/* @__PURE__ */ jsxDEV("div", {
				className: "owner-shop__head",
				children: [/* @__PURE__ */ jsxDEV("img", {
					className: "owner-shop__image",
					src: shop.profileImageUrl ? thumbnailUrl(shop.profileImageUrl) : SHOP_PLACEHOLDER_IMAGE,
					"data-fallback": SHOP_PLACEHOLDER_IMAGE,
					alt: OWNER_DASHBOARD_COPY.profileImageOf(shop.name),
					width: "88",
					height: "88"
				}, void 0, false, {
					fileName: _jsxFileName$2,
					lineNumber: 24,
					columnNumber: 9
				}, this), /* @__PURE__ */ jsxDEV("div", {
					className: "owner-shop__text",
					children: [
						/* @__PURE__ */ jsxDEV("div", {
							className: "owner-shop__title-row",
							children: [/* @__PURE__ */ jsxDEV("h2", {
								className: "owner-shop__name",
								children: shop.name
							}, void 0, false, {
								fileName: _jsxFileName$2,
								lineNumber: 34,
								columnNumber: 13
							}, this), /* @__PURE__ */ jsxDEV(StatusBadge, { shop }, void 0, false, {
								fileName: _jsxFileName$2,
								lineNumber: 35,
								columnNumber: 13
							}, this)]
						}, void 0, true, {
							fileName: _jsxFileName$2,
							lineNumber: 33,
							columnNumber: 11
						}, this),
						/* @__PURE__ */ jsxDEV("p", {
							className: "owner-shop__location",
							children: shop.location
						}, void 0, false, {
							fileName: _jsxFileName$2,
							lineNumber: 37,
							columnNumber: 11
						}, this),
						/* @__PURE__ */ jsxDEV("p", {
							className: "owner-shop__counts",
							children: [
								/* @__PURE__ */ jsxDEV("span", { children: OWNER_DASHBOARD_COPY.productCount(shop.productCount) }, void 0, false, {
									fileName: _jsxFileName$2,
									lineNumber: 39,
									columnNumber: 13
								}, this),
								/* @__PURE__ */ jsxDEV("span", {
									"aria-hidden": "true",
									children: "·"
								}, void 0, false, {
									fileName: _jsxFileName$2,
									lineNumber: 40,
									columnNumber: 13
								}, this),
								/* @__PURE__ */ jsxDEV("span", { children: OWNER_DASHBOARD_COPY.viewCount(shop.viewCount) }, void 0, false, {
									fileName: _jsxFileName$2,
									lineNumber: 41,
									columnNumber: 13
								}, this)
							]
						}, void 0, true, {
							fileName: _jsxFileName$2,
							lineNumber: 38,
							columnNumber: 11
						}, this),
						/* @__PURE__ */ jsxDEV("p", {
							className: `owner-shop__limit${full ? " owner-shop__limit--full" : ""}`,
							children: [OWNER_DASHBOARD_COPY.productLimit(shop.productCount, shop.maxProducts), full && ` ${OWNER_DASHBOARD_COPY.planLimitHint}`]
						}, void 0, true, {
							fileName: _jsxFileName$2,
							lineNumber: 43,
							columnNumber: 11
						}, this),
						shop.status === "rejected" && shop.rejectionReason && /* @__PURE__ */ jsxDEV("p", {
							className: "owner-shop__reason",
							children: OWNER_DASHBOARD_COPY.rejectedReason(shop.rejectionReason)
						}, void 0, false, {
							fileName: _jsxFileName$2,
							lineNumber: 48,
							columnNumber: 13
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName$2,
					lineNumber: 32,
					columnNumber: 9
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName$2,
				lineNumber: 23,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("div", {
				className: "owner-shop__actions",
				children: [
					/* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "button button--primary",
						disabled: full,
						onClick: () => onAddProduct(shop),
						children: OWNER_DASHBOARD_LABELS.addProduct
					}, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 53,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "button owner-button--ghost",
						onClick: () => onEdit(shop),
						children: OWNER_DASHBOARD_COPY.editShop
					}, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 56,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "button owner-button--danger",
						onClick: () => onDelete(shop),
						children: OWNER_DASHBOARD_COPY.deleteShop
					}, void 0, false, {
						fileName: _jsxFileName$2,
						lineNumber: 59,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName$2,
				lineNumber: 52,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ProfileImageSection, {
				shop,
				onSaved
			}, void 0, false, {
				fileName: _jsxFileName$2,
				lineNumber: 63,
				columnNumber: 7
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName$2,
		lineNumber: 22,
		columnNumber: 5
	}, this);
}
// src/features/owner-dashboard/ShopFormDialog.tsx
var _jsxFileName$1 = "/work/wt/i28/storefront/src/features/owner-dashboard/ShopFormDialog.tsx";
var L = FIELD_LENGTHS.shop;
var required = (label) => `${label} ${OWNER_DASHBOARD_COPY.required}`;
/** Add New Shop, and the same form to edit a shop's details. */
function ShopFormDialog({ open, shop, categories, onClose, onSaved }) {
	const [busy, setBusy] = useState(false);
	const [errors, setErrors] = useState({});
	const [formError, setFormError] = useState(null);
	const fields = useFormFields(shopFormValues(shop), errors);
	const categoryOptions = [{
		value: "",
		label: OWNER_DASHBOARD_COPY.fields.noCategory
	}, ...categories.map((category) => ({
		value: String(category.id),
		label: category.name
	}))];
	const close = () => {
		setErrors({});
		setFormError(null);
		if (!shop) fields.replace(shopFormValues());
		onClose();
	};
	const submit = async () => {
		const check = checkShopForm(fields.values);
		if (!check.ok) {
			setErrors({ [check.field]: check.message });
			showToast({
				...check.toast,
				variant: "destructive"
			});
			return;
		}
		setBusy(true);
		setErrors({});
		setFormError(null);
		const answer = await runAction(() => shop ? updateShop(shop.id, check.payload) : createShop(check.payload), shop ? updateShopFailed : createShopFailed, {
			success: shop ? OWNER_SUCCESS.shopUpdated : OWNER_SUCCESS.shopCreated,
			onError: (error) => {
				if (!(error instanceof ApiError)) return;
				setErrors(error.fieldErrors);
				setFormError(Object.keys(error.fieldErrors).length > 0 ? null : error.serverMessage);
			}
		});
		setBusy(false);
		if (!answer) return;
		onSaved(answer.shop);
		close();
	};
	return /* @__PURE__ */ jsxDEV(Dialog, {
		open,
		title: shop ? OWNER_DASHBOARD_COPY.editShopTitle(shop.name) : OWNER_DASHBOARD_LABELS.addNewShop,
		onClose: close,
		children: /* @__PURE__ */ jsxDEV("form", {
			className: "owner-form",
			noValidate: true,
			onSubmit: (event) => {
				event.preventDefault();
				submit();
			},
			children: [
				/* @__PURE__ */ jsxDEV(TextField, {
					label: required(OWNER_DASHBOARD_COPY.fields.shopName),
					maxLength: L.name,
					autoComplete: "organization",
					...fields.field("name")
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 84,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(TextAreaField, {
					label: OWNER_DASHBOARD_COPY.fields.description,
					maxLength: L.description,
					...fields.field("description")
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 85,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(TextField, {
					label: required(OWNER_DASHBOARD_COPY.fields.location),
					maxLength: L.location,
					hint: OWNER_DASHBOARD_COPY.fields.locationHint,
					...fields.field("location")
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 86,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(TextField, {
					label: OWNER_DASHBOARD_COPY.fields.address,
					maxLength: L.address,
					autoComplete: "street-address",
					...fields.field("address")
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 92,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "owner-form__pair",
					children: [/* @__PURE__ */ jsxDEV(TextField, {
						label: OWNER_DASHBOARD_COPY.fields.phone,
						type: "tel",
						maxLength: L.phone,
						autoComplete: "tel",
						...fields.field("phone")
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 94,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV(TextField, {
						label: OWNER_DASHBOARD_COPY.fields.email,
						type: "email",
						maxLength: L.email,
						autoComplete: "email",
						...fields.field("email")
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 95,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 93,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(TextField, {
					label: OWNER_DASHBOARD_COPY.fields.website,
					type: "url",
					maxLength: L.website,
					placeholder: "https://",
					...fields.field("website")
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 97,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(SelectField, {
					label: OWNER_DASHBOARD_COPY.fields.category,
					options: categoryOptions,
					...fields.field("categoryId")
				}, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 98,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV(FormAlert, { message: formError }, void 0, false, {
					fileName: _jsxFileName$1,
					lineNumber: 99,
					columnNumber: 9
				}, this),
				/* @__PURE__ */ jsxDEV("div", {
					className: "owner-form__actions",
					children: [/* @__PURE__ */ jsxDEV("button", {
						type: "button",
						className: "button owner-button--ghost",
						onClick: close,
						children: OWNER_DASHBOARD_COPY.cancel
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 101,
						columnNumber: 11
					}, this), /* @__PURE__ */ jsxDEV("button", {
						type: "submit",
						className: "button button--primary",
						disabled: busy,
						children: busy ? OWNER_DASHBOARD_COPY.saving : shop ? OWNER_DASHBOARD_COPY.saveChanges : OWNER_DASHBOARD_COPY.createShop
					}, void 0, false, {
						fileName: _jsxFileName$1,
						lineNumber: 104,
						columnNumber: 11
					}, this)]
				}, void 0, true, {
					fileName: _jsxFileName$1,
					lineNumber: 100,
					columnNumber: 9
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName$1,
			lineNumber: 76,
			columnNumber: 7
		}, this)
	}, void 0, false, {
		fileName: _jsxFileName$1,
		lineNumber: 75,
		columnNumber: 5
	}, this);
}
// src/features/owner-dashboard/OwnerDashboard.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/owner-dashboard/OwnerDashboard.tsx";
/** The charts load with their tab, so the rest of the dashboard does not wait for the charting library. */
var InsightsTab = lazy(() => import("./InsightsTab_BkF11fFn.mjs"));
var SpotlightManager = lazy(() => import("./SpotlightManager_dKgkSq_2.mjs"));
var TABS = [
	{
		key: "overview",
		label: OWNER_DASHBOARD_LABELS.tabOverview
	},
	{
		key: "shops",
		label: OWNER_DASHBOARD_LABELS.tabShops
	},
	{
		key: "products",
		label: OWNER_DASHBOARD_LABELS.tabProducts
	},
	{
		key: "spotlight",
		label: OWNER_DASHBOARD_LABELS.tabSpotlight
	},
	{
		key: "insights",
		label: OWNER_DASHBOARD_COPY.tabInsights
	}
];
/** The shop owner's dashboard: header, summary cards, the tabs and the messages panel. */
function OwnerDashboard({ name, shops: initialShops, categories, messages }) {
	const [shops, setShops] = useState(initialShops);
	const [tab, setTab] = useState("shops");
	const [addingShop, setAddingShop] = useState(false);
	const [editingShop, setEditingShop] = useState(null);
	const [productDialog, setProductDialog] = useState(null);
	const [importing, setImporting] = useState(null);
	const stats = dashboardStats(shops);
	const refresh = async () => {
		const fresh = await runAction(reloadMyShops, (message) => message ?? OWNER_DASHBOARD_COPY.loadShopsFailed);
		if (fresh) setShops(fresh);
	};
	const removeProduct = async (product) => {
		if (!window.confirm(OWNER_CONFIRMATIONS.deleteProduct(product.name))) return;
		if (await runAction(() => deleteProduct(product.id), deleteProductFailed, { success: OWNER_SUCCESS.productDeleted })) await refresh();
	};
	const removeAll = async (shop) => {
		if (!window.confirm(OWNER_CONFIRMATIONS.deleteAllProducts(shop.name))) return;
		if (await runAction(() => deleteAllProducts(shop.id), deleteProductsFailed, { success: OWNER_SUCCESS.allProductsDeleted })) await refresh();
	};
	const removeShop = async (shop) => {
		if (!window.confirm(OWNER_CONFIRMATIONS.deleteShop(shop.name))) return;
		if (await runAction(() => deleteShop(shop.id), deleteShopFailed, { success: OWNER_SUCCESS.shopDeleted })) setShops((current) => current.filter((each) => each.id !== shop.id));
	};
	return /* @__PURE__ */ jsxDEV("div", {
		className: "owner-dashboard",
		children: [
			/* @__PURE__ */ jsxDEV("header", {
				className: "owner-head",
				children: [/* @__PURE__ */ jsxDEV("div", { children: [/* @__PURE__ */ jsxDEV("h1", {
					className: "owner-head__title",
					"data-testid": "dashboard-greeting",
					children: OWNER_DASHBOARD_COPY.greeting(name)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 92,
					columnNumber: 11
				}, this), /* @__PURE__ */ jsxDEV("p", {
					className: "owner-head__intro",
					children: OWNER_DASHBOARD_COPY.intro
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 95,
					columnNumber: 11
				}, this)] }, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 91,
					columnNumber: 9
				}, this), /* @__PURE__ */ jsxDEV("div", {
					className: "owner-head__actions",
					children: [
						/* @__PURE__ */ jsxDEV("span", {
							className: "owner-head__badge",
							children: OWNER_DASHBOARD_LABELS.listingBadge
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 98,
							columnNumber: 11
						}, this),
						/* @__PURE__ */ jsxDEV("button", {
							type: "button",
							className: "button button--accent",
							onClick: () => setAddingShop(true),
							children: OWNER_DASHBOARD_LABELS.addNewShop
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 99,
							columnNumber: 11
						}, this),
						/* @__PURE__ */ jsxDEV("a", {
							className: "button button--primary",
							href: ROUTES.subscribe,
							children: OWNER_DASHBOARD_LABELS.subscription
						}, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 102,
							columnNumber: 11
						}, this)
					]
				}, void 0, true, {
					fileName: _jsxFileName,
					lineNumber: 97,
					columnNumber: 9
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 90,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("dl", {
				className: "owner-stats",
				"aria-label": OWNER_DASHBOARD_COPY.summaryLabel,
				children: [
					/* @__PURE__ */ jsxDEV("div", {
						className: "owner-stat",
						"data-testid": "stat-shops",
						children: [
							/* @__PURE__ */ jsxDEV("dt", { children: OWNER_DASHBOARD_LABELS.totalShops }, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 110,
								columnNumber: 11
							}, this),
							/* @__PURE__ */ jsxDEV("dd", { children: stats.totalShops }, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 111,
								columnNumber: 11
							}, this),
							/* @__PURE__ */ jsxDEV("dd", {
								className: "owner-stat__note",
								children: approvedCountLabel(stats.approvedShops)
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 112,
								columnNumber: 11
							}, this)
						]
					}, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 109,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("div", {
						className: "owner-stat",
						"data-testid": "stat-products",
						children: [/* @__PURE__ */ jsxDEV("dt", { children: OWNER_DASHBOARD_LABELS.totalProducts }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 115,
							columnNumber: 11
						}, this), /* @__PURE__ */ jsxDEV("dd", { children: stats.totalProducts }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 116,
							columnNumber: 11
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 114,
						columnNumber: 9
					}, this),
					/* @__PURE__ */ jsxDEV("div", {
						className: "owner-stat",
						"data-testid": "stat-views",
						children: [/* @__PURE__ */ jsxDEV("dt", { children: OWNER_DASHBOARD_LABELS.totalViews }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 119,
							columnNumber: 11
						}, this), /* @__PURE__ */ jsxDEV("dd", { children: stats.totalViews }, void 0, false, {
							fileName: _jsxFileName,
							lineNumber: 120,
							columnNumber: 11
						}, this)]
					}, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 118,
						columnNumber: 9
					}, this)
				]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 108,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV("div", {
				className: "owner-layout",
				children: [/* @__PURE__ */ jsxDEV("div", {
					className: "owner-layout__main",
					children: /* @__PURE__ */ jsxDEV(Tabs, {
						label: OWNER_DASHBOARD_COPY.tabsLabel,
						tabs: TABS,
						selected: tab,
						onSelect: setTab,
						children: [
							tab === "overview" && /* @__PURE__ */ jsxDEV(OverviewTab, {}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 127,
								columnNumber: 36
							}, this),
							tab === "shops" && (shops.length === 0 ? /* @__PURE__ */ jsxDEV("div", {
								className: "owner-empty owner-empty--large",
								"data-testid": "shops-empty",
								children: [/* @__PURE__ */ jsxDEV("p", {
									className: "owner-empty__title",
									children: OWNER_DASHBOARD_LABELS.noShops
								}, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 131,
									columnNumber: 19
								}, this), /* @__PURE__ */ jsxDEV("button", {
									type: "button",
									className: "button button--primary",
									onClick: () => setAddingShop(true),
									children: OWNER_DASHBOARD_LABELS.addFirstShop
								}, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 132,
									columnNumber: 19
								}, this)]
							}, void 0, true, {
								fileName: _jsxFileName,
								lineNumber: 130,
								columnNumber: 17
							}, this) : /* @__PURE__ */ jsxDEV("div", {
								className: "owner-shops",
								children: shops.map((shop) => /* @__PURE__ */ jsxDEV(ShopCard, {
									shop,
									onAddProduct: (chosen) => setProductDialog({ shop: chosen }),
									onEdit: setEditingShop,
									onDelete: (chosen) => void removeShop(chosen),
									onSaved: (saved) => setShops((current) => withShop(current, saved))
								}, shop.id, false, {
									fileName: _jsxFileName,
									lineNumber: 139,
									columnNumber: 21
								}, this))
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 137,
								columnNumber: 17
							}, this)),
							tab === "products" && /* @__PURE__ */ jsxDEV(ProductsTab, {
								shops,
								stats,
								onAddProduct: (shop) => setProductDialog({ shop }),
								onEditProduct: (shop, product) => setProductDialog({
									shop,
									product
								}),
								onDeleteProduct: (product) => void removeProduct(product),
								onRemoveAll: (shop) => void removeAll(shop),
								onImport: setImporting
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 151,
								columnNumber: 15
							}, this),
							tab === "spotlight" && /* @__PURE__ */ jsxDEV(Suspense, {
								fallback: /* @__PURE__ */ jsxDEV("p", {
									className: "owner-empty",
									children: SPOTLIGHT_MANAGER.loading
								}, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 162,
									columnNumber: 35
								}, this),
								children: /* @__PURE__ */ jsxDEV(SpotlightManager, { shops }, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 163,
									columnNumber: 17
								}, this)
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 162,
								columnNumber: 15
							}, this),
							tab === "insights" && /* @__PURE__ */ jsxDEV(Suspense, {
								fallback: /* @__PURE__ */ jsxDEV("p", {
									className: "owner-empty",
									children: OWNER_DASHBOARD_COPY.insightsLoading
								}, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 167,
									columnNumber: 35
								}, this),
								children: /* @__PURE__ */ jsxDEV(InsightsTab, {}, void 0, false, {
									fileName: _jsxFileName,
									lineNumber: 168,
									columnNumber: 17
								}, this)
							}, void 0, false, {
								fileName: _jsxFileName,
								lineNumber: 167,
								columnNumber: 15
							}, this)
						]
					}, void 0, true, {
						fileName: _jsxFileName,
						lineNumber: 126,
						columnNumber: 11
					}, this)
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 125,
					columnNumber: 9
				}, this), /* @__PURE__ */ jsxDEV(MessagesPanel, { initial: messages }, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 173,
					columnNumber: 9
				}, this)]
			}, void 0, true, {
				fileName: _jsxFileName,
				lineNumber: 124,
				columnNumber: 7
			}, this),
			/* @__PURE__ */ jsxDEV(ShopFormDialog, {
				open: addingShop,
				categories,
				onClose: () => setAddingShop(false),
				onSaved: (shop) => setShops((current) => withShop(current, shop))
			}, void 0, false, {
				fileName: _jsxFileName,
				lineNumber: 176,
				columnNumber: 7
			}, this),
			editingShop && /* @__PURE__ */ jsxDEV(ShopFormDialog, {
				open: true,
				shop: editingShop,
				categories,
				onClose: () => setEditingShop(null),
				onSaved: (shop) => setShops((current) => withShop(current, shop))
			}, editingShop.id, false, {
				fileName: _jsxFileName,
				lineNumber: 183,
				columnNumber: 9
			}, this),
			productDialog && /* @__PURE__ */ jsxDEV(ProductFormDialog, {
				shop: productDialog.shop,
				product: productDialog.product,
				onClose: () => setProductDialog(null),
				onSaved: () => void refresh()
			}, `${productDialog.shop.id}-${productDialog.product?.id ?? "new"}`, false, {
				fileName: _jsxFileName,
				lineNumber: 193,
				columnNumber: 9
			}, this),
			importing && /* @__PURE__ */ jsxDEV(CsvImportDialog, {
				shop: importing,
				onClose: () => setImporting(null),
				onImported: () => void refresh()
			}, importing.id, false, {
				fileName: _jsxFileName,
				lineNumber: 202,
				columnNumber: 9
			}, this)
		]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 89,
		columnNumber: 5
	}, this);
}
// src/features/billing/BillingPanel.astro
createAstro("https://astro.build");
var $$BillingPanel = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BillingPanel;
	const { billing } = Astro.props;
	const openPayments = billing.payments.filter(isOpenTransfer);
	return renderTemplate`${maybeRenderHead($$result)}<div class="billing-panel"><section class="pay-card referral" aria-labelledby="referral-heading" data-testid="referral"><h2 id="referral-heading" class="pay-card__title">${REFERRAL_COPY.title}</h2><p class="referral__label">${REFERRAL_COPY.yourCode}</p><p class="referral__code" data-testid="referral-code">${billing.referralCode ?? "—"}</p><p class="referral__count" data-testid="referral-count">${REFERRAL_COPY.count(billing.referralCount)}</p><p class="pay-card__meta">${billing.registrationFeeWaived ? REFERRAL_COPY.waived : REFERRAL_COPY.explain}</p></section><section class="pay-card" aria-labelledby="plans-heading" data-testid="shop-plans"><h2 id="plans-heading" class="pay-card__title">${BILLING_COPY.shopsTitle}</h2>${billing.shops.length === 0 && renderTemplate`<p class="pay-card__meta">${BILLING_COPY.noShopsYet}</p>`}<ul class="shop-plans">${billing.shops.map((shop) => renderTemplate`<li class="shop-plans__row"><div><p class="shop-plans__name">${shop.name}</p><p class="pay-card__meta">${shop.planDisplayName} · ${SUBSCRIPTION_STATUS_LABELS[shop.displayStatus]} · ${BILLING_COPY.productsUsed(shop.productsUsed, shop.maxProducts)}</p>${shop.nextPaymentDue && renderTemplate`<p class="pay-card__meta">${BILLING_COPY.nextDue(formatDate(shop.nextPaymentDue))}</p>`}</div>${shop.reactivationFeeRequired ? renderTemplate`<a class="button button--accent"${addAttribute(withQuery(ROUTES.pay, { reactivate: String(shop.id) }), "href")}>${BILLING_COPY.reactivate}</a>` : renderTemplate`<a class="button button--primary"${addAttribute(withQuery(ROUTES.pricing, { shopId: String(shop.id) }), "href")}>${BILLING_COPY.renew}</a>`}</li>`)}</ul>${openPayments.length > 0 && renderTemplate`<p class="pay-card__meta">${BILLING_COPY.openPayments}${" "}${openPayments.map((payment, index) => renderTemplate`${renderComponent($$result, "Fragment", Fragment$2, {}, { "default": ($$result) => renderTemplate`${index > 0 && ", "}<a class="billing-panel__reference"${addAttribute(paymentHref(payment), "href")}>${payment.paymentReference}</a>` })}`)}</p>`}<p><a${addAttribute(ROUTES.pay, "href")}>${BILLING_COPY.history}</a></p></section></div>`;
}, "/work/wt/i28/storefront/src/features/billing/BillingPanel.astro", void 0);
// src/pages/dashboard.astro
var dashboard_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Dashboard,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Dashboard = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Dashboard;
	const session = await getSessionState(Astro);
	const redirect = dashboardRedirect(session);
	if (redirect) return Astro.redirect(redirect);
	const name = greetingName(session.user, OWNER_DASHBOARD_LABELS.greetingFallback);
	const api = serverApi(Astro);
	const [shops, categories, messages] = await Promise.all([
		fetchMyShops(api),
		fetchCategories(api),
		fetchOwnerMessages(api)
	]);
	if (!shops.ok && shops.status === 401) return Astro.redirect(withQuery(ROUTES.shopOwnerAuth, AUTH_REQUIRED_NOTICE));
	const [billing, plans] = await Promise.all([fetchBilling(api), fetchPlans(api)]);
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": OWNER_DASHBOARD_LABELS.greetingFallback,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="container">${!shops.ok && renderTemplate`<p class="notice" role="alert">${OWNER_DASHBOARD_COPY.loadShopsFailed}</p>`}${shops.ok && renderTemplate`${renderComponent($$result, "OwnerDashboard", OwnerDashboard, {
		"client:idle": true,
		"name": name,
		"shops": shops.data,
		"categories": categories.ok ? categories.data : [],
		"messages": messages.ok ? messages.data : null,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/features/owner-dashboard/OwnerDashboard.tsx",
		"client:component-export": "default"
	})}`}${billing.ok && renderTemplate`${renderComponent($$result, "BillingPanel", $$BillingPanel, { "billing": billing.data })}`}${billing.ok && plans.ok && renderTemplate`${renderComponent($$result, "PricingPlans", $$PricingPlans, {
		"plans": plans.data,
		"shops": billing.data.shops
	})}`}</section>` })}`;
}, "/work/wt/i28/storefront/src/pages/dashboard.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/dashboard.astro";
var $$url = "/dashboard";
// \0virtual:astro:page:src/pages/dashboard@_@astro
var dashboard___astro_exports = /* @__PURE__ */ __exportAll({ page: () => page });
var page = () => dashboard_exports;
export { uploadImage as a, fetchInsights as i, IMAGE_ACCEPT as n, OWNER_DASHBOARD_COPY as o, page, imageFileProblem as r, thumbnailUrl as s, dashboard___astro_exports as t };
