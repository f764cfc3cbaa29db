import db from '@adonisjs/lucid/services/db'
import { notify } from '#services/notifications/notify'
import { DateTime } from 'luxon'
import { ADMIN_PAGE_SIZE, ALL_FILTER } from '@shoplocal/shared/constants'
import type { AdminShop, AdminShopsPage, AllShopsResponse } from '@shoplocal/shared/types'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Shop from '#models/shop'
import type { SignedInActor } from '#services/actor'
import { adminErrors } from '#services/admin/admin_errors'
import { moderationReason, recordAdminAction } from '#services/admin/admin_log_service'
import { searchTerms } from '#services/admin/user_admin_service'
import { containsPattern, likeSql, prefixPattern } from '#services/like'
import { adminPage, type SortRule } from '#services/paging'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { holdShopInvoices } from '#services/billing/shop_invoices'
import type { RestrictionInput, ShopListQuery } from '#validators/admin'
import { issueShopStatement } from '#services/trust/statements'
import { SHOP_SORT_COLUMNS } from '#services/admin/sort_columns'
import { assertTraderChecked } from '#services/trader/trader_checks'

const SHOP_SORT: SortRule<keyof typeof SHOP_SORT_COLUMNS> = { columns: SHOP_SORT_COLUMNS, defaultKey: 'createdAt', tieBreaker: 'id' }

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

/** Each search word must appear in the name or start the town. */
function filtered(filters: ShopListQuery) {
  const query = Shop.query()
  if (filters.status && filters.status !== ALL_FILTER) query.where('status', filters.status)
  for (const term of searchTerms(filters.search)) {
    query.where((match) => match.whereRaw(likeSql('name'), [containsPattern(term)]).orWhereRaw(likeSql('location'), [prefixPattern(term)]))
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

/** The paged form of GET /api/admin/all-shops (the console's Shops tab). */
export async function listShops(filters: ShopListQuery): Promise<AdminShopsPage> {
  const page = await adminPage(filtered(filters), filters, { sort: SHOP_SORT, defaultLimit: ADMIN_PAGE_SIZE, decorate: withListColumns })
  return { shops: page.rows.map(toAdminShop), totalCount: page.totalCount, totalPages: page.totalPages }
}

/** The plain form (`?status=approved`): every matching shop, newest first. */
export async function listAllShops(filters: ShopListQuery): Promise<AllShopsResponse> {
  const shops = await withListColumns(filtered(filters)).orderBy('created_at', 'desc').orderBy('id', 'desc')
  return { shops: shops.map(toAdminShop), totalCount: shops.length }
}

export async function approveShop(actor: SignedInActor, shop: Shop) {
  if (shop.status === 'approved') throw adminErrors.shopAlreadyApproved()
  await db.transaction(async (trx) => {
    // The trader checklist (DSA Art. 30) first: an incomplete one refuses with what is missing, changing nothing.
    await assertTraderChecked(trx, shop.id)
    // Two approvals at once: the second finds the shop approved here (after the first commits) and changes nothing.
    const changed = await trx.from('shops').where('id', shop.id).whereNot('status', 'approved').update({ status: 'approved' })
    if (Number(changed) === 0) throw adminErrors.shopAlreadyApproved()
    shop.useTransaction(trx)
    // The New Shop Bonus runs from the approval.
    const approvedAt = DateTime.utc()
    shop.merge({ status: 'approved', isApproved: true, rejectionReason: null, approvedAt })
    await shop.save()
    await recordAdminAction(actor, { action: 'approve_shop', targetType: 'shop', targetId: shop.id, targetName: shop.name }, trx)
    await recordCatalogueChange({ shopIds: [shop.id] }, trx)
    await notify(trx, {
      userId: shop.ownerId,
      kind: 'shop_approved',
      cause: `shop:${shop.id}:approved:${approvedAt.toMillis()}`,
      details: { shopId: shop.id, shopName: shop.name },
    })
  })
  return shop
}

/** Only a pending shop can be rejected; the owner sees the reason. */
export async function rejectShop(actor: SignedInActor, shop: Shop, restriction: RestrictionInput) {
  if (shop.status !== 'pending') throw adminErrors.shopNotPending()
  const reason = moderationReason(restriction.reason)
  await db.transaction(async (trx) => {
    // Two rejections at once: only the one that finds the shop still pending rejects it.
    const changed = await trx.from('shops').where('id', shop.id).where('status', 'pending').update({ status: 'rejected' })
    if (Number(changed) === 0) throw adminErrors.shopNotPending()
    shop.useTransaction(trx)
    shop.merge({ status: 'rejected', isApproved: false, rejectionReason: reason })
    await shop.save()
    await recordAdminAction(actor, { action: 'reject_shop', targetType: 'shop', targetId: shop.id, targetName: shop.name, reason }, trx)
    const invoices = await holdShopInvoices(trx, shop.id)
    await issueShopStatement(
      trx,
      actor,
      shop,
      'reject_shop',
      { ...restriction, reason },
      [{ table: 'shops', id: shop.id, values: { status: 'pending', is_approved: false, rejection_reason: null } }],
      invoices,
    )
    await recordCatalogueChange({ shopIds: [shop.id] }, trx)
    await notify(trx, {
      userId: shop.ownerId,
      kind: 'shop_rejected',
      cause: `shop:${shop.id}:rejected:${Date.now()}`,
      details: { shopId: shop.id, shopName: shop.name, reason, ...invoices },
      // The statement of reasons is the owner's one mail about this decision.
      mail: false,
    })
  })
  return shop
}
