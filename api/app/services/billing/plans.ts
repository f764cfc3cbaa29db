import { PLANS } from '@shoplocal/shared/constants'
import type { Plan, PlanName } from '@shoplocal/shared/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import PaymentPlan from '#models/payment_plan'
import { billingErrors } from '#services/billing/billing_errors'

/** The order of the plans table; a row the table does not name goes last. */
const ORDER = new Map(PLANS.map((plan, index) => [plan.name as string, index]))

function presentPlan(row: PaymentPlan): Plan {
  const plan: Plan = {
    id: row.id,
    name: row.name as PlanName,
    displayName: row.displayName,
    description: row.description ?? '',
    price: row.price,
    duration: row.duration,
    maxProducts: row.maxProducts,
    features: row.features ?? [],
    badge: row.badge,
    note: row.note,
    monthlyEquivalent: row.monthlyEquivalent ?? row.price,
    savings: row.savings,
    isPopular: row.isPopular,
  }
  if (row.multiMonthPricing) {
    plan.multiMonthPricing = Object.fromEntries(
      Object.entries(row.multiMonthPricing).map(([months, total]) => [Number(months), Number(total)]),
    )
  }
  return plan
}

/** GET /api/plans: the active plans as stored, in the plans table's order. */
export async function listPlans(): Promise<Plan[]> {
  const rows = await PaymentPlan.query().where('is_active', true)
  const rank = (row: PaymentPlan) => ORDER.get(row.name) ?? ORDER.size
  return rows.sort((a, b) => rank(a) - rank(b) || a.id - b.id).map(presentPlan)
}

/** The free trial is given, not bought; the spotlight plan is bought per request. */
export async function purchasablePlan(name: string, trx: TransactionClientContract): Promise<PaymentPlan> {
  const plan = await PaymentPlan.query({ client: trx }).where('name', name).where('is_active', true).first()
  if (!plan) throw billingErrors.planNotFound()
  if (plan.name === 'free_trial' || Number(plan.price) <= 0) throw billingErrors.freePlanNotPayable()
  if (plan.name === 'spotlight') throw billingErrors.spotlightPlanNotPayable()
  return plan
}

export async function planByName(name: string, trx: TransactionClientContract): Promise<PaymentPlan | null> {
  return PaymentPlan.query({ client: trx }).where('name', name).first()
}
