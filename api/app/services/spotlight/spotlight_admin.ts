/*
 * Admin staff's side of spotlights: the review queue, the figures, the list,
 * and the three decisions. Each decision locks the request, checks its state
 * inside the transaction (two admins deciding at once: one wins, the other
 * gets a 409), writes admin_logs and tells the catalogue (a spotlight changes
 * a product's "spotlighted" flag in public lists).
 */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { ADMIN_PAGE_SIZE, ALL_FILTER, SPOTLIGHT_PRIORITY } from '@shoplocal/shared/constants'
import type { SpotlightStats } from '@shoplocal/shared/types'
import { formatDate, roundToCents } from '@shoplocal/shared/rules'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import SpotlightRequest from '#models/spotlight_request'
import type { SignedInActor } from '#services/actor'
import { moderationReason, recordAdminAction } from '#services/admin/admin_log_service'
import { notifySpotlight } from '#services/notifications/spotlight_notices'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { adminPage } from '#services/paging'
import { spotlightErrors } from '#services/spotlight/spotlight_errors'
import { countOf, toSqlDateTime } from '#helpers/sql_values'
import type { SpotlightListQuery } from '#validators/spotlight'
import { issueStatement } from '#services/trust/statements'

const SPOTLIGHT_SORT = { columns: { createdAt: 'created_at' }, defaultKey: 'createdAt' as const, tieBreaker: 'id' }

function withAdminView(query: ModelQueryBuilderContract<typeof SpotlightRequest>) {
  return query.preload('product').preload('shop').preload('shopOwner')
}

/** Requests awaiting review, oldest first (the order they should be reviewed in). */
export async function pendingSpotlights(): Promise<SpotlightRequest[]> {
  return withAdminView(SpotlightRequest.query().where('status', 'pending')).orderBy('created_at', 'asc').orderBy('id', 'asc')
}

/** The console's list: newest first, optionally of one status, a page at a time. */
export async function listSpotlights(filters: SpotlightListQuery) {
  const query = SpotlightRequest.query()
  if (filters.status && filters.status !== ALL_FILTER) query.where('status', filters.status)
  return adminPage(query, filters, { sort: SPOTLIGHT_SORT, defaultLimit: ADMIN_PAGE_SIZE, decorate: withAdminView })
}

/** Active = approved and not ended; revenue = what paid requests brought in. */
export async function spotlightStats(now = DateTime.utc()): Promise<SpotlightStats> {
  const count = async (build: (query: ReturnType<typeof db.from>) => unknown) => {
    const query = db.from('spotlight_requests')
    build(query)
    const row = await query.count('* as total').first()
    return countOf(row)
  }
  const [pending, active, expired, revenue] = await Promise.all([
    count((query) => query.where('status', 'pending')),
    count((query) => query.where('status', 'approved').where('end_date', '>', toSqlDateTime(now.toJSDate()))),
    count((query) => query.where('status', 'expired')),
    db.from('spotlight_requests').whereNotNull('paid_at').sum('total_amount as total').first(),
  ])
  // A sum of decimals read as floats must not show 1608.9999.
  const totalRevenue = roundToCents(countOf(revenue))
  return { pending, active, totalRevenue, expired }
}

/** Locks the request for a decision; a missing one is a 404. */
async function lockedRequest(id: number, trx: TransactionClientContract): Promise<SpotlightRequest> {
  const request = await SpotlightRequest.query({ client: trx }).where('id', id).forUpdate().first()
  if (!request) throw spotlightErrors.requestNotFound()
  return request
}

async function decided(id: number): Promise<SpotlightRequest> {
  return withAdminView(SpotlightRequest.query().where('id', id)).firstOrFail()
}

/**
 * Approves a paid, pending request with a priority (higher shows first). The
 * months count from now, not from the submission.
 */
export async function approveSpotlight(
  actor: SignedInActor,
  id: number,
  priority: number = SPOTLIGHT_PRIORITY.default,
  now = DateTime.utc(),
) {
  await db.transaction(async (trx) => {
    const request = await lockedRequest(id, trx)
    if (request.status !== 'pending') throw spotlightErrors.notPending()
    if (!request.paidAt) throw spotlightErrors.notPaid()
    request.merge({
      status: 'approved',
      priority,
      approvedBy: actor.user.id,
      approvedAt: now,
      startDate: now,
      endDate: now.plus({ months: request.durationMonths }),
      rejectionReason: null,
    })
    await request.save()
    await recordAdminAction(
      actor,
      {
        action: 'approve_spotlight',
        targetType: 'spotlight',
        targetId: request.id,
        targetName: await productName(request, trx),
        reason: `priority ${priority}`,
      },
      trx,
    )
    await recordCatalogueChange({ productIds: [request.productId] }, trx)
    await notifySpotlight(trx, request.id, 'spotlight_approved', {
      from: formatDate(request.startDate!.toJSDate()),
      to: formatDate(request.endDate!.toJSDate()),
    })
  })
  return decided(id)
}

/** Rejects a pending request; a blank reason becomes the API's default reason. */
export async function rejectSpotlight(actor: SignedInActor, id: number, typedReason: string | undefined, now = DateTime.utc()) {
  const reason = moderationReason(typedReason)
  await db.transaction(async (trx) => {
    const request = await lockedRequest(id, trx)
    if (request.status !== 'pending') throw spotlightErrors.notPending()
    request.merge({ status: 'rejected', rejectedBy: actor.user.id, rejectedAt: now, rejectionReason: reason })
    await request.save()
    await recordAdminAction(
      actor,
      { action: 'reject_spotlight', targetType: 'spotlight', targetId: request.id, targetName: await productName(request, trx), reason },
      trx,
    )
    await notifySpotlight(trx, request.id, 'spotlight_rejected', { reason })
  })
  return decided(id)
}

/** Removes an approved spotlight at once (it leaves /api/spotlight/active with the commit); the reason is required. */
export async function forceRejectSpotlight(actor: SignedInActor, id: number, reason: string, now = DateTime.utc()) {
  await db.transaction(async (trx) => {
    const request = await lockedRequest(id, trx)
    if (request.status !== 'approved') throw spotlightErrors.notActive()
    const endedBefore = request.endDate ? toSqlDateTime(request.endDate.toJSDate()) : null
    request.merge({ status: 'force_rejected', rejectedBy: actor.user.id, rejectedAt: now, rejectionReason: reason, endDate: now })
    await request.save()
    await recordAdminAction(
      actor,
      {
        action: 'force_reject_spotlight',
        targetType: 'spotlight',
        targetId: request.id,
        targetName: await productName(request, trx),
        reason,
      },
      trx,
    )
    await recordCatalogueChange({ productIds: [request.productId] }, trx)
    // The statement of reasons below is the owner's one mail about the withdrawal.
    await notifySpotlight(trx, request.id, 'spotlight_force_rejected', { reason }, { mail: false })
    await issueStatement(trx, {
      affectedUserId: request.shopOwnerId,
      target: { type: 'spotlight', id: request.id, name: (await productName(request, trx)) ?? `#${request.id}` },
      action: 'withdraw_spotlight',
      explanation: reason,
      decidedBy: actor.user.id,
      restored: [
        {
          table: 'spotlight_requests',
          id: request.id,
          values: { status: 'approved', end_date: endedBefore, rejected_by: null, rejected_at: null, rejection_reason: null },
        },
      ],
    })
  })
  return decided(id)
}

/** The log keeps the product's name, so it reads well after the product is gone. */
async function productName(request: SpotlightRequest, trx: TransactionClientContract): Promise<string | null> {
  const row = await trx.from('products').where('id', request.productId).select('name').first()
  return row ? String(row.name) : null
}
