/*
 * Appeals (free, within six months): the person restricted appeals a restriction, a reporter a "no action".
 * A different admin from the one who made the first decision decides it, upheld or reversed with reasons;
 * a reversal puts back exactly what the restriction changed (its undo list), and a reversed "no action"
 * reopens the report for a new decision. The appellant is told the outcome.
 */
import db from '@adonisjs/lucid/services/db'
import { fullName } from '@shoplocal/shared/rules'
import type { AdminAppeal, AdminAppealsPage, Statement } from '@shoplocal/shared/types'
import { APPEAL_OUTCOME_WORDS } from '#messages/index'
import { isUniqueViolation } from '#helpers/database_errors'
import { isoDate, toSqlDateTime, type Row } from '#helpers/sql_values'
import type { SignedInActor } from '#services/actor'
import { recordAdminAction } from '#services/admin/admin_log_service'
import { notify } from '#services/notifications/notify'
import { reverseRestriction, type UndoStep } from '#services/trust/restrictions'
import { mayAppeal, ownStatement, roleOf, statementsQuery, toStatement, type ViewerRole } from '#services/trust/statement_reads'
import { trustErrors } from '#services/trust/trust_errors'
import { notifyAdminsOfAppeal } from '#services/trust/trust_admin_notices'
import { statementToken } from '#services/trust/statement_links'
import type { AppealDecisionInput, AppealInput } from '#validators/trust'

/** POST /api/account/statements/{id}/appeal. */
export async function submitAppeal(actor: SignedInActor, statementId: number, input: AppealInput): Promise<Statement> {
  const { statement, row } = await ownStatement(actor.user.id, statementId)
  if (statement.appeal) throw trustErrors.appealExists()
  if (!mayAppeal(row, statement.viewerRole)) {
    const late = new Date() > new Date(statement.appealUntil)
    throw late && statement.reversedAt === null ? trustErrors.appealTooLate() : trustErrors.appealNotAllowed()
  }
  try {
    await db.transaction(async (trx) => {
      const [inserted] = await trx.table('appeals').insert({
        statement_id: statementId,
        appellant_user_id: actor.user.id,
        explanation: input.explanation,
        status: 'open',
        created_at: toSqlDateTime(new Date()),
      })
      await notifyAdminsOfAppeal(trx, Number(inserted), statement.target.name)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw trustErrors.appealExists()
    throw error
  }
  return (await ownStatement(actor.user.id, statementId)).statement
}

const personName = (row: Row, prefix: string) =>
  fullName(row[`${prefix}_first_name`] as string | null, row[`${prefix}_last_name`] as string | null) || `#${String(row[`${prefix}_id`])}`

/** The appellant's account, or the address of a person without one (who appealed through the statement's link). */
const appellantOf = (row: Row): number | string =>
  row.appellant_user_id === null ? String(row.appellant_email) : Number(row.appellant_user_id)

/** How a person without an account reads a statement: the reporter of its report, else the one it restricted. */
function linkRole(statementRow: Row, email: string): ViewerRole {
  return statementRow.action === 'no_action' || (statementRow.reporter_email && String(statementRow.reporter_email) === email)
    ? 'reporter'
    : 'affected'
}

function toAdminAppeal(row: Row, statementRow: Row): AdminAppeal {
  const appellant = appellantOf(row)
  const role = typeof appellant === 'string' ? linkRole(statementRow, appellant) : (roleOf(statementRow, appellant) ?? 'affected')
  return {
    id: Number(row.id),
    status: String(row.status) as AdminAppeal['status'],
    explanation: String(row.explanation),
    createdAt: isoDate(row.created_at),
    appellant: {
      id: typeof appellant === 'string' ? null : appellant,
      name: typeof appellant === 'string' ? appellant : personName(row, 'appellant'),
      role,
    },
    statement: {
      ...toStatement(statementRow, role),
      decidedBy: statementRow.decided_by === null ? null : { id: Number(statementRow.decided_by), name: personName(row, 'decider') },
    },
  }
}

function appealsQuery() {
  return db
    .from('appeals as ap')
    .leftJoin('users as au', 'au.id', 'ap.appellant_user_id')
    .join('statements as st', 'st.id', 'ap.statement_id')
    .leftJoin('users as du', 'du.id', 'st.decided_by')
    .select('ap.*', 'au.first_name as appellant_first_name', 'au.last_name as appellant_last_name', 'au.id as appellant_id')
    .select('du.first_name as decider_first_name', 'du.last_name as decider_last_name', 'du.id as decider_id')
}

async function presentAppeals(rows: Row[]): Promise<AdminAppeal[]> {
  return Promise.all(
    rows.map(async (row) => {
      const statementRow: Row | null = await statementsQuery(appellantOf(row)).where('s.id', Number(row.statement_id)).first()
      return toAdminAppeal(row, statementRow ?? {})
    }),
  )
}

/** GET /api/admin/appeals?status=: open ones oldest first (the queue), decided ones newest first. */
export async function listAppeals(status: 'open' | 'decided' = 'open'): Promise<AdminAppealsPage> {
  const query = appealsQuery()
  if (status === 'open') query.where('ap.status', 'open').orderBy('ap.created_at', 'asc')
  else query.whereNot('ap.status', 'open').orderBy('ap.decided_at', 'desc')
  const rows: Row[] = await query.orderBy('ap.id', 'asc').limit(200)
  const total: Row | null = await db
    .from('appeals')
    .where((where) => (status === 'open' ? where.where('status', 'open') : where.whereNot('status', 'open')))
    .count('* as total')
    .first()
  return { appeals: await presentAppeals(rows), totalCount: Number(total?.total ?? 0) }
}

/** POST /api/admin/appeals/{id}/decision: 403 for the admin who made the first decision. */
export async function decideAppeal(actor: SignedInActor, appealId: number, input: AppealDecisionInput): Promise<AdminAppeal> {
  const appeal: Row | null = await db.from('appeals').where('id', appealId).first()
  if (!appeal) throw trustErrors.appealNotFound()
  const statement: Row = await db
    .from('statements as s')
    .leftJoin('reports as r', 'r.id', 's.report_id')
    .where('s.id', Number(appeal.statement_id))
    .select('s.*', 'r.reporter_email')
    .first()
  if (statement.decided_by !== null && Number(statement.decided_by) === actor.user.id) throw trustErrors.sameAdmin()
  if (appeal.status !== 'open') throw trustErrors.appealAlreadyDecided()
  await db.transaction(async (trx) => {
    const now = toSqlDateTime(new Date())
    const taken = await trx
      .from('appeals')
      .where('id', appealId)
      .where('status', 'open')
      .update({ status: input.outcome, decided_by: actor.user.id, decision_explanation: input.explanation, decided_at: now })
    if (Number(taken) === 0) throw trustErrors.appealAlreadyDecided()
    if (input.outcome === 'reversed') {
      await reverseRestriction(trx, JSON.parse(String(statement.restored)) as UndoStep[])
      await trx.from('statements').where('id', Number(statement.id)).update({ reversed_at: now })
      // A reversed "no action": the report goes back to the desk for a new decision.
      if (statement.action === 'no_action' && statement.report_id !== null) {
        await trx
          .from('reports')
          .where('id', Number(statement.report_id))
          .update({ status: 'open', decided_at: null, manifestly_unfounded: false })
      }
    }
    await recordAdminAction(
      actor,
      {
        action: `appeal_${input.outcome}`,
        targetType: 'appeal',
        targetId: appealId,
        targetName: String(statement.target_name),
        reason: input.explanation,
      },
      trx,
    )
    const appellant = appellantOf(appeal)
    const byLink = typeof appellant === 'string'
    await notify(trx, {
      userId: byLink ? null : appellant,
      email: byLink ? appellant : null,
      kind: 'appeal_decided',
      cause: `appeal:${appealId}:decided`,
      details: {
        statementId: Number(statement.id),
        statementToken: byLink ? statementToken(Number(statement.id), linkRole(statement, appellant), appellant) : null,
        itemName: String(statement.target_name),
        message: APPEAL_OUTCOME_WORDS[input.outcome],
        reason: input.explanation,
      },
    })
  })
  const [decided] = await presentAppeals(await appealsQuery().where('ap.id', appealId))
  return decided
}
