import { PLANS } from '@shoplocal/shared/constants'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { toSqlDateTime } from '#helpers/sql_values'
import { CATEGORIES } from '#database/data/catalogue'
import { insertRows } from '#database/seed/writer'

/** The 8 categories and the plans table; returns category ids by slug. */
export async function seedReferenceData(trx: TransactionClientContract, now: Date) {
  const created = toSqlDateTime(now)
  await insertRows(
    trx,
    'categories',
    CATEGORIES.map((category) => ({
      name: category.name,
      slug: category.slug,
      icon: category.icon,
      description: category.description,
      created_at: created,
    })),
  )
  await insertRows(
    trx,
    'payment_plans',
    PLANS.map((plan) => ({
      name: plan.name,
      display_name: plan.displayName,
      price: plan.price,
      currency: 'EUR',
      duration: plan.duration,
      max_products: plan.maxProducts,
      description: plan.description,
      features: JSON.stringify(plan.features),
      badge: plan.badge,
      note: plan.note,
      monthly_equivalent: plan.monthlyEquivalent,
      savings: plan.savings,
      is_popular: plan.isPopular,
      multi_month_pricing: plan.multiMonthPricing ? JSON.stringify(plan.multiMonthPricing) : null,
      is_active: true,
      created_at: created,
      updated_at: created,
    })),
  )
  const rows: { id: number; slug: string }[] = await trx.from('categories').select('id', 'slug')
  const plans: { id: number; name: string; price: number | string }[] = await trx.from('payment_plans').select('id', 'name', 'price')
  return {
    categoryIds: new Map(rows.map((row) => [row.slug, Number(row.id)])),
    planIds: new Map(plans.map((plan) => [plan.name, Number(plan.id)])),
  }
}
