import { ct as BROWSE_LABELS } from "./SiteLayout_D9w8JYOK.mjs";
import { r as SEARCH_COPY } from "./search_CofXFzgk.mjs";
import { jsxDEV } from "react/jsx-dev-runtime";
// src/features/search/CategorySelect.tsx
var _jsxFileName = "/work/wt/i28/storefront/src/features/search/CategorySelect.tsx";
/** All Categories or one slug; an unknown slug from the address stays selectable so the URL round-trips. */
function CategorySelect({ id, value, categories, onChange }) {
	const known = value === "" || categories.some((category) => category.slug === value);
	return /* @__PURE__ */ jsxDEV("div", {
		className: "search-field",
		children: [/* @__PURE__ */ jsxDEV("label", {
			className: "search-field__label",
			htmlFor: id,
			children: SEARCH_COPY.categoryLabel
		}, void 0, false, {
			fileName: _jsxFileName,
			lineNumber: 17,
			columnNumber: 7
		}, this), /* @__PURE__ */ jsxDEV("select", {
			id,
			className: "search-field__input",
			name: "category",
			value,
			onChange: (event) => onChange(event.target.value),
			children: [
				/* @__PURE__ */ jsxDEV("option", {
					value: "",
					children: BROWSE_LABELS.allCategories
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 21,
					columnNumber: 9
				}, this),
				categories.map((category) => /* @__PURE__ */ jsxDEV("option", {
					value: category.slug,
					children: category.name
				}, category.slug, false, {
					fileName: _jsxFileName,
					lineNumber: 23,
					columnNumber: 11
				}, this)),
				!known && /* @__PURE__ */ jsxDEV("option", {
					value,
					children: value
				}, void 0, false, {
					fileName: _jsxFileName,
					lineNumber: 27,
					columnNumber: 20
				}, this)
			]
		}, void 0, true, {
			fileName: _jsxFileName,
			lineNumber: 20,
			columnNumber: 7
		}, this)]
	}, void 0, true, {
		fileName: _jsxFileName,
		lineNumber: 16,
		columnNumber: 5
	}, this);
}
export { CategorySelect as t };
