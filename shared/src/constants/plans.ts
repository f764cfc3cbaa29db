import { COMMON_LABELS } from '../messages/common.ts'
import { PLAN_LABELS, maxProductsLabel } from '../messages/payments.ts'
import { formatEuro, roundToCents } from '../rules/money.ts'
import { spotlightTotal } from '../rules/spotlight.ts'
import type { PlanDefinition } from '../types/payments.ts'
import { FREE_TRIAL_DAYS, PLAN_DURATIONS, STARTER_EXTRA_PRODUCTS } from './payments.ts'
import {
  SPOTLIGHT_DISCOUNT_MIN_MONTHS,
  SPOTLIGHT_DISCOUNT_PERCENT,
  SPOTLIGHT_IMAGES,
  SPOTLIGHT_MONTHLY_FEE,
  SPOTLIGHT_PRICED_MONTHS,
  SPOTLIGHT_REVIEW_HOURS,
} from './spotlight.ts'

/** Calendar months each billing period covers, for the per-month price on the plan cards. */
const MONTHS_IN_PERIOD: Readonly<Record<number, number>> = {
  [PLAN_DURATIONS.month]: 1,
  [PLAN_DURATIONS.quarter]: 3,
  [PLAN_DURATIONS.halfYear]: 6,
  [PLAN_DURATIONS.year]: 12,
}

/** Completes a row: the product limit leads the feature list and the monthly price is derived. */
const plan = (row: Omit<PlanDefinition, 'monthlyEquivalent'>): PlanDefinition => ({
  ...row,
  features: row.maxProducts > 1 ? [maxProductsLabel(row.maxProducts), ...row.features] : row.features,
  monthlyEquivalent: roundToCents(row.price / MONTHS_IN_PERIOD[row.duration]),
})

/**
 * The subscription plans. The API seeds payment_plans from this array and the plan cards
 * render it, so prices, limits and wording live only here.
 */
export const PLANS: readonly PlanDefinition[] = [
  plan({
    name: 'free_trial',
    displayName: PLAN_LABELS.freeTrial,
    description: 'Try the marketplace free for a month and see what local customers think.',
    price: 0,
    duration: FREE_TRIAL_DAYS,
    maxProducts: 10,
    features: ['Shop profile page', 'Customer messages', 'Basic visit statistics'],
    badge: 'Free',
    note: null,
    savings: null,
    isPopular: false,
  }),
  plan({
    name: 'starter',
    displayName: 'Starter',
    description: 'For a small shop getting its range online.',
    price: 39,
    duration: PLAN_DURATIONS.month,
    maxProducts: 50,
    features: ['Shop profile with photos', 'Customer messages and chat', 'Visit statistics', 'Email support'],
    badge: null,
    note: `Extra ${STARTER_EXTRA_PRODUCTS.products} products for ${formatEuro(STARTER_EXTRA_PRODUCTS.monthlyPrice)} a month`,
    savings: null,
    isPopular: false,
  }),
  plan({
    name: 'pro',
    displayName: 'Pro',
    description: 'Three months for a growing shop, with better placement in search.',
    price: 99,
    duration: PLAN_DURATIONS.quarter,
    maxProducts: 150,
    features: ['Everything in Starter', 'Higher placement in search results', 'Detailed visit analytics', 'Priority email support'],
    badge: PLAN_LABELS.popular,
    note: null,
    savings: 15,
    isPopular: true,
  }),
  plan({
    name: 'business',
    displayName: 'Business',
    description: 'A full year for established shops with a large range.',
    price: 299,
    duration: PLAN_DURATIONS.year,
    maxProducts: 500,
    features: ['Everything in Pro', 'Featured in category pages', 'Several shop locations under one account', 'Phone support'],
    badge: 'Best Value',
    note: null,
    savings: 25,
    isPopular: false,
  }),
  plan({
    name: 'enterprise',
    displayName: 'Enterprise',
    description: 'A full year for multi-branch retailers and large catalogues.',
    price: 499,
    duration: PLAN_DURATIONS.year,
    maxProducts: 1000,
    features: ['Everything in Business', 'Dedicated account manager', 'Seasonal promotion support', 'Priority phone support'],
    badge: 'For Large Retailers',
    note: null,
    savings: 30,
    isPopular: false,
  }),
  plan({
    name: 'spotlight',
    displayName: COMMON_LABELS.spotlight,
    description: 'Feature one product at the top of the marketplace.',
    price: SPOTLIGHT_MONTHLY_FEE,
    duration: PLAN_DURATIONS.month,
    maxProducts: 1,
    features: [
      'One featured product',
      'Top placement on the home page',
      `Gallery of up to ${SPOTLIGHT_IMAGES.max} images`,
      'Premium product page with shop details',
      `Reviewed within ${SPOTLIGHT_REVIEW_HOURS} hours`,
    ],
    badge: 'Featured',
    note: `${SPOTLIGHT_DISCOUNT_PERCENT}% off when you book ${SPOTLIGHT_DISCOUNT_MIN_MONTHS} or more months`,
    savings: null,
    isPopular: false,
    multiMonthPricing: Object.fromEntries(SPOTLIGHT_PRICED_MONTHS.map((months) => [months, spotlightTotal(months)])),
  }),
]
