/*
 * The one door to a statement of reasons. Every decision that restricts a person's shop, product, review,
 * message, spotlight or account (a report's decision, an own-initiative act, the console's rejections,
 * removals, bans, deletions and withdrawals, the misuse rule) calls `issueStatement` inside its own
 * transaction: the row is written, and the person restricted is notified (bell and mail, through the outbox)
 * with a link to it. That mail is the person's one mail about the decision: a console action that also keeps
 * its older notice in the bell (e.g. "Shop not approved") sends that one without mail, and hands what it said
 * beyond the reason (the invoices' fate) to the statement's notice. A person without an account (the holder of
 * an account staff deleted) is mailed at their address, with the statement's signed link. A report's
 * "no action" is a statement too, read by the reporter, who may appeal it.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DecisionGround, ReportCategory, StatementAction, StatementTargetType } from '@shoplocal/shared/constants'
import { DEFAULT_GROUND_DETAIL, STATEMENT_ACTION_WORDS, type NotificationDetails } from '#messages/index'
import { statementToken } from '#services/trust/statement_links'
import { toSqlDateTime } from '#helpers/sql_values'
import { notify } from '#services/notifications/notify'
import type { UndoStep } from '#services/trust/restrictions'
import { fullName } from '@shoplocal/shared/rules'
import type Shop from '#models/shop'
import type User from '#models/user'
import type { SignedInActor } from '#services/actor'
import { moderationReason } from '#services/admin/admin_log_service'

export interface StatementInput {
  affectedUserId: number | null
  target: { type: StatementTargetType; id: number; name: string }
  action: StatementAction
  /** Absent when the console's older dialogs send no ground: our terms of use. */
  ground?: DecisionGround
  groundDetail?: string
  explanation: string
  category?: ReportCategory | null
  reportId?: number | null
  decidedBy: number | null
  restored?: UndoStep[]
  /** A hidden item found manifestly illegal: counted by the misuse rule for accounts. */
  manifestlyIllegal?: boolean
  /** What the person's notice says beyond the decision and its reason (a shop's invoices' fate). */
  notice?: NotificationDetails
  /** Where to mail a person who has no account (any more): they read and appeal through the statement's link. */
  recipientEmail?: string | null
  /** The address of an account holder who cannot sign in any more (banned): their mail carries the link too. */
  linkEmail?: string | null
}

/** Records the statement and tells the person restricted; returns its id. */
export async function issueStatement(trx: TransactionClientContract, input: StatementInput): Promise<number> {
  const ground = input.ground ?? 'terms'
  const groundDetail = input.groundDetail?.trim() || DEFAULT_GROUND_DETAIL
  const [inserted] = await trx.table('statements').insert({
    affected_user_id: input.affectedUserId,
    target_type: input.target.type,
    target_id: input.target.id,
    target_name: input.target.name.slice(0, 255),
    action: input.action,
    ground,
    ground_detail: groundDetail.slice(0, 255),
    explanation: input.explanation,
    category: input.category ?? null,
    report_id: input.reportId ?? null,
    decided_by: input.decidedBy,
    restored: JSON.stringify(input.restored ?? []),
    manifestly_illegal: input.manifestlyIllegal === true,
    created_at: toSqlDateTime(new Date()),
  })
  const id = Number(inserted)
  const email = input.affectedUserId === null ? (input.recipientEmail ?? null) : null
  const linkEmail = email ?? input.linkEmail ?? null
  if ((input.affectedUserId !== null || email) && input.action !== 'no_action') {
    await notify(trx, {
      userId: input.affectedUserId,
      email,
      kind: 'statement_issued',
      cause: `statement:${id}`,
      details: {
        ...input.notice,
        statementId: id,
        statementToken: linkEmail ? statementToken(id, 'affected', linkEmail) : null,
        itemName: input.target.name,
        message: STATEMENT_ACTION_WORDS[input.action],
        reason: `${input.explanation} (${groundDetail})`,
      },
    })
  }
  return id
}

/** What the console's existing dialogs send about a restriction: the typed reason and, now, its ground. */
interface ConsoleRestriction {
  reason?: string
  ground?: DecisionGround
  groundDetail?: string
}

/**
 * A ban, suspension or deletion from the console: the account is the item; lifting a ban or suspension is its
 * undo, a deleted account cannot be put back. A deleted account's holder is told at their address.
 */
export async function issueAccountStatement(
  trx: TransactionClientContract,
  actor: SignedInActor,
  user: User,
  action: 'ban_account' | 'suspend_account' | 'delete_account',
  restriction: ConsoleRestriction,
): Promise<number> {
  const deleted = action === 'delete_account'
  return issueStatement(trx, {
    affectedUserId: deleted ? null : user.id,
    recipientEmail: deleted ? user.email : null,
    linkEmail: action === 'ban_account' ? user.email : null,
    target: { type: 'account', id: user.id, name: fullName(user.firstName, user.lastName) || user.email || user.phone || `#${user.id}` },
    action,
    ground: restriction.ground,
    groundDetail: restriction.groundDetail,
    explanation: moderationReason(restriction.reason),
    decidedBy: actor.user.id,
    restored: deleted ? [] : [{ liftSuspensionOf: user.id }],
  })
}

/** A shop rejected or removed from the console. */
export async function issueShopStatement(
  trx: TransactionClientContract,
  actor: SignedInActor,
  shop: Shop,
  action: 'reject_shop' | 'remove_shop',
  restriction: ConsoleRestriction,
  restored: UndoStep[],
  notice?: NotificationDetails,
): Promise<number> {
  return issueStatement(trx, {
    affectedUserId: shop.ownerId,
    target: { type: 'shop', id: shop.id, name: shop.name },
    action,
    ground: restriction.ground,
    groundDetail: restriction.groundDetail,
    explanation: moderationReason(restriction.reason),
    decidedBy: actor.user.id,
    restored,
    notice,
  })
}
