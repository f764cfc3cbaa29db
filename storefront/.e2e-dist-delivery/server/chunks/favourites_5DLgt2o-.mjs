import { U as browserApi, n as MENU_COPY } from "./SiteLayout_D9w8JYOK.mjs";
// src/features/favourites/copy.ts
/** The favourites page's and the favourite toggle's words. */
var FAVOURITES_COPY = {
	title: "My Favorites",
	guestNotice: "You're saving favourites as a guest. Sign up to keep them on every device.",
	signUp: "Sign up",
	emptyTitle: "No favourites yet",
	emptyText: "Tap the heart on any product to save it here.",
	discoverShops: "Discover Shops",
	viewShop: "View Shop",
	remove: "Remove",
	removeNamed: (name) => `Remove ${name} from favourites`,
	add: (name) => `Save ${name} to favourites`,
	saved: (name) => `Remove ${name} from favourites`,
	savedBy: (count) => count === 1 ? "Saved by 1 person" : `Saved by ${count} people`,
	loadFailed: "We could not load your favourites just now. Please try again in a moment.",
	views: (count) => count === 1 ? "1 view" : `${count} views`
};
// src/features/favourites/header-count.ts
/**
* The header's favourites count is rendered on the server; after a toggle the island asks the API for
* the new number and writes it in, so the badge agrees without a reload.
*/
async function refreshHeaderCount() {
	const badge = document.querySelector("[data-testid=\"favourites-count\"]");
	if (!badge) return;
	const result = await browserApi.get("/api/favorites/count");
	if (!result.ok || typeof result.data !== "number") return;
	badge.textContent = String(result.data);
	badge.setAttribute("aria-label", MENU_COPY.favouritesCount(result.data));
}
export { FAVOURITES_COPY as n, refreshHeaderCount as t };
