import vine from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { ROLES, SHOP_STATUSES, SORT_ORDERS, ALL_FILTER, DECISION_GROUNDS } from '@shoplocal/shared/constants'
import { CUSTOMER_SORT_COLUMNS, SHOP_OWNER_SORT_COLUMNS, SHOP_SORT_COLUMNS, USER_SORT_COLUMNS } from '#services/admin/sort_columns'

/*
 * Query strings and bodies of the admin calls. A sort must name one of the
 * columns of services/admin/sort_columns.ts; page and limit are coerced here and clamped by
 * the services.
 */
const paging = {
  page: vine.number().withoutDecimals().optional(),
  limit: vine.number().withoutDecimals().min(1).optional(),
  search: vine.string().trim().maxLength(100).optional(),
  sortOrder: vine.enum(SORT_ORDERS).optional(),
}

function sortKeys<T extends Record<string, string>>(columns: T) {
  return Object.keys(columns) as (keyof T & string)[]
}

export const userListValidator = vine.create({
  ...paging,
  role: vine.enum([ALL_FILTER, ...ROLES]).optional(),
  status: vine.enum([ALL_FILTER, 'active', 'banned']).optional(),
  sortBy: vine.enum(sortKeys(USER_SORT_COLUMNS)).optional(),
})
export type UserListQuery = Infer<typeof userListValidator>

export const shopOwnerListValidator = vine.create({
  ...paging,
  status: vine.enum([ALL_FILTER, 'active', 'suspended']).optional(),
  sortBy: vine.enum(sortKeys(SHOP_OWNER_SORT_COLUMNS)).optional(),
})
export type ShopOwnerListQuery = Infer<typeof shopOwnerListValidator>

export const shopListValidator = vine.create({
  ...paging,
  status: vine.enum([ALL_FILTER, ...SHOP_STATUSES]).optional(),
  sortBy: vine.enum(sortKeys(SHOP_SORT_COLUMNS)).optional(),
})
export type ShopListQuery = Infer<typeof shopListValidator>

const isoDay = () => vine.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** GET /api/admin/logs: text in the target, action or reason; one action; one admin's id; days (UTC) from and to, both included. */
export const logListValidator = vine.create({
  page: paging.page,
  limit: paging.limit,
  search: paging.search,
  action: vine.string().trim().maxLength(50).optional(),
  adminId: vine
    .string()
    .regex(/^(all|\d{1,10})$/)
    .optional(),
  targetType: vine.string().trim().maxLength(30).optional(),
  from: isoDay().optional(),
  to: isoDay().optional(),
})
export type LogListQuery = Infer<typeof logListValidator>

/** What the admin typed, if anything; an empty reason is the service's default, not an error. */
/** A restriction's ground (a terms clause or a law); the API names our terms when a dialog sends none. */
const groundFields = {
  ground: vine.enum(DECISION_GROUNDS).optional(),
  groundDetail: vine.string().trim().maxLength(255).optional(),
}

export const reasonValidator = vine.create({
  reason: vine.string().trim().maxLength(500).optional(),
  ...groundFields,
})
export type RestrictionInput = Infer<typeof reasonValidator>

/** DELETE /api/admin/shops/:id: `notice: true` ends the shop with notice instead of at once (a serious breach). */
export const removeShopValidator = vine.create({
  reason: vine.string().trim().maxLength(500).optional(),
  ...groundFields,
  notice: vine.boolean().optional(),
})
export type RemoveShopInput = Infer<typeof removeShopValidator>

export const bannedValidator = vine.create({
  banned: vine.boolean(),
  reason: vine.string().trim().maxLength(500).optional(),
  ...groundFields,
})

/** GET /api/admin/customers: a sorted page, or with `afterId` (0 to start) the export's next chunk in id order. */
export const customerListValidator = vine.create({
  ...paging,
  status: vine.enum([ALL_FILTER, 'active', 'banned']).optional(),
  sortBy: vine.enum(sortKeys(CUSTOMER_SORT_COLUMNS)).optional(),
  afterId: vine.number().withoutDecimals().min(0).optional(),
})
export type CustomerListQuery = Infer<typeof customerListValidator>
