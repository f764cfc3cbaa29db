import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { A as renderTemplate, N as addAttribute, j as maybeRenderHead, w as renderComponent } from "./sequence_BGKJNbzO.mjs";
import { n as createComponent, t as createAstro } from "./compiler_Ci-kpdJs.mjs";
import { r as ROUTES } from "./routes_DRPvcbu1.mjs";
import { t as serverApi, u as AUTH_LABELS } from "./server_BNsqkC4i.mjs";
import { i as memberSince } from "./dates_BETNPmni.mjs";
import { a as OpenChatButton, j as AUTH_COPY, r as getSessionState, t as $$SiteLayout } from "./SiteLayout_D9w8JYOK.mjs";
import { n as customerProfileRedirect } from "./guards_bz5iJ8zm.mjs";
// src/features/customer-account/copy.ts
/** The account page's activity cards. */
var ACCOUNT_ACTIVITY_COPY = {
	favourites: "Favorites",
	conversations: "Conversations",
	seeAllFavourites: "See all favourites",
	noFavourites: "No favourites yet.",
	noConversations: "No conversations yet.",
	openConversation: "Open"
};
// src/features/customer-account/AccountActivity.astro
createAstro("https://astro.build");
var $$AccountActivity = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$AccountActivity;
	const { favourites, conversations } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<div class="account-activity"><section class="account-activity__card" aria-labelledby="account-favourites" data-testid="account-favourites"><h2 id="account-favourites" class="account-activity__title">${ACCOUNT_ACTIVITY_COPY.favourites} <span class="account-activity__count" data-testid="favourites-total">${favourites.length}</span></h2>${favourites.length === 0 ? renderTemplate`<p class="account-activity__empty">${ACCOUNT_ACTIVITY_COPY.noFavourites}</p>` : renderTemplate`<ul class="account-activity__list">${favourites.slice(0, 3).map((item) => renderTemplate`<li><a${addAttribute(`/shop/${item.shopId}`, "href")}>${item.name}</a><span class="account-activity__meta">${item.shop.name} · ${item.shop.location}</span></li>`)}</ul>`}<a class="account-activity__more"${addAttribute(ROUTES.favourites, "href")}>${ACCOUNT_ACTIVITY_COPY.seeAllFavourites}</a></section><section class="account-activity__card" aria-labelledby="account-conversations" data-testid="account-conversations"><h2 id="account-conversations" class="account-activity__title">${ACCOUNT_ACTIVITY_COPY.conversations} <span class="account-activity__count" data-testid="conversations-total">${conversations.length}</span></h2>${conversations.length === 0 ? renderTemplate`<p class="account-activity__empty">${ACCOUNT_ACTIVITY_COPY.noConversations}</p>` : renderTemplate`<ul class="account-activity__list">${conversations.slice(0, 3).map((conversation) => renderTemplate`<li class="account-activity__conversation"><span><strong>${conversation.otherName}</strong><span class="account-activity__meta">${conversation.lastMessage}</span></span>${renderComponent($$result, "OpenChatButton", OpenChatButton, {
		"client:idle": true,
		"start": { conversationId: conversation.id },
		"label": ACCOUNT_ACTIVITY_COPY.openConversation,
		"client:component-hydration": "idle",
		"client:component-path": "/work/wt/i28/storefront/src/features/chat/index.ts",
		"client:component-export": "OpenChatButton"
	})}</li>`)}</ul>`}</section></div>`;
}, "/work/wt/i28/storefront/src/features/customer-account/AccountActivity.astro", void 0);
// src/pages/customer-profile.astro
var customer_profile_exports = /* @__PURE__ */ __exportAll({
	default: () => $$CustomerProfile,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$CustomerProfile = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CustomerProfile;
	const session = await getSessionState(Astro);
	const redirect = customerProfileRedirect(session);
	if (redirect || !session.user) return Astro.redirect(redirect ?? ROUTES.customerAuth);
	const api = serverApi(Astro);
	const [favourites, conversations] = await Promise.all([api.get("/api/customer/favorites"), api.get("/api/customer/conversations")]);
	const user = session.user;
	const copy = AUTH_COPY.profile;
	const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": copy.title,
		"noindex": true,
		"data-astro-cid-5ojby7ea": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<section class="container profile" data-astro-cid-5ojby7ea><h1 class="profile__title" data-astro-cid-5ojby7ea>${copy.title}</h1><div class="profile__card" data-astro-cid-5ojby7ea><p class="profile__name" data-testid="profile-name" data-astro-cid-5ojby7ea>${fullName}</p><dl class="profile__facts" data-astro-cid-5ojby7ea><div data-astro-cid-5ojby7ea><dt data-astro-cid-5ojby7ea>${copy.contact}</dt><dd data-astro-cid-5ojby7ea>${user.email ?? user.phone}</dd></div>${user.city && renderTemplate`<div data-astro-cid-5ojby7ea><dt data-astro-cid-5ojby7ea>${copy.city}</dt><dd data-astro-cid-5ojby7ea>${user.city}</dd></div>`}<div data-astro-cid-5ojby7ea><dt data-astro-cid-5ojby7ea>${copy.emailStatus}</dt><dd data-astro-cid-5ojby7ea><span${addAttribute(["profile__status", user.isEmailVerified ? "profile__status--ok" : "profile__status--pending"], "class:list")} data-astro-cid-5ojby7ea>${user.isEmailVerified ? AUTH_LABELS.emailVerified : AUTH_LABELS.emailPending}</span></dd></div>${user.createdAt && renderTemplate`<div data-astro-cid-5ojby7ea><dt data-astro-cid-5ojby7ea>${copy.memberSince}</dt><dd data-astro-cid-5ojby7ea>${memberSince(user.createdAt)}</dd></div>`}</dl><a class="button button--primary"${addAttribute(ROUTES.browseProducts, "href")} data-astro-cid-5ojby7ea>${copy.browse}</a></div>${renderComponent($$result, "AccountActivity", $$AccountActivity, {
		"favourites": favourites.ok ? favourites.data : [],
		"conversations": conversations.ok ? conversations.data : [],
		"data-astro-cid-5ojby7ea": true
	})}</section>` })}`;
}, "/work/wt/i28/storefront/src/pages/customer-profile.astro", void 0);
var $$file = "/work/wt/i28/storefront/src/pages/customer-profile.astro";
var $$url = "/customer-profile";
// \0virtual:astro:page:src/pages/customer-profile@_@astro
var page = () => customer_profile_exports;
export { page };
