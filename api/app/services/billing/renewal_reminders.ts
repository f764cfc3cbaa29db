/*
 * Renewal reminders: the owner of a shop whose payment is due is mailed once 7 days and once 1 day before
 * the due date. A reminder is claimed by inserting its row (shop, due date, days before; unique) before the
 * mail goes out, so two runs at once cannot both mail it; a failed mail gives the claim back for the next
 * run. When the 7-day moment was missed (the lifecycle was not running), only the nearer reminder is sent.
 */
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import { LISTING_PLAN_NAME, LOCALE, PLANS, RENEWAL_REMINDER_DAYS } from '@shoplocal/shared/constants'
import { reminderDay } from '#services/billing/renewal_moments'
import { siteOrigin } from '#config/origins'
import RenewalReminderMail from '#mails/renewal_reminder_mail'
import { isUniqueViolation } from '#helpers/database_errors'
import { fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'

/** Shops whose payment can still be made before it is missed. */
const REMINDED_STATES = ['pending', 'paid']
/** A card subscription in these states is charged again by Stripe at the period's end. */
const RENEWING_SUBSCRIPTION_STATES = ['active', 'past_due']

/**
 * The owners among `ownerIds` whose yearly listing is a live card subscription. A yearly listing paid by bank
 * transfer (or a cancelled subscription) does not renew by itself, so its reminder asks for a payment instead.
 */
async function ownersRenewingByCard(ownerIds: number[]): Promise<Set<number>> {
  if (ownerIds.length === 0) return new Set()
  const rows = await db
    .from('subscriptions')
    .whereIn('user_id', ownerIds)
    .whereIn('status', RENEWING_SUBSCRIPTION_STATES)
    .whereNotNull('stripe_subscription_id')
    .distinct('user_id')
  return new Set(rows.map((row) => Number(row.user_id)))
}

function planName(name: string): string {
  if (name === LISTING_PLAN_NAME) return 'Yearly Listing'
  return PLANS.find((plan) => plan.name === name)?.displayName ?? name
}

export async function sendRenewalReminders(now: DateTime): Promise<number> {
  const horizon = now.plus({ days: Math.max(...RENEWAL_REMINDER_DAYS) })
  const due = await db
    .from('shops as s')
    .join('users as owner', 'owner.id', 's.owner_id')
    .whereIn('s.payment_status', REMINDED_STATES)
    .where('s.status', 'approved')
    .whereNotNull('s.next_payment_due')
    .where('s.next_payment_due', '>', toSqlDateTime(now.toJSDate()))
    .where('s.next_payment_due', '<=', toSqlDateTime(horizon.toJSDate()))
    .whereNotNull('owner.email')
    .select(
      's.id',
      's.owner_id',
      's.name',
      's.current_plan',
      's.next_payment_due',
      'owner.email as owner_email',
      'owner.first_name as owner_first_name',
    )

  const byCard = await ownersRenewingByCard(due.filter((row) => row.current_plan === LISTING_PLAN_NAME).map((row) => Number(row.owner_id)))
  let sent = 0
  for (const row of due) {
    const dueDate = fromSqlDateTime(row.next_payment_due)
    const days = reminderDay(dueDate.getTime() - now.toMillis())
    if (days === null) continue
    const claim = { shop_id: row.id, due_date: toSqlDateTime(dueDate), days_before: days }
    try {
      await db.table('renewal_reminders').insert({ ...claim, created_at: toSqlDateTime(now.toJSDate()) })
    } catch (error) {
      if (isUniqueViolation(error)) continue
      throw error
    }
    try {
      await mail.send(
        new RenewalReminderMail({
          ownerEmail: row.owner_email,
          ownerFirstName: row.owner_first_name,
          shopName: row.name,
          planName: planName(row.current_plan),
          dueDate: DateTime.fromJSDate(dueDate).setZone('Europe/Dublin').setLocale(LOCALE).toFormat('cccc d LLLL yyyy'),
          daysBefore: days,
          renewsByCard: row.current_plan === LISTING_PLAN_NAME && byCard.has(Number(row.owner_id)),
          dashboardUrl: siteOrigin ? `${siteOrigin}/dashboard` : null,
        }),
      )
      sent += 1
    } catch (error) {
      logger.error({ err: error, shopId: row.id }, 'could not mail the renewal reminder; it is tried again on the next run')
      await db.from('renewal_reminders').where(claim).delete()
    }
  }
  return sent
}
