/*
 * The plan lifecycle, run every few minutes by the scheduler (one process at a time, see
 * services/scheduler/jobs.ts) and by hand as `node ace billing:lifecycle`. Each step is one conditional
 * change that re-checks its own condition as it writes, so running the lifecycle twice, or on two
 * processes at once, changes every shop once. Only approved (listed) shops are billed:
 *   trial ended → payment due · due date passed unpaid → grace period (7 days from when it is noticed)
 *   · grace over → suspended, reactivation fee required, gone from the public catalogue
 *   · renewal reminders 7 days and 1 day before the due date (each mailed once)
 *   · approved spotlights past their end date → expired.
 * Paying (confirmPayment) brings a shop back from any of these.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { DateTime } from 'luxon'
import { DEFAULT_PLAN_NAME, GRACE_PERIOD_DAYS } from '@shoplocal/shared/constants'
import { formatDate } from '@shoplocal/shared/rules'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { sendRenewalReminders } from '#services/billing/renewal_reminders'
import { expireEndedSpotlights } from '#services/spotlight/spotlight_expiry'
import { toSqlDateTime } from '#helpers/sql_values'
import { notify } from '#services/notifications/notify'

const sql = (moment: DateTime) => toSqlDateTime(moment.toJSDate())

/** Only listed (approved) shops are billed: one waiting for review or refused owes nothing yet. */
const BILLED = 'approved'

/** Payment states in which a passed due date means the payment was missed. */
const DUE_STATES = ['pending', 'paid', 'expired']

interface LifecycleStep {
  name: string
  /** Does the step's work as of `now`; returns how many things it changed. */
  run(now: DateTime): Promise<number>
}

/** A free trial that ended without a due date gets one: the trial's end. */
async function markEndedTrialsDue(now: DateTime): Promise<number> {
  const changed = await db
    .from('shops')
    .where('status', BILLED)
    .whereNull('removed_at')
    .where('current_plan', DEFAULT_PLAN_NAME)
    .whereNull('next_payment_due')
    .whereNotNull('free_trial_end_date')
    .where('free_trial_end_date', '<=', sql(now))
    .update({ next_payment_due: db.raw('free_trial_end_date'), updated_at: sql(now) })
  return Number(changed)
}

/**
 * Starts the grace period of the shops `scope` selects (also used for a failed card renewal). One UPDATE
 * whose WHERE repeats the condition, so a shop already in grace is not started again.
 */
export async function startGracePeriods(
  now: DateTime,
  trx: TransactionClientContract | null,
  scope: (query: DatabaseQueryBuilderContract) => DatabaseQueryBuilderContract,
): Promise<number> {
  if (!trx) return db.transaction((own) => startGracePeriods(now, own, scope))
  // The write comes first, so the transaction holds the write lock before it reads (on SQLite a read-then-write
  // transaction fails when another process wrote in between); the shops told are those now in grace from `now`.
  const query = trx.from('shops')
  scope(query)
  const until = now.plus({ days: GRACE_PERIOD_DAYS })
  const changed = await query.update({
    payment_status: 'grace_period',
    grace_period_started: sql(now),
    grace_period_until: sql(until),
    updated_at: sql(now),
  })
  if (Number(changed) === 0) return 0
  const shops: { id: number; name: string; owner_id: number }[] = await trx
    .from('shops')
    .where('payment_status', 'grace_period')
    .where('grace_period_started', sql(now))
    .select('id', 'name', 'owner_id')
  for (const shop of shops) {
    await notify(trx, {
      userId: Number(shop.owner_id),
      kind: 'grace_period_started',
      cause: `shop:${shop.id}:grace:${sql(now)}`,
      details: { shopId: Number(shop.id), shopName: String(shop.name), date: formatDate(until.toJSDate()) },
    })
  }
  return Number(changed)
}

/** A due date that passed unpaid starts the 7-day grace period. */
function startMissedPaymentGrace(now: DateTime): Promise<number> {
  return startGracePeriods(now, null, (query) =>
    query
      .where('status', BILLED)
      .whereNull('removed_at')
      .whereIn('payment_status', DUE_STATES)
      .whereNotNull('next_payment_due')
      .where('next_payment_due', '<=', sql(now)),
  )
}

/** A grace period that ended unpaid suspends the shop until the reactivation fee and a plan are paid. */
async function suspendAfterGrace(now: DateTime): Promise<number> {
  return db.transaction(async (trx) => {
    // Written first, then read (see startGracePeriods): the shops told are those suspended at `now`.
    const changed = Number(
      await trx
        .from('shops')
        .where('payment_status', 'grace_period')
        .whereNull('removed_at')
        .whereNotNull('grace_period_until')
        .where('grace_period_until', '<=', sql(now))
        .update({ payment_status: 'suspended', reactivation_fee_required: true, updated_at: sql(now) }),
    )
    if (changed === 0) return 0
    const rows: { id: number; name: string; owner_id: number }[] = await trx
      .from('shops')
      .where('payment_status', 'suspended')
      .where('updated_at', sql(now))
      .select('id', 'name', 'owner_id')
    // A suspended shop leaves the public catalogue (and its search index) with this change.
    await recordCatalogueChange({ shopIds: rows.map((row) => Number(row.id)) }, trx)
    for (const shop of rows) {
      await notify(trx, {
        userId: Number(shop.owner_id),
        kind: 'plan_suspended',
        cause: `shop:${shop.id}:suspended:${sql(now)}`,
        details: { shopId: Number(shop.id), shopName: String(shop.name) },
      })
    }
    return changed
  })
}

/** In order; a new scheduled billing step joins this list. */
const LIFECYCLE_STEPS: LifecycleStep[] = [
  { name: 'trialsDue', run: markEndedTrialsDue },
  { name: 'gracePeriodsStarted', run: startMissedPaymentGrace },
  { name: 'shopsSuspended', run: suspendAfterGrace },
  { name: 'remindersSent', run: sendRenewalReminders },
  { name: 'spotlightsExpired', run: expireEndedSpotlights },
]

/** Runs every step as of `now`; returns what each changed. */
export async function runLifecycle(now: DateTime = DateTime.now()): Promise<Record<string, number>> {
  const outcome: Record<string, number> = {}
  for (const step of LIFECYCLE_STEPS) outcome[step.name] = await step.run(now)
  return outcome
}
