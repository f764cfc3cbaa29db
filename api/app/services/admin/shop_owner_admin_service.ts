import db from '@adonisjs/lucid/services/db'
import { ADMIN_PAGE_SIZE } from '@shoplocal/shared/constants'
import type { AdminShopOwner, AdminShopOwnersPage } from '@shoplocal/shared/types'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import User from '#models/user'
import { adminErrors } from '#services/admin/admin_errors'
import { userSearchTerms, usersMatching } from '#services/admin/user_admin_service'
import { adminPage, type SortRule } from '#services/paging'
import type { ShopOwnerListQuery } from '#validators/admin'
import { SHOP_OWNER_SORT_COLUMNS } from '#services/admin/sort_columns'

const SHOP_OWNER_SORT: SortRule<keyof typeof SHOP_OWNER_SORT_COLUMNS> = {
  columns: SHOP_OWNER_SORT_COLUMNS,
  defaultKey: 'createdAt',
  tieBreaker: 'users.id',
}

/** The owner's first shop names the row; counts come from correlated subqueries on indexed owner_id. */
function withShopFigures(query: ModelQueryBuilderContract<typeof User>) {
  return query
    .select('users.*')
    .select(
      db.raw('(select count(*) from shops where shops.owner_id = users.id) as shop_count'),
      db.raw('(select name from shops where shops.owner_id = users.id order by shops.created_at asc, shops.id asc limit 1) as shop_name'),
      db.raw(
        '(select count(*) from products inner join shops on shops.id = products.shop_id where shops.owner_id = users.id) as total_products',
      ),
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
  const query = User.query().where('role', 'shop_owner')
  const terms = userSearchTerms(filters.search)
  if (terms.length > 0) query.whereIn('users.id', await usersMatching(terms, 'shop_owner'))
  if (filters.status === 'active') query.where('banned', false)
  if (filters.status === 'suspended') query.where('banned', true)

  const page = await adminPage(query, filters, { sort: SHOP_OWNER_SORT, defaultLimit: ADMIN_PAGE_SIZE, decorate: withShopFigures })
  return { shopOwners: page.rows.map(toAdminShopOwner), totalCount: page.totalCount, totalPages: page.totalPages }
}

/** The account behind a shop-owners row; any other account is not found here. */
export async function findShopOwner(id: number): Promise<User> {
  const owner = await User.query().where('id', id).where('role', 'shop_owner').first()
  if (!owner) throw adminErrors.notShopOwner()
  return owner
}
