/* What other features use of billing: the words of the owner sign-up form's referral field, and where the listing is paid by transfer. */
export { REFERRAL_COPY } from './copy.ts'
export { listingPayHref } from './pay-intent.ts'
