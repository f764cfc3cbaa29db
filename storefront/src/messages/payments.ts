import {
  FREE_TRIAL_DAYS,
  GRACE_PERIOD_DAYS,
  NEW_SHOP_BONUS,
  REACTIVATION_FEE,
  REGISTRATION_FEE,
  REGISTRATION_FEE_WAIVER_REFERRALS,
  STARTER_EXTRA_PRODUCTS,
  YEARLY_LISTING_FEE,
} from '@shoplocal/shared/constants'
import { formatEuro } from '@shoplocal/shared/rules'

export const savingsLabel = (percent: number): string => `Save ${percent}%`

/** The fee notes under the plans. */
export const FEE_NOTES = {
  registrationFee: `One-time registration fee ${formatEuro(REGISTRATION_FEE)}, waived once ${REGISTRATION_FEE_WAIVER_REFERRALS} shops you referred are approved.`,
  newShopBonus: `New Shop Bonus: +${NEW_SHOP_BONUS.visibilityPercent}% visibility for the first ${NEW_SHOP_BONUS.days} days.`,
  freeTrial: `Free trial: ${FREE_TRIAL_DAYS} days.`,
  starterAddon: `Starter add-on: ${STARTER_EXTRA_PRODUCTS.products} extra products for ${formatEuro(STARTER_EXTRA_PRODUCTS.monthlyPrice)} a month, chosen with the Starter plan.`,
  yearlyListing: `Or list all your shops for ${formatEuro(YEARLY_LISTING_FEE)} a year instead of a plan per shop, by card or bank transfer.`,
  reactivation: `Plans paid by card renew automatically; plans paid by bank transfer get their next invoice, with reminders, before the due date. After a missed payment you have a ${GRACE_PERIOD_DAYS}-day grace period; after that a ${formatEuro(REACTIVATION_FEE)} reactivation fee applies.`,
} as const
