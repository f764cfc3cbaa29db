/*
 * What other features use of billing: the words of the owner sign-up form's referral field, where the listing is
 * paid by transfer, and the owner dashboard's billing panel and pricing grid with the overview they render.
 */
export { REFERRAL_COPY } from './copy.ts'
export { chosenPlanHref, listingPayHref } from './pay-intent.ts'
export { BillingPanel } from './BillingPanel.tsx'
export { PricingPlans } from './PricingPlans.tsx'
export { reloadBilling } from './billing-api.ts'
