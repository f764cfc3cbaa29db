// ../shared/src/constants/enumerations.ts
/**
* The closed value sets of the data model. They are arrays (not only union types) because the API's
* migrations and validators need the values at runtime; the union types in `types/` derive from them.
*/
var ROLES = [
	"customer",
	"shop_owner",
	"admin"
];
/** The account types the /login screen offers. */
var LOGIN_FORM_ROLES = ["customer", "shop_owner"];
export { ROLES as n, LOGIN_FORM_ROLES as t };
