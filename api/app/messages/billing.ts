import { STARTER_EXTRA_PRODUCTS } from '@shoplocal/shared/constants'

/** The lines of an invoice, as the owner and the admin staff read them. */
export const LINE_ITEM_DESCRIPTIONS = {
  /** `period` is a duration label: 'month' reads '1 month', '3 months' stays as it is. */
  plan: (planName: string, period: string) => `${planName} plan (${/^\d/.test(period) ? period : `1 ${period}`})`,
  registration: 'One-time registration fee',
  starterAddon: `Extra ${STARTER_EXTRA_PRODUCTS.products} products add-on`,
  reactivation: 'Reactivation fee',
  spotlight: (months: number) => `Spotlight placement (${months} ${months === 1 ? 'month' : 'months'})`,
} as const

/** What PUT /api/billing/details answers when it saved them. */
export const BILLING_DETAILS_SAVED = 'Billing details saved. New receipts will show them.'
