/*
 * The columns each admin list may be sorted by (the key the console sends → the column in SQL). The validators
 * accept only these keys and the services order by only these columns, so both import this one module.
 */

/** The columns the users tab may sort by; anything else is refused by the validator. */
export const USER_SORT_COLUMNS = {
  createdAt: 'created_at',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  role: 'role',
} as const

/** The columns the shop-owners tab may sort by; shop_name is a subquery column of shop_owner_admin_service.ts. */
export const SHOP_OWNER_SORT_COLUMNS = {
  createdAt: 'created_at',
  name: 'first_name',
  email: 'email',
  shopName: 'shop_name',
} as const

/** The columns the shops tab may sort by. */
export const SHOP_SORT_COLUMNS = {
  createdAt: 'created_at',
  name: 'name',
  location: 'location',
} as const

/** The columns the Customers tab may sort by; anything else is refused by the validator. */
export const CUSTOMER_SORT_COLUMNS = {
  createdAt: 'created_at',
  email: 'email',
  city: 'city',
} as const
