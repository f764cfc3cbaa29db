import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { s as withQuery } from "./server_BNsqkC4i.mjs";
// src/lib/session/guards.ts
/**
* Page guards: where a visitor who may not see a page is sent instead, or null
* to render it.
*/
/** Why the shop-owner auth page was opened; it then shows 'Authentication Required: …'. */
var AUTH_REQUIRED_NOTICE = { notice: "authentication-required" };
var isAuthRequiredNotice = (url) => url.searchParams.get("notice") === AUTH_REQUIRED_NOTICE.notice;
/** /dashboard and the owner destinations: owners and admins only; others go to /shop-owner-auth. */
var dashboardRedirect = (session) => session.state === "owner" || session.state === "admin" ? null : withQuery(ROUTES.shopOwnerAuth, AUTH_REQUIRED_NOTICE);
/** /customer-profile: anyone signed in sees their account; a guest goes to /customer-auth. */
var customerProfileRedirect = (session) => session.state === "guest" ? ROUTES.customerAuth : null;
export { isAuthRequiredNotice as i, customerProfileRedirect as n, dashboardRedirect as r, AUTH_REQUIRED_NOTICE as t };
