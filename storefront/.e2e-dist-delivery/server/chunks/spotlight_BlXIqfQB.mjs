import { it as SPOTLIGHT_IMAGES, ot as SPOTLIGHT_PRIORITY } from "./SiteLayout_D9w8JYOK.mjs";
import { C as COMMON_LABELS } from "./server_BNsqkC4i.mjs";
// ../shared/src/messages/spotlight.ts
var SPOTLIGHT_STATUS_LABELS = {
	pending: "Pending Approval",
	approved: "Active Spotlight",
	rejected: COMMON_LABELS.rejected,
	force_rejected: "Removed by Admin",
	expired: "Expired"
};
/** The public spotlight product page. */
var SPOTLIGHT_PAGE = {
	banner: "Premium Featured Product",
	notFound: "Spotlight Product Not Found",
	returnHome: "Return to Home",
	verifiedShop: "Verified Shop",
	visitShop: "Visit Shop Profile",
	save: COMMON_LABELS.save,
	callShop: "Call Shop",
	viewOnMap: "View on Map",
	backToShops: "Back to All Shops",
	featuredSince: "Featured since",
	openingHours: "Opening Hours",
	priorityBadge: "PRIORITY"
};
var daysLeftLabel = (days) => days === 1 ? "1 day left" : `${days} days left`;
var imageCounterLabel = (index, total) => `${index + 1} / ${total}`;
/** The owner's spotlight manager (dashboard Spotlight tab) and its submission dialog. */
var SPOTLIGHT_MANAGER = {
	intro: "Feature a product at the top of the home page and search results.",
	loading: "Loading your spotlight requests…",
	loadFailed: "Failed to load your spotlight requests",
	myRequests: "My Spotlight Requests",
	noRequests: "No spotlight requests yet.",
	availableProducts: "Available Products",
	newRequest: "Request Spotlight",
	dialogTitle: "Request a Spotlight",
	product: "Product",
	duration: "Duration (months)",
	total: "Total",
	images: "Images",
	imagesHint: `Upload ${SPOTLIGHT_IMAGES.min} to ${SPOTLIGHT_IMAGES.max} images of the product.`,
	addImages: "Add images",
	uploading: "Uploading…",
	removeImage: "Remove image",
	submit: "Submit Request",
	submitting: "Submitting…",
	cancel: COMMON_LABELS.cancel,
	noProducts: "All your products are already in the spotlight or awaiting review.",
	reviewPromise: `Requests are reviewed within 24 hours.`,
	payNow: "Pay now",
	unpaid: "Awaiting payment",
	paid: "Paid",
	rejectionReason: "Reason",
	ends: "Ends"
};
var monthsLabel = (months) => months === 1 ? "1 month" : `${months} months`;
var SPOTLIGHT_TOASTS = {
	submitted: {
		title: "Spotlight Request Submitted",
		description: `Your request will be reviewed within 24 hours.`
	},
	submitFailed: {
		title: COMMON_LABELS.error,
		fallback: "Failed to submit spotlight request"
	},
	uploadFailed: {
		title: "Upload failed",
		description: "Failed to upload one or more images."
	}
};
`${SPOTLIGHT_PRIORITY.min}${SPOTLIGHT_PRIORITY.max}`, COMMON_LABELS.approve, COMMON_LABELS.reject, SPOTLIGHT_MANAGER.ends;
export { daysLeftLabel as a, SPOTLIGHT_TOASTS as i, SPOTLIGHT_PAGE as n, imageCounterLabel as o, SPOTLIGHT_STATUS_LABELS as r, monthsLabel as s, SPOTLIGHT_MANAGER as t };
