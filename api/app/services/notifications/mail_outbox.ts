/*
 * The notification mail outbox: each `notifications` row is mailed (or texted) once, by whichever process
 * claims it. A claim is one conditional UPDATE (still pending, no live claim) that sets a claim deadline;
 * the sender then records `mailed_at` under that same claim. Two processes draining at once claim different
 * rows; a process killed between "row written" and "mail sent" leaves its claim to run out, then another
 * sends it. Drained promptly after each commit (`drainSoon`) and by the scheduled job `notification_mail`.
 * A row of the account group carrying a one-time code forgets the code (its details) once it leaves the outbox.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { CODE_NOTIFICATION_KINDS, ROUTES, isAccountNotificationKind, type NotificationKind } from '@shoplocal/shared/constants'
import {
  ACCOUNT_NOTICE_TEXTS,
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_TEXTS,
  type NotificationDetails,
  type NotificationText,
} from '#messages/index'
import { notificationSettings as settings } from '#config/notifications'
import { toSqlDateTime, type Row } from '#helpers/sql_values'
import NotificationMail from '#mails/notification_mail'
import { attachmentsFor } from '#services/notifications/mail_attachments'
import { consoleLinkFor, detailsOf } from '#services/notifications/notification_texts'
import { isEssential, wantsMail } from '#services/notifications/preferences'
import { unsubscribeToken } from '#services/notifications/unsubscribe'
import { sendSms } from '#services/sms/sms'

type Delivery = 'mail' | 'sms' | null

/** After a drain failed on its own (not a send: those wait their retry time), how soon it is tried again. */
const DRAIN_RETRY_MS = 1000

let draining: Promise<number> | null = null
let again = false
let stopping = false

let watchingShutdown = false

/** After a commit: drain in the background, once at a time in this process (a drain asked for meanwhile runs after). */
export function drainSoon(): void {
  if (stopping) return
  if (!watchingShutdown) {
    // Registered by the first drain rather than by a preload: scripts that boot the app without its preloads
    // (tests' helper processes) commit notifications too, and must not close the database under the drain.
    watchingShutdown = true
    app.terminating(stopDraining)
  }
  if (draining) {
    again = true
    return
  }
  draining = drainNotificationMail()
    .catch((error) => {
      // Often a busy database under a crowd: the rows wait for the next try, not for the scheduled catch-up.
      logger.error({ err: error }, 'could not drain the notification mail')
      setTimeout(drainSoon, DRAIN_RETRY_MS).unref()
      return 0
    })
    .finally(() => {
      draining = null
      if (again) {
        again = false
        drainSoon()
      }
    })
}

/**
 * On shutdown: no new drain, and the one under way finishes (so a command's notifications are mailed before it
 * exits) before the database and the mailer close.
 */
export async function stopDraining(): Promise<void> {
  stopping = true
  await draining
}

/** Sends every due row this process can claim; returns how many went out. */
export async function drainNotificationMail(now = () => new Date()): Promise<number> {
  let sent = 0
  for (;;) {
    const due = await db
      .from('notifications')
      .where('mail_state', 'pending')
      .where((where) => where.whereNull('mail_claimed_until').orWhere('mail_claimed_until', '<=', toSqlDateTime(now())))
      .orderBy('id')
      .limit(settings.batchSize)
      .select('id')
    if (due.length === 0) return sent
    let claimedAny = false
    for (const { id } of due) {
      const claim = await claimRow(Number(id), now())
      if (!claim) continue
      claimedAny = true
      if (await deliver(claim)) sent += 1
    }
    // Every row was taken by another process: leave the rest to it.
    if (!claimedAny) return sent
  }
}

interface Claim {
  id: number
  until: string
  attempts: number
}

async function claimRow(id: number, at: Date): Promise<Claim | null> {
  const until = toSqlDateTime(new Date(at.getTime() + settings.claimMs))
  const taken = await db
    .from('notifications')
    .where('id', id)
    .where('mail_state', 'pending')
    .where((where) => where.whereNull('mail_claimed_until').orWhere('mail_claimed_until', '<=', toSqlDateTime(at)))
    .update({ mail_claimed_until: until, mail_attempts: db.raw('mail_attempts + 1') })
  if (Number(taken) !== 1) return null
  const row = await db.from('notifications').where('id', id).select('mail_attempts').first()
  return { id, until, attempts: Number(row?.mail_attempts ?? 1) }
}

/** Sends one claimed row and records it under the claim; a failure gives the row back for a later try. */
async function deliver(claim: Claim): Promise<boolean> {
  const row: Row | null = await db
    .from('notifications as n')
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .where('n.id', claim.id)
    .select(
      'n.id',
      'n.user_id',
      'n.recipient_email',
      'n.recipient_phone',
      'n.kind',
      'n.details',
      'n.link',
      'u.email',
      'u.phone',
      'u.first_name',
      'u.banned',
    )
    .first()
  if (!row) return false
  try {
    const delivery = await send(row)
    await finish(claim, delivery ? 'sent' : 'skipped', delivery, forgotten(row))
    if (delivery === 'mail') await AFTER_SENT[String(row.kind) as NotificationKind]?.(detailsOf(row))
    return delivery !== null
  } catch (error) {
    logger.warn({ err: error, notificationId: claim.id }, 'could not send a notification mail')
    const gaveUp = claim.attempts >= settings.maxAttempts
    await db
      .from('notifications')
      .where({ id: claim.id, mail_claimed_until: claim.until })
      .update(
        gaveUp
          ? { mail_state: 'failed', mail_claimed_until: null, ...forgotten(row) }
          : { mail_claimed_until: toSqlDateTime(new Date(Date.now() + settings.retryMs * claim.attempts)) },
      )
    return false
  }
}

/** What a sent mail records about its cause, beside the notification row. */
const AFTER_SENT: Partial<Record<NotificationKind, (details: NotificationDetails) => Promise<unknown>>> = {
  contact_message: async (details) => {
    if (details.messageId) await db.from('messages').where('id', details.messageId).update({ email_sent: true })
  },
}

/** What a row that leaves the outbox keeps of its details: nothing, when they hold a one-time code. */
function forgotten(row: Row): { details?: string } {
  return CODE_NOTIFICATION_KINDS.some((kind) => kind === row.kind) ? { details: '{}' } : {}
}

async function finish(claim: Claim, state: 'sent' | 'skipped', delivery: Delivery, changes: { details?: string }): Promise<void> {
  await db
    .from('notifications')
    .where({ id: claim.id, mail_claimed_until: claim.until })
    .update({
      mail_state: state,
      mailed_at: state === 'sent' ? toSqlDateTime(new Date()) : null,
      mailed_by: delivery,
      mail_claimed_until: null,
      ...changes,
    })
}

/** A kind's mail (title and body) and text: the account group's own words, else the notice's. */
function wordsOf(kind: NotificationKind, details: NotificationDetails): { mail: NotificationText | null; sms: string | null } {
  if (isAccountNotificationKind(kind)) {
    const texts = ACCOUNT_NOTICE_TEXTS[kind]
    return { mail: texts.mail?.(details) ?? null, sms: texts.sms?.(details) ?? null }
  }
  const text = NOTIFICATION_TEXTS[kind](details)
  return { mail: text, sms: M.smsText(text.title, text.body) }
}

const MAILED_WHILE_BANNED = new Set<NotificationKind>(['account_banned', 'account_suspended', 'statement_issued', 'appeal_decided'])

/** Mail when the account has an address; an essential kind by SMS when it has only a phone; else nothing. */
async function send(row: Row): Promise<Delivery> {
  const kind = String(row.kind) as NotificationKind
  if (row.user_id === null) return sendToAddress(row, kind)
  const userId = Number(row.user_id)
  // A suspended or banned account hears only about that (the decision's statement of reasons, an appeal's
  // outcome), not about its shops or payments.
  if (row.banned && !MAILED_WHILE_BANNED.has(kind)) return null
  if (!(await wantsMail(userId, kind))) return null
  const details = detailsOf(row)
  const text = wordsOf(kind, details).mail
  if (row.email && text) {
    await mail.send(
      new NotificationMail({
        to: String(row.email),
        firstName: row.first_name ? String(row.first_name) : null,
        title: text.title,
        body: text.body,
        shopName: details.shopName ?? null,
        url: row.link ? `${settings.siteUrl}${String(row.link)}` : null,
        consoleUrl: consoleLinkFor(kind, details),
        unsubscribeUrl: isEssential(kind)
          ? null
          : `${settings.siteUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, kind))}`,
        preferencesUrl: `${settings.siteUrl}${ROUTES.account}`,
        replyTo: details.replyTo ?? null,
        attachments: await attachmentsFor({ id: Number(row.id), userId, kind, details }),
      }),
    )
    return 'mail'
  }
  const sms = wordsOf(kind, details).sms
  if (row.phone && sms && isEssential(kind)) {
    await sendSms({ to: String(row.phone), body: sms })
    return 'sms'
  }
  return null
}

/**
 * A person known only by the address they gave (a visitor's report, a guest's reservation), or an account's mail
 * or text of the account group, which names the address or phone it goes to: their mail, with no account links;
 * or, for a row naming only a phone, a text.
 */
async function sendToAddress(row: Row, kind: NotificationKind): Promise<Delivery> {
  const details = detailsOf(row)
  const { mail: text, sms } = wordsOf(kind, details)
  if (!row.recipient_email && row.recipient_phone && sms) {
    await sendSms({ to: String(row.recipient_phone), body: sms })
    return 'sms'
  }
  if (!row.recipient_email || !text) return null
  await mail.send(
    new NotificationMail({
      to: String(row.recipient_email),
      firstName: details.personName ?? null,
      title: text.title,
      body: text.body,
      shopName: null,
      url: row.link ? `${settings.siteUrl}${String(row.link)}` : null,
      consoleUrl: null,
      unsubscribeUrl: null,
      preferencesUrl: `${settings.siteUrl}${ROUTES.account}`,
      replyTo: null,
      attachments: [],
    }),
  )
  return 'mail'
}
