import { A as renderTemplate, N as addAttribute, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { C as COMMON_LABELS, p as SESSION_TOASTS, u as AUTH_LABELS } from "./server_BNsqkC4i.mjs";
import { G as showToast, J as REDIRECT_DELAYS_MS, r as getSessionState, t as $$SiteLayout, wt as OWNER_MENU_LABELS } from "./SiteLayout_D9w8JYOK.mjs";
import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { useEffect } from "react";
// ../shared/src/messages/admin.ts
/** What non-admins see on either admin panel. */
var ACCESS_DENIED = {
	title: "Access Denied",
	classic: "You don't have permission to access the admin panel.",
	enhanced: "You don't have permission to access the enhanced admin panel.",
	goHome: COMMON_LABELS.goHome
};
var ADMIN_LABELS = {
	classicTitle: OWNER_MENU_LABELS.adminPanel,
	enhancedTitle: "Enhanced Admin Panel",
	openEnhanced: "Enhanced Panel",
	refreshAll: "Refresh All",
	totalShops: COMMON_LABELS.totalShops,
	activeUsers: "Active Users",
	totalRevenue: "Total Revenue",
	pendingApprovals: "Pending Approvals",
	allShops: "All Shops",
	shopOwners: "Shop Owners",
	customers: "Customers",
	customerVisits: "Customer Visits",
	spotlight: COMMON_LABELS.spotlight,
	shopOwnersMoved: "Shop owners are managed in the enhanced admin panel.",
	noShopOwners: "No shop owners found",
	noShop: "No shop yet",
	noPendingShops: "No shops awaiting approval",
	noPendingSpotlights: "No spotlight requests awaiting review",
	remove: "Remove",
	suspend: "Suspend",
	unsuspend: "Unsuspend",
	ban: "Ban",
	unban: "Unban",
	markPaid: "Mark Paid",
	showBankDetails: "Show bank details",
	hideBankDetails: "Hide bank details",
	reasonOptional: "Reason (optional)",
	reasonRequired: "Reason (required)",
	priority: "Priority (0-10)"
};
COMMON_LABELS.banned;
`${COMMON_LABELS.cannotBeUndone}`, `${COMMON_LABELS.cannotBeUndone}`, `${COMMON_LABELS.cannotBeUndone}`, `${COMMON_LABELS.cannotBeUndone}`;
ADMIN_LABELS.shopOwners, COMMON_LABELS.spotlight;
AUTH_LABELS.signIn, OWNER_MENU_LABELS.signOut;
COMMON_LABELS.products, COMMON_LABELS.active;
COMMON_LABELS.totalShops, ADMIN_LABELS.totalRevenue;
/** The website's admin pages point admin staff to the desktop console, where the admin tools live. */
var ADMIN_PORTAL = {
	title: "Admin Panel",
	enhancedTitle: "Enhanced Admin Panel",
	customersTitle: "Customers",
	intro: "Moderation, payments, spotlight requests, customers and analytics are handled in the ShopLocal Admin desktop console.",
	steps: [
		"Install the ShopLocal Admin console for Windows, macOS or Linux from your team administrator.",
		"Open it and enter this marketplace's API address when it asks on first run.",
		"Sign in with your admin e-mail and password."
	],
	enhancedLink: "Open the enhanced admin panel",
	signedInAs: (name) => `Signed in as ${name}`
};
// ../shared/src/rules/labels.ts
/** A person's name from optional parts, e.g. for admin lists and log rows. */
var fullName = (firstName, lastName) => [firstName, lastName].filter((part) => part?.trim()).join(" ");
// src/features/admin-portal/SignedOutRedirect.tsx
/** A signed-out visitor to the admin panel is told the session ended, then sent to /api/login after 500 ms. */
function SignedOutRedirect() {
	useEffect(() => {
		showToast({
			...SESSION_TOASTS.unauthorized,
			variant: "destructive"
		});
		const timer = window.setTimeout(() => window.location.assign(ROUTES.unauthorizedRedirect), REDIRECT_DELAYS_MS.unauthorized);
		return () => window.clearTimeout(timer);
	}, []);
	return null;
}
// src/features/admin-portal/AdminPortal.astro
createAstro("https://astro.build");
var $$AdminPortal = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$AdminPortal;
	const { page, title, deniedMessage, showEnhancedLink = false } = Astro.props;
	const { view, name } = page;
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": title,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="container admin-portal">${view === "signed-out" && renderTemplate`<div class="admin-portal__card" role="status"><h1>${SESSION_TOASTS.unauthorized.title}</h1><p>${SESSION_TOASTS.unauthorized.description}</p>${renderComponent($$result, "SignedOutRedirect", SignedOutRedirect, {
		"client:load": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/wt/i28/storefront/src/features/admin-portal/SignedOutRedirect.tsx",
		"client:component-export": "default"
	})}</div>`}${view === "denied" && renderTemplate`<div class="admin-portal__card admin-portal__card--denied" data-testid="access-denied"><h1>${ACCESS_DENIED.title}</h1><p>${deniedMessage}</p><a class="button button--primary"${addAttribute(ROUTES.home, "href")}>${COMMON_LABELS.goHome}</a></div>`}${view === "console" && renderTemplate`<div class="admin-portal__card" data-testid="admin-console-pointer"><header class="admin-portal__head"><h1>${title}</h1>${showEnhancedLink && renderTemplate`<a class="button button--accent"${addAttribute(ROUTES.adminEnhanced, "href")}>${ADMIN_PORTAL.enhancedLink}</a>`}</header><p class="admin-portal__who">${ADMIN_PORTAL.signedInAs(name)}</p><p>${ADMIN_PORTAL.intro}</p><ol class="admin-portal__steps">${ADMIN_PORTAL.steps.map((step) => renderTemplate`<li>${step}</li>`)}</ol></div>`}</section>` })}`;
}, "/work/wt/i28/storefront/src/features/admin-portal/AdminPortal.astro", void 0);
// src/features/admin-portal/admin-view.ts
function adminView(session) {
	if (session.state === "guest" || !session.user) return "signed-out";
	return session.isAdmin ? "console" : "denied";
}
// src/features/admin-portal/resolve-admin-page.ts
var STATUS = {
	console: 200,
	"signed-out": 401,
	denied: 403
};
/**
* Reads the session for an admin page. Called from the page's own frontmatter:
* Astro starts streaming once the page's frontmatter has run, so a status set
* later, inside a component that awaits, would not reach the response.
*/
async function resolveAdminPage(source) {
	const session = await getSessionState(source);
	const view = adminView(session);
	const user = session.user;
	return {
		view,
		name: user ? fullName(user.firstName, user.lastName) || user.email || "" : "",
		status: STATUS[view]
	};
}
export { ADMIN_PORTAL as i, $$AdminPortal as n, ACCESS_DENIED as r, resolveAdminPage as t };
