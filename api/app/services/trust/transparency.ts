/*
 * GET /api/admin/transparency?from=&to=: the transparency report's figures for a period of UTC days (both
 * included), counted from the same rows the desk writes (reports, statements, appeals, report bans), never
 * from a second tally. Monthly active recipients come from the shop-page visits of the last six whole
 * months: a recipient is an account, else a guest session, else a (truncated) address.
 */
import db from '@adonisjs/lucid/services/db'
import type { DecisionGround, ReportCategory, StatementAction } from '@shoplocal/shared/constants'
import type { TransparencyFigures } from '@shoplocal/shared/types'
import { fromSqlDateTime, type Row } from '#helpers/sql_values'
import { periodOf } from '#services/trust/period'
import type { StatementExportQuery } from '#validators/trust'

const RECIPIENT_MONTHS = 6

async function grouped(
  table: string,
  column: string,
  range: [string, string],
  where: (query: ReturnType<typeof db.from>) => void = () => {},
) {
  const query = db
    .from(table)
    .where('created_at', '>=', range[0])
    .where('created_at', '<', range[1])
    .select(column)
    .count('* as total')
    .groupBy(column)
  where(query)
  const rows: Row[] = await query
  return rows.map((row) => ({ key: String(row[column]), count: Number(row.total) }))
}

function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const value = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  return Math.round(value * 10) / 10
}

async function medianHours(range: [string, string]): Promise<number | null> {
  const rows: Row[] = await db
    .from('reports')
    .whereNotNull('decided_at')
    .where('decided_at', '>=', range[0])
    .where('decided_at', '<', range[1])
    .select('created_at', 'decided_at')
  const hours = rows.map(
    (row) =>
      (fromSqlDateTime(row.decided_at as Date | string).getTime() - fromSqlDateTime(row.created_at as Date | string).getTime()) / 3_600_000,
  )
  return median(hours)
}

async function count(query: ReturnType<typeof db.from>): Promise<number> {
  const row: Row | null = await query.count('* as total').first()
  return Number(row?.total ?? 0)
}

/** The last six whole months before `now`, oldest first, with their distinct visitors. */
async function monthlyRecipients(now: Date): Promise<{ month: string; recipients: number }[]> {
  const months = Array.from({ length: RECIPIENT_MONTHS }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - RECIPIENT_MONTHS + index, 1))
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 }
  })
  return Promise.all(
    months.map(async ({ year, month }) => {
      const visitors = db
        .from('shop_visits')
        .where({ year, month })
        .select(db.raw('case when user_id is not null then 0 when guest_session_id is not null then 1 else 2 end as kind'))
        .select(db.raw('coalesce(user_id, guest_session_id, 0) as who'), 'ip_address')
        .groupByRaw('1, 2, 3')
      const row: Row | null = await db.from(visitors.as('v')).count('* as total').first()
      return { month: `${year}-${String(month).padStart(2, '0')}`, recipients: Number(row?.total ?? 0) }
    }),
  )
}

export async function transparencyFigures(query: StatementExportQuery, now = new Date()): Promise<TransparencyFigures> {
  const period = periodOf(query, now)
  const range = period.bounds
  const inRange = (table: string, column = 'created_at') => db.from(table).where(column, '>=', range[0]).where(column, '<', range[1])
  const [categories, actions, grounds, hours, ownInitiative, received, decided, reversed, reporters, posters, recipients] =
    await Promise.all([
      grouped('reports', 'category', range),
      grouped('statements', 'action', range),
      grouped('statements', 'ground', range, (where) => where.whereNot('action', 'no_action')),
      medianHours(range),
      count(inRange('statements').whereNull('report_id').whereNot('action', 'no_action')),
      count(inRange('appeals')),
      count(inRange('appeals', 'decided_at').whereNot('status', 'open')),
      count(inRange('appeals', 'decided_at').where('status', 'reversed')),
      count(inRange('report_bans').where('kind', 'suspended')),
      count(inRange('posting_bans').where('kind', 'suspended')),
      monthlyRecipients(now),
    ])
  return {
    from: period.from,
    to: period.to,
    reportsByCategory: categories.map(({ key, count: total }) => ({ category: key as ReportCategory, count: total })),
    decisionsByAction: actions.map(({ key, count: total }) => ({ action: key as StatementAction, count: total })),
    decisionsByGround: grounds.map(({ key, count: total }) => ({ ground: key as DecisionGround, count: total })),
    medianHoursToDecision: hours,
    ownInitiativeActions: ownInitiative,
    appeals: { received, decided, reversed },
    misuseSuspensions: reporters + posters,
    monthlyActiveRecipients: recipients,
    averageMonthlyActiveRecipients: Math.round(recipients.reduce((sum, month) => sum + month.recipients, 0) / recipients.length),
  }
}
