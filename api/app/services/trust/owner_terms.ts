/*
 * The terms shop owners accept, as versions (P2B Art. 3): a new version is published with the day it takes
 * effect, at least OWNER_TERMS_NOTICE_DAYS ahead, and every owner is told at once; the version in force until
 * then still applies. An owner accepts the version in force when they register.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { OWNER_TERMS_NOTICE_DAYS } from '@shoplocal/shared/constants'
import { addCalendarDays, dublinDateOf, dublinMidnight, formatDate } from '@shoplocal/shared/rules'
import type { AdminOwnerTermsVersion, OwnerTermsState, OwnerTermsVersion } from '@shoplocal/shared/types'
import { OWNER_TERMS_MESSAGES as M } from '#messages/index'
import { isUniqueViolation } from '#helpers/database_errors'
import { isoDate, toSqlDateTime, type Row } from '#helpers/sql_values'
import { notify } from '#services/notifications/notify'
import { trustErrors } from '#services/trust/trust_errors'
import type { PublishTermsInput } from '#validators/owner_terms'

const toVersion = (row: Row): OwnerTermsVersion => ({
  id: Number(row.id),
  version: String(row.version),
  changes: String(row.changes),
  effectiveAt: isoDate(row.effective_at),
  publishedAt: isoDate(row.published_at),
})

/** The version in force at `now` (the latest to have taken effect), or null before the first. */
async function versionInForce(client: TransactionClientContract | typeof db, now: Date): Promise<Row | null> {
  const row = await client
    .from('owner_terms_versions')
    .where('effective_at', '<=', toSqlDateTime(now))
    .orderBy('effective_at', 'desc')
    .orderBy('id', 'desc')
    .first()
  return row ?? null
}

/** GET /api/terms: the version in force and the next one published for later. */
export async function ownerTermsState(now = new Date()): Promise<OwnerTermsState> {
  const current = await versionInForce(db, now)
  const upcoming = await db
    .from('owner_terms_versions')
    .where('effective_at', '>', toSqlDateTime(now))
    .orderBy('effective_at', 'asc')
    .orderBy('id', 'asc')
    .first()
  return { current: current ? toVersion(current) : null, upcoming: upcoming ? toVersion(upcoming) : null }
}

/** GET /api/admin/terms: every version, the latest to take effect first, with how many owners accepted each. */
export async function listOwnerTerms(): Promise<AdminOwnerTermsVersion[]> {
  const rows: Row[] = await db
    .from('owner_terms_versions as v')
    .leftJoin('owner_terms_acceptances as a', 'a.terms_version_id', 'v.id')
    .select('v.id', 'v.version', 'v.changes', 'v.effective_at', 'v.published_at')
    .count('a.id as accepted_count')
    .groupBy('v.id', 'v.version', 'v.changes', 'v.effective_at', 'v.published_at')
    .orderBy('v.effective_at', 'desc')
    .orderBy('v.id', 'desc')
  return rows.map((row) => ({ ...toVersion(row), acceptedCount: Number(row.accepted_count) }))
}

/** Publishes a new version taking effect on `effectiveOn` (Irish midnight) and tells every shop owner at once. */
export async function publishOwnerTerms(adminId: number, input: PublishTermsInput, now = new Date()): Promise<OwnerTermsVersion> {
  const earliest = addCalendarDays(dublinDateOf(now), OWNER_TERMS_NOTICE_DAYS)
  if (input.effectiveOn < earliest) {
    throw trustErrors.invalidField('effectiveOn', M.noticeTooShort(OWNER_TERMS_NOTICE_DAYS, formatDate(dublinMidnight(earliest))))
  }
  const effectiveAt = dublinMidnight(input.effectiveOn)
  return db.transaction(async (trx) => {
    let id: number
    try {
      const [inserted] = await trx.table('owner_terms_versions').insert({
        version: input.version,
        changes: input.changes,
        effective_at: toSqlDateTime(effectiveAt),
        published_at: toSqlDateTime(now),
        published_by: adminId,
      })
      id = Number(inserted)
    } catch (error) {
      if (isUniqueViolation(error)) throw trustErrors.invalidField('version', M.versionTaken)
      throw error
    }
    const owners = await trx.from('users').where('role', 'shop_owner').where('banned', false).select('id')
    const details = { termsVersion: input.version, date: formatDate(effectiveAt), message: input.changes }
    for (const owner of owners) await notify(trx, { userId: Number(owner.id), kind: 'terms_changed', cause: `terms:${id}`, details })
    return toVersion(await trx.from('owner_terms_versions').where('id', id).firstOrFail())
  })
}

/** Records that a new owner accepted the version in force (their registration form names it). */
export async function acceptOwnerTerms(trx: TransactionClientContract | typeof db, userId: number, now = new Date()): Promise<void> {
  const current = await versionInForce(trx, now)
  if (!current) return
  await trx
    .table('owner_terms_acceptances')
    .insert({ user_id: userId, terms_version_id: Number(current.id), accepted_at: toSqlDateTime(now) })
}
