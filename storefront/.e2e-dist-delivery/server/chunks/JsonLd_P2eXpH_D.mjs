import { A as renderTemplate, L as unescapeHTML } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
// src/lib/seo/structured-data.ts
var absolute = (path, origin) => path ? new URL(path, origin).href : void 0;
var ratingOf = (rating, count) => rating !== null && rating !== void 0 && Number(rating) > 0 && count > 0 ? {
	"@type": "AggregateRating",
	ratingValue: Number(rating).toFixed(1),
	reviewCount: count,
	bestRating: 5,
	worstRating: 1
} : void 0;
/** Drops undefined members so the script holds only what is known. */
var compact = (value) => JSON.parse(JSON.stringify(value));
/**
* schema.org LocalBusiness for a shop page. Phone and email are left out on purpose: the page shows
* them only to signed-in visitors, so the markup must not hand them to everyone.
*/
function localBusiness(shop, name, url) {
	return compact({
		"@context": "https://schema.org",
		"@type": "LocalBusiness",
		"@id": url,
		name,
		url,
		description: shop.description ?? void 0,
		image: absolute(shop.profileImageUrl, url),
		address: {
			"@type": "PostalAddress",
			streetAddress: shop.address ?? void 0,
			addressLocality: shop.location,
			addressCountry: "IE"
		},
		aggregateRating: ratingOf(shop.averageRating ?? shop.rating, shop.reviewCount)
	});
}
/** schema.org Product for a spotlight page, offered by the shop, in euro. */
function spotlightProduct(spotlight, name, images, url, shopUrl) {
	return compact({
		"@context": "https://schema.org",
		"@type": "Product",
		name,
		url,
		description: spotlight.product.description ?? void 0,
		image: images.map((image) => absolute(image, url)),
		aggregateRating: ratingOf(spotlight.product.rating, spotlight.product.reviewCount),
		offers: {
			"@type": "Offer",
			price: Number(spotlight.product.price).toFixed(2),
			priceCurrency: "EUR",
			availability: "https://schema.org/InStock",
			url,
			seller: {
				"@type": "LocalBusiness",
				name: spotlight.shop.name,
				url: shopUrl
			}
		}
	});
}
/** JSON for a <script> element: '<' escaped so no text in the data can close the element early. */
var jsonForScript = (value) => JSON.stringify(value).replace(/</g, "\\u003c");
// src/components/JsonLd.astro
createAstro("https://astro.build");
var $$JsonLd = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$JsonLd;
	const { data } = Astro.props;
	return renderTemplate`<script type="application/ld+json">${unescapeHTML(jsonForScript(data))}<\/script>`;
}, "/work/wt/i28/storefront/src/components/JsonLd.astro", void 0);
export { localBusiness as n, spotlightProduct as r, $$JsonLd as t };
