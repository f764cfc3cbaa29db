import { $ as VALIDATION_MESSAGES, at as SPOTLIGHT_MONTHS } from "./SiteLayout_D9w8JYOK.mjs";
// ../shared/src/rules/spotlight.ts
var isIntegerBetween = (value, min, max) => Number.isInteger(value) && value >= min && value <= max;
var isValidSpotlightMonths = (months) => isIntegerBetween(months, SPOTLIGHT_MONTHS.min, SPOTLIGHT_MONTHS.max);
/**
* The prepaid total in whole euro: 149 a month, 10% off the whole total from 2 months, rounded
* (1 → 149, 2 → 268, 3 → 402, 6 → 805, 12 → 1609). Percent arithmetic stays in integers so
* rounding never meets a binary fraction like 804.5999.
*/
var spotlightTotal = (months) => {
	if (!isValidSpotlightMonths(months)) throw new RangeError(VALIDATION_MESSAGES.spotlightDurationRange);
	const percentPayable = months >= 2 ? 90 : 100;
	return Math.round(149 * months * percentPayable / 100);
};
var showsPriorityBadge = (priority) => priority > 5;
export { spotlightTotal as n, showsPriorityBadge as t };
