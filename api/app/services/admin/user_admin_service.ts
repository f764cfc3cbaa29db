import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { ALL_FILTER } from '@shoplocal/shared/constants'
import { ADMIN_SERVER_MESSAGES, DEFAULT_REJECT_REASON } from '@shoplocal/shared/messages'
import { fullName } from '@shoplocal/shared/rules'
import type { AdminUser, AdminUsersPage, Role, SortOrder } from '@shoplocal/shared/types'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import User from '#models/user'
import { USER_SORT_COLUMNS } from '#validators/admin'
import { recordAdminAction } from '#services/admin/admin_log_service'
import { resolvePage, searchTerms } from '#services/admin/paging'
import { revokeAllAccess } from '#services/account_access'

export interface UserListQuery {
  page?: number
  limit?: number
  search?: string
  role?: Role | typeof ALL_FILTER
  status?: 'active' | 'banned' | typeof ALL_FILTER
  sortBy?: keyof typeof USER_SORT_COLUMNS
  sortOrder?: SortOrder
}

type Request = HttpContext['request']

export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    banned: user.banned,
    isEmailVerified: user.isEmailVerified,
    createdAt: user.createdAt.toISO()!,
  }
}

export function displayName(user: User): string {
  return fullName(user.firstName, user.lastName) || user.email || user.phone || `#${user.id}`
}

/*
 * With a search, MySQL tends to walk a sort-order index and test every row it
 * passes (0.2 s on 100,000 users); merging the four prefix indexes first and
 * sorting the few thousand matches takes 0.02 s. The hint only steers index
 * choice for ORDER BY, and only on the MySQL family, which understands it.
 */
const SORT_INDEXES = [
  'PRIMARY', 'users_created_at_index', 'users_first_name_index', 'users_last_name_index', 'users_email_index',
  'users_role_last_name_index', 'users_role_first_name_index', 'users_role_created_at_index',
].join(', ')

/** Each search word must start one of first name, last name, email or phone (indexed prefix matches). */
export function applyUserSearch(query: ModelQueryBuilderContract<typeof User>, search: string | undefined) {
  const terms = searchTerms(search)
  if (terms.length > 0 && query.client.dialect.name === 'mysql') {
    query.knexQuery.from(query.client.knexRawQuery(`users ignore index for order by (${SORT_INDEXES})`))
  }
  for (const term of terms) {
    query.where((match) => {
      match
        .where('first_name', 'like', `${term}%`)
        .orWhere('last_name', 'like', `${term}%`)
        .orWhere('email', 'like', `${term}%`)
        .orWhere('phone', 'like', `${term}%`)
      if (/^\d+$/.test(term)) match.orWhere('id', Number(term))
    })
  }
}

export async function listUsers(filters: UserListQuery): Promise<AdminUsersPage> {
  const base = User.query()
  applyUserSearch(base, filters.search)
  if (filters.role && filters.role !== ALL_FILTER) {
    if (filters.role === 'admin') base.where((admins) => admins.where('role', 'admin').orWhere('is_admin', true))
    else base.where('role', filters.role)
  }
  if (filters.status === 'active') base.where('banned', false)
  if (filters.status === 'banned') base.where('banned', true)

  const totalCount = Number((await base.clone().count('* as total').first())?.$extras.total ?? 0)
  const page = resolvePage(totalCount, filters)
  const users = await base
    .orderBy(USER_SORT_COLUMNS[filters.sortBy ?? 'createdAt'], filters.sortOrder ?? 'desc')
    // The tie-breaker runs the same way as the sort, so MySQL can walk one index instead of sorting.
    .orderBy('id', filters.sortOrder ?? 'desc')
    .offset(page.offset)
    .limit(page.limit)
  return { users: users.map(toAdminUser), totalCount, totalPages: page.totalPages }
}

/*
 * The platform must keep at least one working account with the admin role:
 * admin-flag holders (owners with the flag, spec 2 §6) may not remove it.
 */
async function activeAdminAccounts(): Promise<number> {
  const row = await db.from('users').where('role', 'admin').where('banned', false).count('* as total').first()
  return Number(row?.total ?? 0)
}

/** An admin may not lock out or delete themselves, nor the last working admin account. */
async function guardAgainstLockout(admin: User, target: User, action: 'suspend' | 'delete') {
  if (admin.id === target.id) {
    throw new Exception(
      action === 'delete' ? ADMIN_SERVER_MESSAGES.cannotDeleteSelf : ADMIN_SERVER_MESSAGES.cannotSuspendSelf,
      { status: 409 }
    )
  }
  if (target.role === 'admin' && !target.banned && (await activeAdminAccounts()) <= 1) {
    throw new Exception(ADMIN_SERVER_MESSAGES.lastAdmin, { status: 409 })
  }
}

export async function setBanned(
  admin: User,
  request: Request,
  target: User,
  banned: boolean,
  options: { reason?: string | null; targetType: 'user' | 'shop_owner' }
) {
  if (banned) await guardAgainstLockout(admin, target, 'suspend')
  await db.transaction(async (trx) => {
    target.useTransaction(trx)
    target.banned = banned
    await target.save()
    if (banned) await revokeAllAccess(target.id, trx)
    await recordAdminAction(
      admin,
      request,
      {
        action: `${banned ? 'suspend' : 'unsuspend'}_${options.targetType}`,
        targetType: options.targetType,
        targetId: target.id,
        targetName: displayName(target),
        reason: banned ? options.reason : undefined,
      },
      trx
    )
  })
  return target
}

/** The users tab falls back to the default reason; the shop-owners tab sends its reason unchanged. */
export function userSuspendReason(reason: string | undefined): string {
  return reason || DEFAULT_REJECT_REASON
}

export async function deleteUser(
  admin: User,
  request: Request,
  target: User,
  options: { targetType: 'user' | 'shop_owner'; reason?: string }
) {
  await guardAgainstLockout(admin, target, 'delete')
  await db.transaction(async (trx) => {
    await recordAdminAction(
      admin,
      request,
      {
        action: `delete_${options.targetType}`,
        targetType: options.targetType,
        targetId: target.id,
        targetName: displayName(target),
        reason: options.reason,
      },
      trx
    )
    await revokeAllAccess(target.id, trx)
    target.useTransaction(trx)
    await target.delete()
  })
}
