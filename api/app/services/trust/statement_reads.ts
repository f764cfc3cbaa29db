/*
 * Statements of reasons as people read them: the person restricted sees those about them; a reporter sees
 * the decisions on their reports (and may appeal a "no action"). Presented once here for the account pages
 * and the console.
 */
import db from '@adonisjs/lucid/services/db'
import { APPEAL_WINDOW_MONTHS, type ReportCategory, type StatementAction } from '@shoplocal/shared/constants'
import type { Statement, StatementsPage } from '@shoplocal/shared/types'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { fromSqlDateTime, isoDate, type Row } from '#helpers/sql_values'
import { trustErrors } from '#services/trust/trust_errors'

/** The last moment an appeal against a decision made at `decidedAt` is accepted. */
function appealDeadline(decidedAt: Date): Date {
  const until = new Date(decidedAt)
  until.setUTCMonth(until.getUTCMonth() + APPEAL_WINDOW_MONTHS)
  return until
}

export type ViewerRole = Statement['viewerRole']

/** Who may appeal: the person restricted, or the reporter of a report that led to no action. */
export function mayAppeal(row: Row, role: ViewerRole, now = new Date()): boolean {
  const action = String(row.action) as StatementAction
  if (row.reversed_at !== null && row.reversed_at !== undefined) return false
  if (role === 'affected' ? action === 'no_action' : action !== 'no_action') return false
  return now <= appealDeadline(fromSqlDateTime(row.created_at as Date | string))
}

const STATEMENT_COLUMNS = [
  's.*',
  'r.reporter_user_id',
  'r.reporter_email',
  'r.target_url',
  'a.id as appeal_id',
  'a.status as appeal_status',
  'a.explanation as appeal_explanation',
  'a.decision_explanation as appeal_decision',
  'a.decided_at as appeal_decided_at',
]

/**
 * Statements with their report and, when the appellant is given (an account's id, or the address of a person
 * without one), that person's appeal.
 */
export function statementsQuery(appellant: number | string | null): DatabaseQueryBuilderContract {
  return db
    .from('statements as s')
    .leftJoin('reports as r', 'r.id', 's.report_id')
    .leftJoin('appeals as a', (join) => {
      join.on('a.statement_id', 's.id')
      if (appellant === null) join.onVal('a.id', -1)
      else if (typeof appellant === 'string') join.onVal('a.appellant_email', appellant)
      else join.onVal('a.appellant_user_id', appellant)
    })
    .select(STATEMENT_COLUMNS)
}

export function toStatement(row: Row, role: ViewerRole): Statement {
  const createdAt = fromSqlDateTime(row.created_at as Date | string)
  return {
    id: Number(row.id),
    target: {
      type: String(row.target_type) as Statement['target']['type'],
      id: Number(row.target_id),
      name: String(row.target_name),
      url: row.target_url ? String(row.target_url) : null,
    },
    action: String(row.action) as StatementAction,
    ground: row.ground === 'law' ? 'law' : 'terms',
    groundDetail: String(row.ground_detail),
    explanation: String(row.explanation),
    source: row.report_id === null ? 'own_initiative' : 'notice',
    category: row.category ? (String(row.category) as ReportCategory) : null,
    automated: false,
    createdAt: createdAt.toISOString(),
    reversedAt: row.reversed_at ? isoDate(row.reversed_at) : null,
    appealUntil: appealDeadline(createdAt).toISOString(),
    viewerRole: role,
    canAppeal: row.appeal_id === null && mayAppeal(row, role),
    appeal:
      row.appeal_id === null || row.appeal_id === undefined
        ? null
        : {
            id: Number(row.appeal_id),
            status: String(row.appeal_status) as NonNullable<Statement['appeal']>['status'],
            explanation: String(row.appeal_explanation),
            decisionExplanation: row.appeal_decision ? String(row.appeal_decision) : null,
            decidedAt: row.appeal_decided_at ? isoDate(row.appeal_decided_at) : null,
          },
  }
}

/** The viewer's role for a statement row, or null when it is not theirs to read. */
export function roleOf(row: Row, userId: number): ViewerRole | null {
  if (row.affected_user_id !== null && Number(row.affected_user_id) === userId && row.action !== 'no_action') return 'affected'
  if (row.reporter_user_id !== null && Number(row.reporter_user_id) === userId) return 'reporter'
  return null
}

/** GET /api/account/statements: newest first. */
export async function listOwnStatements(userId: number): Promise<StatementsPage> {
  const rows: Row[] = await statementsQuery(userId)
    .where((mine) =>
      mine
        .where((affected) => affected.where('s.affected_user_id', userId).whereNot('s.action', 'no_action'))
        .orWhere('r.reporter_user_id', userId),
    )
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
  return { statements: rows.map((row) => toStatement(row, roleOf(row, userId)!)) }
}

/** GET /api/account/statements/{id}: 404 for a statement that is not the viewer's. */
export async function ownStatement(userId: number, id: number): Promise<{ statement: Statement; row: Row }> {
  const row: Row | null = await statementsQuery(userId).where('s.id', id).first()
  const role = row ? roleOf(row, userId) : null
  if (!row || !role) throw trustErrors.statementNotFound()
  return { statement: toStatement(row, role), row }
}
