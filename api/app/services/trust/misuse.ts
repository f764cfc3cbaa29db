/*
 * The misuse rule for reporters: a notice an admin finds manifestly unfounded counts against its reporter's
 * address. `misuseWarnAfter` of them within `misuseWindowDays` bring a warning; `misuseSuspendAfter` bar the
 * address from reporting for `misuseSuspendDays` days (a `report_bans` row, which the figures count). The
 * reporter is told either way, by the account or the address they gave.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { MS_PER_DAY as DAY_MS } from '@shoplocal/shared/constants'
import { formatDate } from '@shoplocal/shared/rules'
import { trustSettings as settings } from '#config/trust'
import { countOf, fromSqlDateTime, toSqlDateTime, type Row } from '#helpers/sql_values'
import { notify } from '#services/notifications/notify'

/** The end of a reporting suspension in force for this address, shown as a date; null when there is none. */
export async function reportingBarredUntil(email: string, now = new Date()): Promise<string | null> {
  const ban: Row | null = await db
    .from('report_bans')
    .where('reporter_email', email.toLowerCase())
    .where('kind', 'suspended')
    .where('until', '>', toSqlDateTime(now))
    .orderBy('until', 'desc')
    .first()
  return ban ? formatDate(fromSqlDateTime(ban.until as Date | string)) : null
}

/** After a report was marked manifestly unfounded: warn or suspend its reporter as the rule says. */
export async function applyMisuseRule(trx: TransactionClientContract, report: Row, now = new Date()): Promise<void> {
  const email = report.reporter_email ? String(report.reporter_email) : null
  if (!email) return
  const since = toSqlDateTime(new Date(now.getTime() - settings.misuseWindowDays * DAY_MS))
  const counted: Row | null = await trx
    .from('reports')
    .where('reporter_email', email)
    .where('manifestly_unfounded', true)
    .where('created_at', '>=', since)
    .count('* as total')
    .first()
  const unfounded = countOf(counted)
  const earlier: Row[] = await trx.from('report_bans').where('reporter_email', email).where('created_at', '>=', since).select('kind')
  const recipient = { userId: report.reporter_user_id === null ? null : Number(report.reporter_user_id), email }
  if (unfounded >= settings.misuseSuspendAfter && !earlier.some((ban) => ban.kind === 'suspended')) {
    const until = new Date(now.getTime() + settings.misuseSuspendDays * DAY_MS)
    await trx
      .table('report_bans')
      .insert({ reporter_email: email, kind: 'suspended', until: toSqlDateTime(until), created_at: toSqlDateTime(now) })
    await notify(trx, {
      ...recipient,
      kind: 'reporting_suspended',
      cause: `report_ban:${email}:${now.getTime()}`,
      details: { date: formatDate(until) },
    })
  } else if (unfounded >= settings.misuseWarnAfter && earlier.length === 0) {
    await trx.table('report_bans').insert({ reporter_email: email, kind: 'warned', until: null, created_at: toSqlDateTime(now) })
    await notify(trx, { ...recipient, kind: 'report_misuse_warning', cause: `report_warning:${email}:${now.getTime()}`, details: {} })
  }
}
