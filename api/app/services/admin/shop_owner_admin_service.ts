import db from '@adonisjs/lucid/services/db'
import { ALL_FILTER } from '@shoplocal/shared/constants'
import type { AdminShopOwner, AdminShopOwnersPage, SortOrder } from '@shoplocal/shared/types'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import User from '#models/user'
import { SHOP_OWNER_SORT_COLUMNS } from '#validators/admin'
import { resolvePage } from '#services/admin/paging'
import { applyUserSearch } from '#services/admin/user_admin_service'

export interface ShopOwnerListQuery {
  page?: number
  limit?: number
  search?: string
  status?: 'active' | 'suspended' | typeof ALL_FILTER
  sortBy?: keyof typeof SHOP_OWNER_SORT_COLUMNS
  sortOrder?: SortOrder
}

/** The owner's first shop names the row; counts come from correlated subqueries on indexed owner_id. */
function withShopFigures(query: ModelQueryBuilderContract<typeof User>) {
  return query
    .select('users.*')
    .select(
      db.raw('(select count(*) from shops where shops.owner_id = users.id) as shop_count'),
      db.raw(
        '(select name from shops where shops.owner_id = users.id order by shops.created_at asc, shops.id asc limit 1) as shop_name'
      ),
      db.raw(
        '(select count(*) from products inner join shops on shops.id = products.shop_id where shops.owner_id = users.id) as total_products'
      )
    )
}

function toAdminShopOwner(owner: User): AdminShopOwner {
  return {
    id: owner.id,
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: owner.email,
    shopName: owner.$extras.shop_name ?? null,
    shopCount: Number(owner.$extras.shop_count ?? 0),
    totalProducts: Number(owner.$extras.total_products ?? 0),
    createdAt: owner.createdAt.toISO()!,
    banned: owner.banned,
  }
}

export async function listShopOwners(filters: ShopOwnerListQuery): Promise<AdminShopOwnersPage> {
  const base = User.query().where('role', 'shop_owner')
  applyUserSearch(base, filters.search)
  if (filters.status === 'active') base.where('banned', false)
  if (filters.status === 'suspended') base.where('banned', true)

  const totalCount = Number((await base.clone().count('* as total').first())?.$extras.total ?? 0)
  const page = resolvePage(totalCount, filters)
  const owners = await withShopFigures(base)
    .orderBy(SHOP_OWNER_SORT_COLUMNS[filters.sortBy ?? 'createdAt'], filters.sortOrder ?? 'desc')
    .orderBy('users.id', filters.sortOrder ?? 'desc')
    .offset(page.offset)
    .limit(page.limit)
  return { shopOwners: owners.map(toAdminShopOwner), totalCount, totalPages: page.totalPages }
}

export async function findShopOwner(id: number): Promise<User | null> {
  return User.query().where('id', id).where('role', 'shop_owner').first()
}
