/*
 * The reports desk: open notices oldest first, each with earlier reports on the same item and its owner's
 * record; an admin's decision on one (no action, hide the item, restrict the shop, suspend the account) with
 * its ground and explanation, and the same restrictions on the admin's own initiative. Each decision is one
 * transaction: the restriction, its statement of reasons, the report's new state, the admin log, and the
 * notices to the reporter (and the misuse rule, for a manifestly unfounded notice).
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fullName } from '@shoplocal/shared/rules'
import type { ReportCategory, ReportStatus, ReportTargetType } from '@shoplocal/shared/constants'
import type { AdminReport, AdminReportsPage } from '@shoplocal/shared/types'
import { STATEMENT_ACTION_WORDS } from '#messages/index'
import { isoDate, toSqlDateTime, type Row } from '#helpers/sql_values'
import type { SignedInActor } from '#services/actor'
import { recordAdminAction } from '#services/admin/admin_log_service'
import { notify } from '#services/notifications/notify'
import { applyRestriction } from '#services/trust/restrictions'
import { issueStatement } from '#services/trust/statements'
import { applyMisuseRule } from '#services/trust/misuse'
import { applyPostingMisuseRule } from '#services/trust/posting_misuse'
import { reportableTarget, type ResolvedTarget } from '#services/trust/report_targets'
import { trustErrors } from '#services/trust/trust_errors'
import { statementToken } from '#services/trust/statement_links'
import type { OwnInitiativeInput, ReportDecisionInput } from '#validators/trust'

/** How many earlier reports on the same item the desk shows beside one. */
const EARLIER_REPORTS = 5
/** The most reports one page of the desk lists. */
const DESK_LIMIT = 200

function toAdminReport(row: Row, earlier: Row[], owner: Row | null, ownerStatements: Row | null): AdminReport {
  return {
    id: Number(row.id),
    reference: String(row.reference),
    status: String(row.status) as ReportStatus,
    target: {
      type: String(row.target_type) as ReportTargetType,
      id: Number(row.target_id),
      name: String(row.target_name),
      url: row.target_url ? String(row.target_url) : null,
    },
    category: String(row.category) as ReportCategory,
    explanation: String(row.explanation),
    reporterName: row.reporter_name ? String(row.reporter_name) : null,
    reporterEmail: row.reporter_email ? String(row.reporter_email) : null,
    goodFaith: Boolean(Number(row.good_faith)),
    createdAt: isoDate(row.created_at),
    decidedAt: row.decided_at ? isoDate(row.decided_at) : null,
    statementId: row.statement_id === null ? null : Number(row.statement_id),
    earlierReports: earlier.map((other) => ({
      reference: String(other.reference),
      category: String(other.category) as ReportCategory,
      status: String(other.status) as ReportStatus,
      createdAt: isoDate(other.created_at),
    })),
    owner: owner && {
      id: Number(owner.id),
      name: fullName(owner.first_name as string | null, owner.last_name as string | null) || String(owner.email ?? `#${String(owner.id)}`),
      email: owner.email ? String(owner.email) : null,
      statements: Number(ownerStatements?.total ?? 0),
      lastStatementAt: ownerStatements?.last ? isoDate(ownerStatements.last) : null,
    },
  }
}

/** GET /api/admin/reports?status=: open ones oldest first (the queue), decided ones newest first. */
export async function listReports(status: ReportStatus = 'open'): Promise<AdminReportsPage> {
  const base = db.from('reports').where('status', status)
  const rows: Row[] = await base
    .clone()
    .orderBy('created_at', status === 'open' ? 'asc' : 'desc')
    .orderBy('id', 'asc')
    .limit(DESK_LIMIT)
  const total: Row | null = await base.clone().count('* as total').first()
  const reports = await Promise.all(
    rows.map(async (row) => {
      const earlier: Row[] = await db
        .from('reports')
        .where({ target_type: row.target_type, target_id: row.target_id })
        .where('id', '<', Number(row.id))
        .orderBy('id', 'desc')
        .limit(EARLIER_REPORTS)
      const ownerId = row.target_owner_id === null ? null : Number(row.target_owner_id)
      const owner: Row | null =
        ownerId === null ? null : await db.from('users').where('id', ownerId).select('id', 'first_name', 'last_name', 'email').first()
      const history: Row | null =
        ownerId === null
          ? null
          : await db
              .from('statements')
              .where('affected_user_id', ownerId)
              .whereNot('action', 'no_action')
              .count('* as total')
              .max('created_at as last')
              .first()
      return toAdminReport(row, earlier, owner, history)
    }),
  )
  return { reports, totalCount: Number(total?.total ?? 0) }
}

/** The item as the report named it, for a decision that restricts nothing when the item is gone. */
const namedTarget = (report: Row): ResolvedTarget => ({
  type: String(report.target_type) as ReportTargetType,
  id: Number(report.target_id),
  name: String(report.target_name),
  url: report.target_url ? String(report.target_url) : null,
  ownerUserId: report.target_owner_id === null ? null : Number(report.target_owner_id),
  shopId: null,
})

async function tellReporter(trx: TransactionClientContract, report: Row, statementId: number, input: ReportDecisionInput) {
  const userId = report.reporter_user_id === null ? null : Number(report.reporter_user_id)
  if (userId === null && !report.reporter_email) return
  await notify(trx, {
    userId,
    email: report.reporter_email ? String(report.reporter_email) : null,
    kind: 'report_decided',
    cause: `report:${String(report.id)}:decided`,
    details: {
      // An account reads the statement in its pages; a visitor through the signed link in this mail.
      statementId,
      statementToken: userId === null ? statementToken(statementId, 'reporter', String(report.reporter_email)) : null,
      reference: String(report.reference),
      itemName: String(report.target_name),
      message: STATEMENT_ACTION_WORDS[input.action],
      reason: `${input.explanation} (${input.groundDetail})`,
      personName: report.reporter_name ? String(report.reporter_name) : null,
    },
  })
}

/** Whether a decision hid its author's item as manifestly illegal (the misuse rule for accounts counts it). */
const illegalContent = (input: { action: string; manifestlyIllegal?: boolean }, target: ResolvedTarget) =>
  input.action === 'hide_item' && input.manifestlyIllegal === true && target.ownerUserId !== null

/** POST /api/admin/reports/{id}/decision. */
export async function decideReport(actor: SignedInActor, reportId: number, input: ReportDecisionInput): Promise<{ statementId: number }> {
  const report: Row | null = await db.from('reports').where('id', reportId).first()
  if (!report) throw trustErrors.reportNotFound()
  if (report.status !== 'open') throw trustErrors.reportAlreadyDecided()
  const target =
    input.action === 'no_action'
      ? namedTarget(report)
      : await reportableTarget(String(report.target_type) as ReportTargetType, Number(report.target_id), 'admin')
  return db.transaction(async (trx) => {
    // Two admins at once: only the one that finds the report still open decides it.
    const taken = await trx
      .from('reports')
      .where('id', reportId)
      .where('status', 'open')
      .update({ status: 'decided', decided_at: toSqlDateTime(new Date()) })
    if (Number(taken) === 0) throw trustErrors.reportAlreadyDecided()
    const restored = await applyRestriction(trx, input.action, target, input.explanation)
    const statementId = await issueStatement(trx, {
      affectedUserId: target.ownerUserId,
      target,
      action: input.action,
      ground: input.ground,
      groundDetail: input.groundDetail,
      explanation: input.explanation,
      category: String(report.category) as ReportCategory,
      reportId,
      decidedBy: actor.user.id,
      restored,
      manifestlyIllegal: illegalContent(input, target),
    })
    const unfounded = input.action === 'no_action' && input.manifestlyUnfounded === true
    await trx.from('reports').where('id', reportId).update({ statement_id: statementId, manifestly_unfounded: unfounded })
    await recordAdminAction(
      actor,
      {
        action: `report_${input.action}`,
        targetType: 'report',
        targetId: reportId,
        targetName: String(report.reference),
        reason: input.explanation,
      },
      trx,
    )
    await tellReporter(trx, report, statementId, input)
    if (unfounded) await applyMisuseRule(trx, report)
    if (illegalContent(input, target)) await applyPostingMisuseRule(trx, target.ownerUserId!, actor.user.id)
    return { statementId }
  })
}

/** POST /api/admin/decisions: a restriction no report asked for, with its statement of reasons. */
export async function decideOwnInitiative(actor: SignedInActor, input: OwnInitiativeInput): Promise<{ statementId: number }> {
  const target = await reportableTarget(input.targetType, input.targetId, 'admin')
  return db.transaction(async (trx) => {
    const restored = await applyRestriction(trx, input.action, target, input.explanation)
    const statementId = await issueStatement(trx, {
      affectedUserId: target.ownerUserId,
      target,
      action: input.action,
      ground: input.ground,
      groundDetail: input.groundDetail,
      explanation: input.explanation,
      decidedBy: actor.user.id,
      restored,
      manifestlyIllegal: illegalContent(input, target),
    })
    if (illegalContent(input, target)) await applyPostingMisuseRule(trx, target.ownerUserId!, actor.user.id)
    await recordAdminAction(
      actor,
      { action: `own_${input.action}`, targetType: target.type, targetId: target.id, targetName: target.name, reason: input.explanation },
      trx,
    )
    return { statementId }
  })
}
