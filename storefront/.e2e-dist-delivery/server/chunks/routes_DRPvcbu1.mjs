// ../shared/src/constants/routes.ts
/** Page paths, so links and redirects are spelled once. */
var ROUTES = {
	home: "/",
	browseShops: "/browse-shops",
	browseProducts: "/browse-products",
	favourites: "/favorites",
	customerProfile: "/customer-profile",
	customerAuth: "/customer-auth",
	shopOwnerAuth: "/shop-owner-auth",
	login: "/login",
	passwordResetRequest: "/password-reset-request",
	passwordResetConfirm: "/password-reset-confirm",
	dashboard: "/dashboard",
	shopOwnerHome: "/shop-owner-home",
	shopOwnerDashboard: "/shop-owner-dashboard",
	subscribe: "/subscribe",
	pricing: "/pricing",
	pay: "/pay",
	admin: "/admin",
	adminEnhanced: "/admin/enhanced",
	adminCustomers: "/admin/customers",
	/** Where an unauthorized state sends the browser. */
	unauthorizedRedirect: "/api/login"
};
var shopPath = (id) => `/shops/${id}`;
var spotlightPath = (id) => `/spotlight/${id}`;
/** Query flag that makes the home page show the password-reset banner. */
var PASSWORD_RESET_SUCCESS_QUERY = { passwordReset: "success" };
/** Query flag that opens the rating dialog on the shop page. */
var RATE_ACTION_QUERY = { action: "rate" };
export { spotlightPath as a, shopPath as i, RATE_ACTION_QUERY as n, ROUTES as r, PASSWORD_RESET_SUCCESS_QUERY as t };
