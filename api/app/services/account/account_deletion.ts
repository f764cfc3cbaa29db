import { cancelOpenReservationsOf } from '#services/reservations/customer_reservations'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { FORMER_CUSTOMER } from '#messages/index'
import { OPEN_PAYMENT_STATUSES } from '@shoplocal/shared/constants'
import { normalizePhone } from '@shoplocal/shared/rules'
import type { OpenInvoice } from '@shoplocal/shared/types'
import type User from '#models/user'
import type { Actor, SignedInActor } from '#services/actor'
import { revokeAllAccess } from '#services/account_access'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { checkPassword } from '#services/auth/password_check'
import { ACCOUNT_DELETION, issueVerificationCode, latestVerificationCode, redeemCode } from '#services/auth/one_time_codes'
import { moderationReason, recordAdminAction } from '#services/admin/admin_log_service'
import { issueAccountStatement } from '#services/trust/statements'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { deleteOwnerImages } from '#services/uploads/image_cleanup'
import { accountErrors } from '#services/account/account_errors'
import { sendAccountNotice } from '#services/notifications/account_notices'
import { anonymiseNoticesAbout } from '#services/notifications/customer_notices'

/*
 * Deleting an account, by its holder or from the console, under one set of
 * rules. Personal data goes; what others rely on stays without it: reviews
 * keep their rating under "A former customer", shops keep their chats with
 * the customer's name gone, and payment records stay (the law keeps them)
 * detached from the person. An owner with an invoice still open is refused
 * with the list. Every step is written to audit_logs inside the transaction.
 */

const ownShopIds = async (client: TransactionClientContract | typeof db, userId: number): Promise<number[]> =>
  (await client.from('shops').where('owner_id', userId).select('id')).map((row: { id: number }) => Number(row.id))

/** Invoices of the account (or its shops) not yet paid or not yet verified. */
export async function openInvoicesOf(userId: number): Promise<OpenInvoice[]> {
  const shopIds = await ownShopIds(db, userId)
  const rows = await db
    .from('payment_transactions')
    .where((mine) => {
      mine.where('user_id', userId)
      if (shopIds.length > 0) mine.orWhereIn('shop_id', shopIds)
    })
    .whereIn('payment_status', [...OPEN_PAYMENT_STATUSES])
    .orderBy('id', 'asc')
    .select('id', 'payment_reference', 'amount_paid', 'payment_status')
  return rows.map((row) => ({
    id: Number(row.id),
    reference: row.payment_reference ?? null,
    amount: Number(row.amount_paid).toFixed(2),
    status: String(row.payment_status),
  }))
}

export type DeletionSource =
  { by: 'self' } | { by: 'admin'; admin: SignedInActor; reason?: string; targetType: 'user' | 'shop_owner' | 'customer' }

const adminName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || user.phone || `#${user.id}`

/** Erases the account as described above; refuses while an invoice is open. */
export async function eraseAccount(actor: Actor, target: User, source: DeletionSource): Promise<void> {
  const client = { ip: actor.ip, userAgent: actor.userAgent }
  const invoices = await openInvoicesOf(target.id)
  if (invoices.length > 0) {
    await recordAudit({
      userId: target.id,
      action: AUDIT_ACTIONS.deletionRefused,
      success: false,
      client,
      details: { by: source.by, invoices: invoices.map((invoice) => invoice.id) },
    })
    throw accountErrors.openInvoices(invoices)
  }

  const recipient = { email: target.email, firstName: target.firstName }
  const accountId = target.id
  const shopIds = await ownShopIds(db, accountId)
  await db.transaction(async (trx) => {
    const step = (action: (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS], details: Record<string, unknown>) =>
      recordAudit({ userId: accountId, action, success: true, client, details: { accountId, by: source.by, ...details } }, trx)
    await step(AUDIT_ACTIONS.deletionStarted, { role: target.role })
    if (source.by === 'admin') {
      await recordAdminAction(
        source.admin,
        {
          action: `delete_${source.targetType}`,
          targetType: source.targetType,
          targetId: accountId,
          targetName: adminName(target),
          reason: moderationReason(source.reason),
        },
        trx,
      )
      // A deletion by staff is a decision like a ban: its statement of reasons is mailed to the holder's address
      // (the account is gone, so they read and appeal it through the statement's link).
      await issueAccountStatement(trx, source.admin, target, 'delete_account', { reason: source.reason })
    }

    // Owners' notifications about what the customer sent (the mail outbox too) lose their name and contacts.
    const idsOf = async (query: ReturnType<TransactionClientContract['from']>) =>
      ((await query.select('id')) as { id: number }[]).map((row) => Number(row.id))
    const notices = await anonymiseNoticesAbout(trx, {
      messageIds: await idsOf(trx.from('messages').where('customer_user_id', accountId)),
      chatMessageIds: await idsOf(
        trx
          .from('chat_messages')
          .whereIn('conversation_id', trx.from('chat_conversations').select('id').where('customer_user_id', accountId))
          .where('sender_type', 'customer'),
      ),
      reviewIds: await idsOf(trx.from('reviews').where('user_id', accountId)),
    })
    await step(AUDIT_ACTIONS.noticesAnonymised, { count: notices })
    // Its open reservations end here (stock released, each shop told) before the rows lose their customer.
    await cancelOpenReservationsOf(trx, accountId)

    const reviews = await trx
      .from('reviews')
      .where('user_id', accountId)
      .update({ user_id: null, reviewer_name: FORMER_CUSTOMER, reviewer_email: null })
    await step(AUDIT_ACTIONS.reviewsAnonymised, { count: Number(reviews) })

    // The shop keeps the conversation; who wrote it is no longer recorded.
    const conversations = trx.from('chat_conversations').select('id').where('customer_user_id', accountId)
    await trx.from('chat_messages').whereIn('conversation_id', conversations).where('sender_type', 'customer').update({ sender_id: '0' })
    const chats = await trx.from('chat_conversations').where('customer_user_id', accountId).update({ customer_user_id: null })
    await trx
      .from('messages')
      .where('customer_user_id', accountId)
      .update({ customer_user_id: null, sender_name: FORMER_CUSTOMER, sender_email: null, sender_phone: null })
    await step(AUDIT_ACTIONS.chatsAnonymised, { count: Number(chats) })

    const payments = await trx
      .from('payment_transactions')
      .where((mine) => {
        mine.where('user_id', accountId)
        if (shopIds.length > 0) mine.orWhereIn('shop_id', shopIds)
      })
      .update({ user_id: null, shop_id: null, payment_proof_url: null })
    await step(AUDIT_ACTIONS.paymentsAnonymised, { count: Number(payments) })

    if (shopIds.length > 0) {
      const productIds = (await trx.from('products').whereIn('shop_id', shopIds).select('id')).map((row: { id: number }) => Number(row.id))
      // Off the public site at once: every process drops them from search within seconds.
      await recordCatalogueChange({ shopIds, productIds }, trx)
      await step(AUDIT_ACTIONS.shopsRemoved, { shopIds })
    }

    await revokeAllAccess(accountId, trx)
    target.useTransaction(trx)
    // Favourites, sessions, codes, sign-in records, shops and their products go with the row.
    await target.delete()
    await recordAudit(
      { userId: null, action: AUDIT_ACTIONS.accountDeleted, success: true, client, details: { accountId, by: source.by } },
      trx,
    )
  })
  await deleteOwnerImages(accountId)
  // A holder deleted by staff has their one mail, the statement of reasons, through the outbox.
  if (source.by === 'self' && recipient.email) {
    await sendAccountNotice('account_deleted', { email: recipient.email, firstName: recipient.firstName })
  }
}

/**
 * Sends a deletion code, for a person who signs in with codes and never uses
 * a password: to the e-mail address (or the phone when asked, or when the
 * account has no address). Within the account's allowance of codes.
 */
export async function sendDeletionCode(actor: SignedInActor, via?: 'email' | 'phone'): Promise<'email' | 'phone'> {
  const user = actor.user
  if (user.hasAdminRights) throw accountErrors.adminNotSelfDeletable()
  const channel = via ?? (user.email ? 'email' : 'phone')
  if ((channel === 'email' && !user.email) || (channel === 'phone' && !user.phone)) throw accountErrors.noContactForCode()
  const code = await issueVerificationCode(user.id, ACCOUNT_DELETION)
  await recordAudit({
    userId: user.id,
    action: code ? AUDIT_ACTIONS.deletionCodeSent : AUDIT_ACTIONS.codeQuotaReached,
    success: code !== null,
    client: actor,
    details: { kind: ACCOUNT_DELETION, via: channel },
  })
  if (!code) return channel
  const to = channel === 'email' ? { email: user.email! } : { phone: normalizePhone(user.phone!) }
  await sendAccountNotice('deletion_code', { ...to, firstName: user.firstName }, { code })
  return channel
}

/**
 * The holder's own deletion: the password (under the sign-in lockout) or a
 * deletion code proves it is them. Admin accounts are removed from the console.
 */
export async function deleteOwnAccount(actor: SignedInActor, proof: { password?: string; code?: string }): Promise<void> {
  const user = actor.user
  if (user.hasAdminRights) throw accountErrors.adminNotSelfDeletable()
  if (proof.code) {
    await redeemCode('verification_codes', await latestVerificationCode(user.id, ACCOUNT_DELETION), proof.code, actor)
  } else if (proof.password) {
    try {
      await checkPassword(user, proof.password, actor)
    } catch (error) {
      if ((error as { status?: number }).status === 401) throw accountErrors.currentPasswordWrong('password')
      throw error
    }
  } else {
    throw accountErrors.deletionNeedsProof()
  }
  await eraseAccount(actor, user, { by: 'self' })
}
