import { S as TIME_ZONE, v as LOCALE, y as MS_PER_DAY } from "./server_BNsqkC4i.mjs";
import { dt as CATALOGUE_FALLBACKS } from "./SiteLayout_D9w8JYOK.mjs";
// ../shared/src/rules/dates.ts
var toDate = (value) => value instanceof Date ? value : new Date(value);
var isValid = (date) => !Number.isNaN(date.getTime());
var dateFormat = new Intl.DateTimeFormat(LOCALE, {
	timeZone: TIME_ZONE,
	day: "2-digit",
	month: "2-digit",
	year: "numeric"
});
var dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
	timeZone: TIME_ZONE,
	day: "2-digit",
	month: "2-digit",
	year: "numeric",
	hour: "2-digit",
	minute: "2-digit"
});
new Intl.DateTimeFormat(LOCALE, {
	timeZone: TIME_ZONE,
	hour: "2-digit",
	minute: "2-digit"
});
var monthYearFormat = new Intl.DateTimeFormat(LOCALE, {
	timeZone: TIME_ZONE,
	month: "long",
	year: "numeric"
});
/** Whole days until endDate, rounded up so the last partial day still counts, and never negative. */
var daysLeft = (endDate, now = /* @__PURE__ */ new Date()) => {
	const end = toDate(endDate);
	if (!isValid(end)) return 0;
	return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / MS_PER_DAY));
};
/** en-IE day/month/year, e.g. '21/11/2026'; empty for a missing or broken date. */
var formatDate = (value) => {
	if (value === null || value === void 0) return "";
	const date = toDate(value);
	return isValid(date) ? dateFormat.format(date) : "";
};
/** en-IE date and time, e.g. '21/11/2026, 14:05'. */
var formatDateTime = (value) => {
	if (value === null || value === void 0) return "";
	const date = toDate(value);
	return isValid(date) ? dateTimeFormat.format(date) : "";
};
/** 'Member since' on the shop statistics card: month and year, or 'Unknown'. */
var memberSince = (createdAt) => {
	if (createdAt === null || createdAt === void 0) return CATALOGUE_FALLBACKS.memberSince;
	const date = toDate(createdAt);
	return isValid(date) ? monthYearFormat.format(date) : CATALOGUE_FALLBACKS.memberSince;
};
export { memberSince as i, formatDate as n, formatDateTime as r, daysLeft as t };
