// src/features/spotlight/copy.ts
/** The spotlight page's own words; words other apps also show come from @shoplocal/shared. */
var SPOTLIGHT_COPY = {
	notFoundText: "This featured product has ended or does not exist.",
	saveUnavailable: "Saving featured products is not available yet.",
	detailsHeading: "Product details",
	infoHeading: "Spotlight",
	daysLeft: "Time left",
	location: "Location",
	address: "Address",
	phone: "Phone",
	email: "Email",
	closed: "Closed",
	spotlightHeading: "Spotlight",
	spotlightIntro: "Featured products from local shops.",
	viewSpotlight: "View product"
};
export { SPOTLIGHT_COPY as t };
