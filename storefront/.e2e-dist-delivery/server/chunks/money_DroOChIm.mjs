import { v as LOCALE } from "./server_BNsqkC4i.mjs";
// ../shared/src/rules/money.ts
var wholeEuro = new Intl.NumberFormat(LOCALE, {
	style: "currency",
	currency: "EUR",
	minimumFractionDigits: 0,
	maximumFractionDigits: 0
});
var euroWithCents = new Intl.NumberFormat(LOCALE, {
	style: "currency",
	currency: "EUR",
	minimumFractionDigits: 2,
	maximumFractionDigits: 2
});
/** Database drivers hand DECIMAL columns over as strings; both forms are accepted. */
var toAmount = (amount) => {
	const value = typeof amount === "number" ? amount : Number(amount);
	if (!Number.isFinite(value)) throw new RangeError(`Not a money amount: ${String(amount)}`);
	return value;
};
/** Prices everywhere: whole euro, en-IE, e.g. '€1,609'. */
var formatEuro = (amount) => wholeEuro.format(toAmount(amount));
/** Spotlight revenue and other accounting figures: two decimals, e.g. '€268.00'. */
var formatEuro2 = (amount) => euroWithCents.format(toAmount(amount));
export { formatEuro2 as n, formatEuro as t };
