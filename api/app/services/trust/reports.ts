/*
 * POST /api/reports: anyone (visitor, guest, customer, owner) reports a public item. The report gets a
 * reference at once; the reporter is told so, with the 24-hour promise, through the notification outbox (by
 * account, or by the address they gave), so a mail that fails is tried again rather than lost. Checks come
 * before any write: the fields, the misuse bar, the item, then the limits per address and per e-mail.
 */
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors, type Limiter } from '@adonisjs/limiter'
import { ANONYMOUS_REPORT_CATEGORY } from '@shoplocal/shared/constants'
import { fullName } from '@shoplocal/shared/rules'
import type { ReportTargetType } from '@shoplocal/shared/constants'
import type { ReportReceipt, TrustTarget } from '@shoplocal/shared/types'
import { trustSettings } from '#config/trust'
import { TRUST_MESSAGES as T } from '#messages/index'
import { toSqlDateTime } from '#helpers/sql_values'
import type { Actor } from '#services/actor'
import { notify } from '#services/notifications/notify'
import { reportableTarget } from '#services/trust/report_targets'
import { trustErrors } from '#services/trust/trust_errors'
import { reportingBarredUntil } from '#services/trust/misuse'
import { notifyAdminsOfReport } from '#services/trust/trust_admin_notices'
import type { ReportInput } from '#validators/trust'

const perAddress = () => limiter.use({ requests: trustSettings.reportsPerAddressPerHour, duration: '1 hour' })
const perEmail = () => limiter.use({ requests: trustSettings.reportsPerEmailPerDay, duration: '1 day' })

async function consume(key: string, limit: Limiter) {
  try {
    await limit.consume(key)
  } catch (error) {
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) throw trustErrors.tooManyReports(error.response.availableIn)
    throw error
  }
}

/** The name and address a report carries: as typed, else the signed-in account's. */
function reporterOf(actor: Actor, input: ReportInput) {
  const name = input.reporterName || (actor.user ? fullName(actor.user.firstName, actor.user.lastName) : '') || null
  const email = (input.reporterEmail || actor.user?.email || '').toLowerCase() || null
  if (input.category !== ANONYMOUS_REPORT_CATEGORY) {
    if (!name) throw trustErrors.invalidField('reporterName', T.reporterNameRequired)
    if (!email) throw trustErrors.invalidField('reporterEmail', T.reporterEmailRequired)
  }
  return { name, email }
}

/** GET /api/reports/target: what the form shows of the item (the same checks as the report itself). */
export async function reportTarget(type: ReportTargetType, id: number, userId: number | null): Promise<TrustTarget> {
  const { type: kind, name, url } = await reportableTarget(type, id, userId)
  return { type: kind, id, name, url }
}

/** The reference a reporter quotes: the row's id, so it is unique without a second counter. */
const reportReference = (id: number, createdAt: Date) => `SLR-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`

export async function submitReport(actor: Actor, input: ReportInput): Promise<ReportReceipt> {
  const reporter = reporterOf(actor, input)
  if (reporter.email) {
    const until = await reportingBarredUntil(reporter.email)
    if (until) throw trustErrors.reportingSuspended(until)
  }
  const target = await reportableTarget(input.targetType, input.targetId, actor.user?.id ?? null)
  await consume(`report_address_${actor.ip}`, perAddress())
  if (reporter.email) await consume(`report_email_${reporter.email}`, perEmail())

  return db.transaction(async (trx) => {
    const now = new Date()
    const [inserted] = await trx.table('reports').insert({
      target_type: target.type,
      target_id: target.id,
      target_name: target.name.slice(0, 255),
      target_url: target.url,
      target_owner_id: target.ownerUserId,
      category: input.category,
      explanation: input.explanation,
      reporter_name: reporter.name,
      reporter_email: reporter.email,
      reporter_user_id: actor.user?.id ?? null,
      good_faith: true,
      status: 'open',
      created_at: toSqlDateTime(now),
    })
    const id = Number(inserted)
    const reference = reportReference(id, now)
    await trx.from('reports').where('id', id).update({ reference })
    if (actor.user || reporter.email) {
      await notify(trx, {
        userId: actor.user?.id ?? null,
        email: reporter.email,
        kind: 'report_received',
        cause: `report:${id}:received`,
        details: { reference, itemName: target.name, personName: reporter.name },
      })
    }
    await notifyAdminsOfReport(trx, id, reference, target.name)
    return { reference }
  })
}
