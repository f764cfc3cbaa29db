import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { DateTime } from 'luxon'
import { ADMIN_PAGE_SIZE, ALL_FILTER } from '@shoplocal/shared/constants'
import type { AdminPaymentsPage, PaymentStats } from '@shoplocal/shared/types'
import { revenueSince } from '#services/admin/stats_service'
import { searchTerms } from '#services/admin/user_admin_service'
import { containsPattern, likeSql, prefixPattern } from '#services/like'
import { clampedWindow } from '#services/paging'
import { bankDetails } from '#config/billing'
import { approvedShops, displayStatusCondition, selectPaymentColumns, toShopPaymentRow } from '#services/admin_payments/payment_rows'
import type { PaymentListQuery } from '#validators/admin_payments'
import { countOf, type Row } from '#helpers/sql_values'

/** The four stat cards: counts of approved shops per display status, and what came in this month. */
async function paymentStats(now: DateTime): Promise<PaymentStats> {
  const count = async (status: 'active' | 'expiring' | 'suspended') => {
    const { sql, bindings } = displayStatusCondition(status, now)
    const row = await approvedShops().whereRaw(sql, bindings).count('* as total').first()
    return countOf(row)
  }
  const [active, expiringSoon, suspended, monthlyRevenue] = await Promise.all([
    count('active'),
    count('expiring'),
    count('suspended'),
    revenueSince(now.startOf('month')),
  ])
  return { active, expiringSoon, suspended, monthlyRevenue }
}

/**
 * GET /api/admin/payments: approved shops, the ones whose payment falls due first at the top (no due date
 * last), filtered by display status and by a search over the shop's name and its owner's name or email.
 */
export async function listShopPayments(filters: PaymentListQuery, now = DateTime.utc()): Promise<AdminPaymentsPage> {
  const query = approvedShops().join('users', 'users.id', 'shops.owner_id')
  if (filters.status && filters.status !== ALL_FILTER) {
    const { sql, bindings } = displayStatusCondition(filters.status, now)
    query.whereRaw(sql, bindings)
  }
  for (const term of searchTerms(filters.search)) {
    query.where((match: DatabaseQueryBuilderContract) => {
      match
        .whereRaw(likeSql('shops.name'), [containsPattern(term)])
        .orWhereRaw(likeSql('users.first_name'), [prefixPattern(term)])
        .orWhereRaw(likeSql('users.last_name'), [prefixPattern(term)])
        .orWhereRaw(likeSql('users.email'), [prefixPattern(term)])
    })
  }
  const counted = await query.clone().count('* as total').first()
  const totalCount = countOf(counted)
  const window = clampedWindow(totalCount, filters, ADMIN_PAGE_SIZE)
  const [rows, stats] = await Promise.all([
    selectPaymentColumns(query)
      .orderByRaw('shops.next_payment_due is null, shops.next_payment_due asc')
      .orderBy('shops.id', 'asc')
      .offset(window.offset)
      .limit(window.limit),
    paymentStats(now),
  ])
  return {
    payments: rows.map((row: Row) => toShopPaymentRow(row, now)),
    totalCount,
    totalPages: window.totalPages,
    stats,
    bankDetails,
  }
}
