/*
 * The misuse rule for accounts, as the terms write it: an account whose content is repeatedly hidden as
 * manifestly illegal is warned, then suspended from posting (reviews, chat messages, products) for a stated
 * time. A decision that hides an item and marks it manifestly illegal counts against the item's author;
 * `postingMisuseWarnAfter` of them within `postingMisuseWindowDays` bring a warning (a notice), and
 * `postingMisuseSuspendAfter` a suspension of `postingMisuseSuspendDays` days with its own statement of reasons,
 * which the author may appeal like any other (a reversal lifts it). Reversed decisions do not count.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { MS_PER_DAY as DAY_MS } from '@shoplocal/shared/constants'
import { formatDate, fullName } from '@shoplocal/shared/rules'
import { trustSettings as settings } from '#config/trust'
import { TRUST_MESSAGES as T } from '#messages/index'
import { countOf, fromSqlDateTime, toSqlDateTime, type Row } from '#helpers/sql_values'
import { notify } from '#services/notifications/notify'
import { issueStatement } from '#services/trust/statements'
import { trustErrors } from '#services/trust/trust_errors'

/** Refuses a post (403 with the date) while the account is suspended from posting. */
export async function assertMayPost(userId: number | null, now = new Date()): Promise<void> {
  if (userId === null) return
  const ban: Row | null = await db
    .from('posting_bans')
    .where('user_id', userId)
    .where('kind', 'suspended')
    .whereNull('lifted_at')
    .where('until', '>', toSqlDateTime(now))
    .orderBy('until', 'desc')
    .first()
  if (ban) throw trustErrors.postingSuspended(formatDate(fromSqlDateTime(ban.until as Date | string)))
}

/** After a decision hid an item of `userId`'s as manifestly illegal: warn or suspend them as the rule says. */
export async function applyPostingMisuseRule(trx: TransactionClientContract, userId: number, decidedBy: number, now = new Date()) {
  const since = toSqlDateTime(new Date(now.getTime() - settings.postingMisuseWindowDays * DAY_MS))
  const counted: Row | null = await trx
    .from('statements')
    .where('affected_user_id', userId)
    .where('manifestly_illegal', true)
    .whereNull('reversed_at')
    .where('created_at', '>=', since)
    .count('* as total')
    .first()
  const illegal = countOf(counted)
  const earlier: Row[] = await trx
    .from('posting_bans')
    .where('user_id', userId)
    .where('created_at', '>=', since)
    .whereNull('lifted_at')
    .select('kind')
  if (illegal >= settings.postingMisuseSuspendAfter && !earlier.some((ban) => ban.kind === 'suspended')) {
    const until = new Date(now.getTime() + settings.postingMisuseSuspendDays * DAY_MS)
    const [inserted] = await trx
      .table('posting_bans')
      .insert({ user_id: userId, kind: 'suspended', until: toSqlDateTime(until), created_at: toSqlDateTime(now) })
    const banId = Number(inserted)
    const user: Row = await trx.from('users').where('id', userId).select('first_name', 'last_name', 'email').first()
    const statementId = await issueStatement(trx, {
      affectedUserId: userId,
      target: {
        type: 'account',
        id: userId,
        name: fullName(user.first_name as string | null, user.last_name as string | null) || String(user.email ?? `#${userId}`),
      },
      action: 'suspend_posting',
      ground: 'terms',
      groundDetail: T.postingSuspensionGround,
      explanation: T.postingSuspensionExplanation(illegal, settings.postingMisuseWindowDays, formatDate(until)),
      decidedBy,
      restored: [{ liftPostingBanOf: banId }],
    })
    await trx.from('posting_bans').where('id', banId).update({ statement_id: statementId })
  } else if (illegal >= settings.postingMisuseWarnAfter && earlier.length === 0) {
    await trx.table('posting_bans').insert({ user_id: userId, kind: 'warned', until: null, created_at: toSqlDateTime(now) })
    await notify(trx, { userId, kind: 'posting_misuse_warning', cause: `posting_warning:${userId}:${now.getTime()}`, details: {} })
  }
}
