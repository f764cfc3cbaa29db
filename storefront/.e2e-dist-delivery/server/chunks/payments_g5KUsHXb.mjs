// ../shared/src/constants/payments.ts
/** The starter plan's add-on. */
var STARTER_EXTRA_PRODUCTS = {
	products: 10,
	monthlyPrice: 5
};
/** The plan lengths in days. */
var PLAN_DURATIONS = {
	month: 30,
	quarter: 90,
	halfYear: 180,
	year: 365
};
/** New Shop Bonus: a shop ranks this much higher in public lists for this many days after approval. */
var NEW_SHOP_BONUS = {
	visibilityPercent: 20,
	days: 60
};
/** A payment proof: an image or a PDF of at most 5 MB. */
var PAYMENT_PROOF_MAX_BYTES = 5242880;
export { STARTER_EXTRA_PRODUCTS as i, PAYMENT_PROOF_MAX_BYTES as n, PLAN_DURATIONS as r, NEW_SHOP_BONUS as t };
