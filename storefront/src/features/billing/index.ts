/* What other features use of billing: the words of the owner sign-up form's referral field. */
export { REFERRAL_COPY } from './copy.ts'
