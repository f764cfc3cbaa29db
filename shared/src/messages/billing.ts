import { PAYMENT_PROOF_MAX_BYTES } from '../constants/payments.ts'

const PROOF_MAX_MB = PAYMENT_PROOF_MAX_BYTES / (1024 * 1024)

/** What the billing calls answer when they refuse; the pay page shows the same words. */
export const BILLING_ERRORS = {
  vatNumberInvalid: 'Enter a VAT number as it is registered, starting with the country code (e.g. IE1234567T).',
  billingAddressTooLong: 'Keep the billing address to 300 characters.',
  purposeRequired: 'Choose what to pay for.',
  paymentMethodRequired: 'Choose how to pay: bank transfer or card.',
  shopRequired: 'Choose the shop to pay for.',
  planRequired: 'Choose a plan.',
  spotlightRequestRequired: 'Choose the spotlight request to pay for.',
  starterAddonInvalid: 'Say whether to add the extra products.',
  referralCodeTooLong: 'A referral code has at most 12 characters.',
  unknownReferralCode: 'This referral code does not exist. Check it with the shop owner who gave it to you, or leave it empty.',
  planNotFound: 'This plan is not available.',
  freePlanNotPayable: 'The free trial cannot be bought; choose a paid plan.',
  spotlightPlanNotPayable: 'A spotlight is paid for through a spotlight request, not as a shop plan.',
  starterAddonOnlyStarter: 'The extra products add-on is only available on the Starter plan.',
  shopNotSuspended: 'This shop is not suspended, so there is no reactivation fee to pay.',
  reactivationRequired: 'This shop is suspended: pay the reactivation fee to bring it back.',
  shopRejected: 'This shop was not approved: edit and resubmit it before paying for it.',
  spotlightNotPayable: 'This spotlight request cannot be paid: it was already paid, or it is no longer open.',
  notYourShop: 'You can only pay for your own shops.',
  notYourSpotlightRequest: 'You can only pay for your own spotlight requests.',
  notYourPayment: 'You can only manage your own payments.',
  proofNotExpected: 'A proof can only be sent for a bank transfer that is awaiting payment or verification.',
  proofMissing: 'Please choose the proof of payment to upload.',
  proofWrongType: 'The proof must be an image (JPEG, PNG, WebP or GIF) or a PDF.',
  proofTooLarge: `The proof must be smaller than ${PROOF_MAX_MB} MB.`,
  proofsRateLimited: 'Too many proof uploads. Please wait a minute and try again.',
} as const
