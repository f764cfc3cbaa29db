import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { ADMIN_PAGE_SIZE, CUSTOMER_EXPORT_CHUNK, TOP_CITIES_SHOWN } from '@shoplocal/shared/constants'
import type { AdminCustomer, AdminCustomersPage, CustomerStats } from '@shoplocal/shared/types'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import User from '#models/user'
import type { SignedInActor } from '#services/actor'
import { moderationReason, recordAdminAction } from '#services/admin/admin_log_service'
import { displayName, switchBanned, userSearchTerms } from '#services/admin/user_admin_service'
import { adminErrors } from '#services/admin/admin_errors'
import { eraseAccount } from '#services/account/account_deletion'
import { revokeAllAccess } from '#services/account_access'
import { likeSql, prefixPattern } from '#services/like'
import { adminPage, type SortRule } from '#services/paging'
import { countOf, fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'
import type { CustomerListQuery } from '#validators/admin'
import { CUSTOMER_SORT_COLUMNS } from '#services/admin/sort_columns'
import type { RestrictionInput } from '#validators/admin'
import { issueAccountStatement } from '#services/trust/statements'

const CUSTOMER_SORT: SortRule<keyof typeof CUSTOMER_SORT_COLUMNS> = {
  columns: CUSTOMER_SORT_COLUMNS,
  defaultKey: 'createdAt',
  tieBreaker: 'id',
}

export function toAdminCustomer(user: User): AdminCustomer {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    city: user.city,
    firstName: user.firstName,
    lastName: user.lastName,
    contactMethod: user.contactMethod,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    banned: user.banned,
    createdAt: user.createdAt.toISO()!,
    updatedAt: user.updatedAt.toISO()!,
  }
}

const customers = () => User.query().where('role', 'customer')

const CUSTOMER_COLUMNS = [
  'id',
  'email',
  'phone',
  'city',
  'first_name',
  'last_name',
  'contact_method',
  'is_email_verified',
  'is_phone_verified',
  'banned',
  'created_at',
  'updated_at',
] as const

/** A customer straight from a row (both dialects hand booleans back as 0/1); the export reads rows, not models. */
function customerFromRow(row: Record<(typeof CUSTOMER_COLUMNS)[number], unknown>): AdminCustomer {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
  return {
    id: Number(row.id),
    email: text(row.email),
    phone: text(row.phone),
    city: text(row.city),
    firstName: text(row.first_name),
    lastName: text(row.last_name),
    contactMethod: row.contact_method as AdminCustomer['contactMethod'],
    isEmailVerified: Boolean(row.is_email_verified),
    isPhoneVerified: Boolean(row.is_phone_verified),
    banned: Boolean(row.banned),
    createdAt: fromSqlDateTime(row.created_at as Date | string).toISOString(),
    updatedAt: fromSqlDateTime(row.updated_at as Date | string).toISOString(),
  }
}

/** Each word must be the customer's id, or start their e-mail, phone or city; a phone number in any stored form. */
function applyCustomerSearch(query: ModelQueryBuilderContract<typeof User>, search: string | undefined) {
  for (const term of userSearchTerms(search)) {
    query.where((match) => {
      for (const form of typeof term === 'string' ? [term] : term) {
        const pattern = prefixPattern(form)
        match.orWhereRaw(likeSql('email'), [pattern]).orWhereRaw(likeSql('phone'), [pattern]).orWhereRaw(likeSql('city'), [pattern])
        if (/^\d+$/.test(form)) match.orWhere('id', Number(form))
      }
    })
  }
}

function applyStatus(query: ModelQueryBuilderContract<typeof User>, status: CustomerListQuery['status']) {
  if (status === 'active') query.where('banned', false)
  if (status === 'banned') query.where('banned', true)
}

/**
 * A page of customers (by `page`, sorted), or with `afterId` the next chunk in id order: an export walks
 * the primary key instead of skipping ever more rows, so its last chunk is as quick as its first.
 */
export async function listCustomers(filters: CustomerListQuery): Promise<AdminCustomersPage> {
  const query = customers()
  applyCustomerSearch(query, filters.search)
  applyStatus(query, filters.status)
  if (filters.afterId !== undefined) {
    const limit = Math.min(filters.limit ?? CUSTOMER_EXPORT_CHUNK, CUSTOMER_EXPORT_CHUNK)
    const counted = await query.clone().count('* as total').first()
    const totalCount = Number(counted?.$extras.total ?? 0)
    // Plain rows: building a thousand models per chunk would be most of the chunk's time.
    const rows = await query
      .where('id', '>', filters.afterId)
      .orderBy('id', 'asc')
      .limit(limit)
      .select(...CUSTOMER_COLUMNS)
      .pojo<Record<(typeof CUSTOMER_COLUMNS)[number], unknown>>()
    const chunk = rows.map(customerFromRow)
    return {
      customers: chunk,
      totalCount,
      totalPages: Math.max(1, Math.ceil(totalCount / limit)),
      nextAfterId: chunk.length === limit ? chunk[chunk.length - 1].id : null,
    }
  }
  const page = await adminPage(query, filters, { sort: CUSTOMER_SORT, defaultLimit: ADMIN_PAGE_SIZE })
  return { customers: page.rows.map(toAdminCustomer), totalCount: page.totalCount, totalPages: page.totalPages, nextAfterId: null }
}

/** GET /api/admin/customer-stats: the Customers tab's cards, account status and top cities. */
export async function customerStats(now = DateTime.utc()): Promise<CustomerStats> {
  const monthStart = now.startOf('month')
  const base = () => db.from('users').where('role', 'customer')
  const [total, banned, verified, newThisMonth, messages, cities] = await Promise.all([
    base().count('* as total').first(),
    base().where('banned', true).count('* as total').first(),
    base()
      .where((either) => either.where('is_email_verified', true).orWhere('is_phone_verified', true))
      .count('* as total')
      .first(),
    base().where('created_at', '>=', toSqlDateTime(monthStart.toJSDate())).count('* as total').first(),
    db.from('messages').count('* as total').first(),
    base()
      .whereNotNull('city')
      .whereRaw("trim(city) <> ''")
      .groupBy('city')
      .select('city')
      .count('* as total')
      .orderBy('total', 'desc')
      .orderBy('city', 'asc')
      .limit(TOP_CITIES_SHOWN),
  ])
  const totalCustomers = countOf(total)
  const bannedCustomers = countOf(banned)
  const newCount = countOf(newThisMonth)
  // Days of this month so far, today included, so the first of the month averages over one day.
  const daysSoFar = Math.max(1, Math.floor(now.diff(monthStart, 'days').days) + 1)
  return {
    totalCustomers,
    activeCustomers: totalCustomers - bannedCustomers,
    bannedCustomers,
    verifiedCustomers: countOf(verified),
    newThisMonth: newCount,
    avgRegistrationsPerDay: Math.round((newCount / daysSoFar) * 10) / 10,
    totalMessages: countOf(messages),
    topCities: cities.map((row) => ({ city: String(row.city), count: Number(row.total) })),
  }
}

/** The customer behind an id, or a 404: these calls never act on owners or admins. */
export async function findCustomer(id: number): Promise<User> {
  const user = await User.find(id)
  if (!user || user.role !== 'customer') throw adminErrors.notCustomer()
  return user
}

/** Bans (ending the customer's sessions and tokens at once) or lifts a ban, and logs it. */
export async function setCustomerBanned(
  actor: SignedInActor,
  customer: User,
  banned: boolean,
  restriction: RestrictionInput = {},
): Promise<User> {
  await db.transaction(async (trx) => {
    await switchBanned(trx, customer.id, banned, 'account_banned', moderationReason(restriction.reason))
    if (banned && !customer.banned) await issueAccountStatement(trx, actor, customer, 'ban_account', restriction)
    customer.useTransaction(trx)
    customer.banned = banned
    await customer.save()
    if (banned) await revokeAllAccess(customer.id, trx)
    await recordAdminAction(
      actor,
      {
        action: banned ? 'ban_customer' : 'unban_customer',
        targetType: 'customer',
        targetId: customer.id,
        targetName: displayName(customer),
        reason: banned ? moderationReason(restriction.reason) : undefined,
      },
      trx,
    )
  })
  return customer
}

/** Deletes the account under the holder's own deletion rules (services/account/account_deletion.ts); the log keeps its name. */
export async function deleteCustomer(actor: SignedInActor, customer: User): Promise<void> {
  await eraseAccount(actor, customer, { by: 'admin', admin: actor, targetType: 'customer' })
}
