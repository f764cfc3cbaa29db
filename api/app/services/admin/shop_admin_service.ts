import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { ALL_FILTER } from '@shoplocal/shared/constants'
import { ADMIN_SERVER_MESSAGES, DEFAULT_REJECT_REASON } from '@shoplocal/shared/messages'
import type { AdminShop, AdminShopsPage, AllShopsResponse, ShopStatus, SortOrder } from '@shoplocal/shared/types'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Shop from '#models/shop'
import type User from '#models/user'
import { SHOP_SORT_COLUMNS } from '#validators/admin'
import { recordAdminAction } from '#services/admin/admin_log_service'
import { resolvePage, searchTerms } from '#services/admin/paging'

export interface ShopListQuery {
  page?: number
  limit?: number
  search?: string
  status?: ShopStatus | typeof ALL_FILTER
  sortBy?: keyof typeof SHOP_SORT_COLUMNS
  sortOrder?: SortOrder
}

type Request = HttpContext['request']

function toAdminShop(shop: Shop): AdminShop {
  return {
    id: shop.id,
    name: shop.name,
    location: shop.location,
    owner: {
      firstName: shop.owner?.firstName ?? null,
      lastName: shop.owner?.lastName ?? null,
      email: shop.owner?.email ?? null,
    },
    category: shop.category ? { name: shop.category.name } : null,
    totalProducts: Number(shop.$extras.total_products ?? 0),
    status: shop.status,
    isApproved: shop.isApproved,
    isActive: shop.isActive,
    createdAt: shop.createdAt.toISO()!,
  }
}

function filtered(filters: ShopListQuery) {
  const query = Shop.query()
  if (filters.status && filters.status !== ALL_FILTER) query.where('status', filters.status)
  for (const term of searchTerms(filters.search)) {
    query.where((match) => match.where('name', 'like', `%${term}%`).orWhere('location', 'like', `${term}%`))
  }
  return query
}

function withListColumns(query: ModelQueryBuilderContract<typeof Shop>) {
  return query
    .select('shops.*')
    .select(db.raw('(select count(*) from products where products.shop_id = shops.id) as total_products'))
    .preload('owner')
    .preload('category')
}

/** The paged form of GET /api/admin/all-shops (enhanced shops tab). */
export async function listShops(filters: ShopListQuery): Promise<AdminShopsPage> {
  const base = filtered(filters)
  const totalCount = Number((await base.clone().count('* as total').first())?.$extras.total ?? 0)
  const page = resolvePage(totalCount, filters)
  const shops = await withListColumns(base)
    .orderBy(SHOP_SORT_COLUMNS[filters.sortBy ?? 'createdAt'], filters.sortOrder ?? 'desc')
    .orderBy('id', filters.sortOrder ?? 'desc')
    .offset(page.offset)
    .limit(page.limit)
  return { shops: shops.map(toAdminShop), totalCount, totalPages: page.totalPages }
}

/** The plain form (`?status=approved`, classic panel): every matching shop, newest first. */
export async function listAllShops(filters: ShopListQuery): Promise<AllShopsResponse> {
  const shops = await withListColumns(filtered(filters)).orderBy('created_at', 'desc').orderBy('id', 'desc')
  return { shops: shops.map(toAdminShop), totalCount: shops.length }
}

export async function approveShop(admin: User, request: Request, shop: Shop) {
  if (shop.status === 'approved') throw new Exception(ADMIN_SERVER_MESSAGES.shopAlreadyApproved, { status: 409 })
  await db.transaction(async (trx) => {
    shop.useTransaction(trx)
    shop.merge({ status: 'approved', isApproved: true, rejectionReason: null })
    await shop.save()
    await recordAdminAction(admin, request, { action: 'approve_shop', targetType: 'shop', targetId: shop.id, targetName: shop.name }, trx)
  })
  return shop
}

export async function rejectShop(admin: User, request: Request, shop: Shop, reason: string | undefined) {
  if (shop.status !== 'pending') throw new Exception(ADMIN_SERVER_MESSAGES.shopNotPending, { status: 409 })
  const why = reason || DEFAULT_REJECT_REASON
  await db.transaction(async (trx) => {
    shop.useTransaction(trx)
    shop.merge({ status: 'rejected', isApproved: false, rejectionReason: why })
    await shop.save()
    await recordAdminAction(
      admin,
      request,
      { action: 'reject_shop', targetType: 'shop', targetId: shop.id, targetName: shop.name, reason: why },
      trx
    )
  })
  return shop
}

export async function removeShop(admin: User, request: Request, shop: Shop, reason?: string) {
  await db.transaction(async (trx) => {
    await recordAdminAction(
      admin,
      request,
      { action: 'remove_shop', targetType: 'shop', targetId: shop.id, targetName: shop.name, reason },
      trx
    )
    shop.useTransaction(trx)
    await shop.delete()
  })
}
