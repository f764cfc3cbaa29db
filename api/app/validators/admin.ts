import vine from '@vinejs/vine'
import { ROLES, SHOP_STATUSES, SORT_ORDERS, ALL_FILTER } from '@shoplocal/shared/constants'

/*
 * Query strings and bodies of the admin calls. Sorting is limited to the
 * listed columns; page and limit are coerced here and clamped by the services.
 */
const paging = {
  page: vine.number().withoutDecimals().optional(),
  limit: vine.number().withoutDecimals().min(1).optional(),
  search: vine.string().trim().maxLength(100).optional(),
  sortOrder: vine.enum(SORT_ORDERS).optional(),
}

export const USER_SORT_COLUMNS = {
  createdAt: 'created_at',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  role: 'role',
} as const

export const SHOP_OWNER_SORT_COLUMNS = {
  createdAt: 'created_at',
  name: 'first_name',
  email: 'email',
  shopName: 'shop_name',
} as const

export const SHOP_SORT_COLUMNS = {
  createdAt: 'created_at',
  name: 'name',
  location: 'location',
} as const

function sortKeys<T extends Record<string, string>>(columns: T) {
  return Object.keys(columns) as (keyof T & string)[]
}

export const userListValidator = vine.create({
  ...paging,
  role: vine.enum([ALL_FILTER, ...ROLES]).optional(),
  status: vine.enum([ALL_FILTER, 'active', 'banned']).optional(),
  sortBy: vine.enum(sortKeys(USER_SORT_COLUMNS)).optional(),
})

export const shopOwnerListValidator = vine.create({
  ...paging,
  status: vine.enum([ALL_FILTER, 'active', 'suspended']).optional(),
  sortBy: vine.enum(sortKeys(SHOP_OWNER_SORT_COLUMNS)).optional(),
})

export const shopListValidator = vine.create({
  ...paging,
  status: vine.enum([ALL_FILTER, ...SHOP_STATUSES]).optional(),
  sortBy: vine.enum(sortKeys(SHOP_SORT_COLUMNS)).optional(),
})

export const logListValidator = vine.create({
  page: paging.page,
  limit: paging.limit,
})

export const reasonValidator = vine.create({
  reason: vine.string().trim().maxLength(500).optional(),
})

export const bannedValidator = vine.create({
  banned: vine.boolean(),
})
