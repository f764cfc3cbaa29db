import db from '@adonisjs/lucid/services/db'
import { ADMIN_PAGE_SIZE, ALL_FILTER } from '@shoplocal/shared/constants'
import { fullName } from '@shoplocal/shared/rules'
import type { AdminUser, AdminUsersPage } from '@shoplocal/shared/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import type { SignedInActor } from '#services/actor'
import { moderationReason, recordAdminAction } from '#services/admin/admin_log_service'
import { notify } from '#services/notifications/notify'
import { revokeAllAccess } from '#services/account_access'
import { adminPage, clampedWindow, DEFAULT_SORT_ORDER, requestedWindow, type SortRule } from '#services/paging'
import { phoneSearchForms } from '#services/admin/phone_search'
import { userFields } from '#services/account/user_fields'
import { searchBackend, type SearchTerm } from '#services/search/search_backend'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import type { RestrictionInput, UserListQuery } from '#validators/admin'
import { issueAccountStatement } from '#services/trust/statements'
import { eraseAccount } from '#services/account/account_deletion'
import { isoDate, type Row } from '#helpers/sql_values'
import { USER_SORT_COLUMNS } from '#services/admin/sort_columns'

const USER_SORT: SortRule<keyof typeof USER_SORT_COLUMNS> = { columns: USER_SORT_COLUMNS, defaultKey: 'createdAt', tieBreaker: 'id' }

type AccountTargetType = 'user' | 'shop_owner'

/** The columns a listed user shows: a page read by id loads only these (hydrating all 27 was most of its time). */
const ADMIN_USER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'role',
  'banned',
  'is_email_verified',
  'is_phone_verified',
  'created_at',
]

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
    isPhoneVerified: user.isPhoneVerified,
    createdAt: isoDate(user.createdAt.toJSDate()),
  }
}

/*
 * toAdminUser from a plain row: a searched page's rows are read without models
 * because hydrating them (the model proxies and a Luxon date per row) cost
 * more than the search itself.
 */
function adminUserFromRow(row: Row): AdminUser {
  return {
    ...userFields(row),
    role: String(row.role) as AdminUser['role'],
    isEmailVerified: Boolean(Number(row.is_email_verified)),
    isPhoneVerified: Boolean(Number(row.is_phone_verified)),
    createdAt: isoDate(row.created_at),
  }
}

export function displayName(user: User): string {
  return fullName(user.firstName, user.lastName) || user.email || user.phone || `#${user.id}`
}

/** At most this many words of a search count; more only slow the query. */
const MAX_SEARCH_TERMS = 4

/** Turns "siobhan mur" into ["siobhan", "mur"], each matched as a prefix. */
export function searchTerms(search: string | undefined): string[] {
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS)
}

/*
 * The words of a users search. A search that looks like a phone number is one
 * term in every form such a number may be stored in, so "087 123 4567" finds
 * an account stored as +353871234567 (and an older one stored as typed).
 */
export function userSearchTerms(search: string | undefined): SearchTerm[] {
  return phoneSearchForms(search ?? '') ?? searchTerms(search)
}

/*
 * The one rule by which the admin lists of accounts (Users, Shop Owners) match a search, answered by the search
 * backend (users_engine.ts): each word starts a first name, last name, e-mail or phone, or is the id.
 */
export async function usersMatching(terms: SearchTerm[], role: string): Promise<number[]> {
  const query = { terms, role, sortBy: 'createdAt' as const, descending: false }
  return (await searchBackend().searchUsers(query, { offset: 0, limit: Number.MAX_SAFE_INTEGER })).ids
}

/*
 * A search is answered by the search backend (which ids match, in which order,
 * and how many); only the page's rows are read, by id. Lists without a search
 * are an ordered index walk in SQL, in the same order.
 */
async function listSearchedUsers(terms: SearchTerm[], filters: UserListQuery): Promise<AdminUsersPage> {
  const role = filters.role && filters.role !== ALL_FILTER ? filters.role : undefined
  const banned = filters.status === 'active' ? false : filters.status === 'banned' ? true : undefined
  const query = {
    terms,
    role,
    banned,
    sortBy: filters.sortBy ?? USER_SORT.defaultKey,
    descending: (filters.sortOrder ?? DEFAULT_SORT_ORDER) === 'desc',
  }
  const backend = searchBackend()
  let found = await backend.searchUsers(query, requestedWindow(filters, ADMIN_PAGE_SIZE))
  const window = clampedWindow(found.total, filters, ADMIN_PAGE_SIZE)
  // A page past the end is moved to the last real one, as lists without a search are.
  if (window.page !== (filters.page ?? 1)) found = await backend.searchUsers(query, window)
  const pageIds = found.ids
  const rows: Row[] = pageIds.length > 0 ? await db.from('users').select(ADMIN_USER_COLUMNS).whereIn('id', pageIds) : []
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  const users = pageIds.flatMap((id) => {
    const row = byId.get(id)
    return row ? [adminUserFromRow(row)] : []
  })
  return { users, totalCount: found.total, totalPages: window.totalPages }
}

export async function listUsers(filters: UserListQuery): Promise<AdminUsersPage> {
  const terms = userSearchTerms(filters.search)
  if (terms.length > 0) return listSearchedUsers(terms, filters)
  const query = User.query()
  if (filters.role && filters.role !== ALL_FILTER) {
    if (filters.role === 'admin') query.where((admins) => admins.where('role', 'admin').orWhere('is_admin', true))
    else query.where('role', filters.role)
  }
  if (filters.status === 'active') query.where('banned', false)
  if (filters.status === 'banned') query.where('banned', true)

  const page = await adminPage(query, filters, { sort: USER_SORT, defaultLimit: ADMIN_PAGE_SIZE })
  return { users: page.rows.map(toAdminUser), totalCount: page.totalCount, totalPages: page.totalPages }
}

/**
 * Suspends (with the moderation reason) or lifts a suspension. A suspension
 * ends the account's sessions and tokens at once. Who may be suspended is
 * AccountPolicy's decision, made before this is called.
 */
/**
 * Sets the account's banned flag and tells the person, only when this call changed it (a repeated or
 * simultaneous one finds it changed): banned or suspended (with the reason), or the end of it.
 */
export async function switchBanned(
  trx: TransactionClientContract,
  userId: number,
  banned: boolean,
  kindWhenBanned: 'account_banned' | 'account_suspended',
  reason: string,
): Promise<void> {
  const changed = Number(await trx.from('users').where('id', userId).where('banned', !banned).update({ banned }))
  if (changed === 0) return
  const kind = banned ? kindWhenBanned : 'account_unsuspended'
  // A ban or suspension is a decision whose statement of reasons is the person's one mail; its notice stays in the bell.
  await notify(trx, {
    userId,
    kind,
    cause: `account:${userId}:${kind}:${Date.now()}`,
    details: { reason: banned ? reason : null },
    mail: !banned,
  })
}

export async function setBanned(
  actor: SignedInActor,
  target: User,
  banned: boolean,
  options: RestrictionInput & { targetType: AccountTargetType; ban?: boolean },
) {
  await db.transaction(async (trx) => {
    await switchBanned(trx, target.id, banned, options.ban ? 'account_banned' : 'account_suspended', moderationReason(options.reason))
    if (banned && !target.banned) await issueAccountStatement(trx, actor, target, options.ban ? 'ban_account' : 'suspend_account', options)
    target.useTransaction(trx)
    target.banned = banned
    await target.save()
    if (banned) await revokeAllAccess(target.id, trx)
    await recordOwnerShopsChange(target.id, trx)
    await recordAdminAction(
      actor,
      {
        action: `${banned ? 'suspend' : 'unsuspend'}_${options.targetType}`,
        targetType: options.targetType,
        targetId: target.id,
        targetName: displayName(target),
        reason: banned ? moderationReason(options.reason) : undefined,
      },
      trx,
    )
  })
  return target
}

/*
 * Whether an owner's shops are public does not depend on the owner's account
 * today, but a suspension is announced to the catalogue anyway, so the search
 * index follows any rule that comes to depend on it.
 */
async function recordOwnerShopsChange(userId: number, trx: TransactionClientContract) {
  const shops: { id: number }[] = await trx.from('shops').select('id').where('owner_id', userId)
  await recordCatalogueChange({ shopIds: shops.map((shop) => Number(shop.id)) }, trx)
}

/**
 * Deletes the account under the same rules as the holder's own deletion
 * (services/account/account_deletion.ts): refused while an invoice is open,
 * reviews and chats kept without the person, payment records kept detached,
 * shops and products off the public site at once. The admin log keeps its name.
 */
export async function deleteUser(actor: SignedInActor, target: User, options: { reason?: string; targetType: AccountTargetType }) {
  await eraseAccount(actor, target, { by: 'admin', admin: actor, reason: options.reason, targetType: options.targetType })
}
