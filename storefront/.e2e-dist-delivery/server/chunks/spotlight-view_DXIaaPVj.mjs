import { t as daysLeft } from "./dates_BETNPmni.mjs";
// src/features/spotlight/spotlight-view.ts
/** The gallery: the request's images, else the product's own picture; blanks and repeats dropped. */
function galleryImages(spotlight) {
	const candidates = spotlight.images.length > 0 ? spotlight.images : [spotlight.product.imageUrl];
	const seen = /* @__PURE__ */ new Set();
	for (const image of candidates) {
		const url = image?.trim();
		if (url) seen.add(url);
	}
	return [...seen];
}
/** Wrap-around paging: previous from the first image shows the last. */
var stepIndex = (index, step, total) => total === 0 ? 0 : ((index + step) % total + total) % total;
/** 'View on Map' opens a maps search on the shop's name and address. */
function mapsSearchUrl(shop) {
	const place = [shop.name, shop.address ?? shop.location].filter(Boolean).join(", ");
	return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
/** A tel: link that dials: only digits and a leading plus survive. */
function telHref(phone) {
	const digits = phone?.replace(/[^\d+]/g, "") ?? "";
	return digits.replace(/\D/g, "").length >= 6 ? `tel:${digits}` : null;
}
/** Opening hours as lines: the schedule when the API sends one, else the free text split on its lines. */
function openingHoursLines(shop, closed) {
	if (shop.openingHoursSchedule && shop.openingHoursSchedule.length > 0) return shop.openingHoursSchedule.map((row) => row.opens && row.closes ? `${row.day}: ${row.opens}–${row.closes}` : `${row.day}: ${closed}`);
	return (shop.openingHours ?? "").split(/\r?\n|;/).map((line) => line.trim()).filter(Boolean);
}
var spotlightDaysRemaining = (endDate, now = /* @__PURE__ */ new Date()) => daysLeft(endDate, now);
export { stepIndex as a, spotlightDaysRemaining as i, mapsSearchUrl as n, telHref as o, openingHoursLines as r, galleryImages as t };
