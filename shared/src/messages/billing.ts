import { PAYMENT_PROOF_MAX_BYTES, REGISTRATION_FEE_WAIVER_REFERRALS, STARTER_EXTRA_PRODUCTS } from '../constants/payments.ts'
import { formatEuro } from '../rules/money.ts'

const PROOF_MAX_MB = PAYMENT_PROOF_MAX_BYTES / (1024 * 1024)

/** What the billing calls answer when they refuse; the pay page shows the same words. */
export const BILLING_ERRORS = {
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

/** The lines of an invoice, as the owner and the admin staff read them. */
export const LINE_ITEM_DESCRIPTIONS = {
  plan: (planName: string, period: string) => `${planName} plan (1 ${period})`,
  registration: 'One-time registration fee',
  starterAddon: `Extra ${STARTER_EXTRA_PRODUCTS.products} products add-on`,
  reactivation: 'Reactivation fee',
  spotlight: (months: number) => `Spotlight placement (${months} ${months === 1 ? 'month' : 'months'})`,
} as const

/** The pricing section, the pay page and the billing panel. */
export const BILLING_LABELS = {
  pricingTitle: 'Pricing plans',
  pricingIntro: 'Choose the plan that fits your shop. Pay by bank transfer, or by card where offered.',
  perPeriod: (period: string) => `per ${period}`,
  perMonthEquivalent: (amount: number) => `${formatEuro(amount)} a month`,
  choosePlanFor: (plan: string) => `Choose ${plan}`,
  chooseShop: 'Pay for which shop?',
  noShopsYet: 'Add a shop first, then choose its plan.',
  spotlightFromDashboard: 'Request a spotlight from the Spotlight tab of your dashboard.',
  currentPlan: 'Current plan',
  payTitle: 'Pay for your plan',
  payIntro: 'Check what you pay for, transfer the total with the reference, then upload the proof of payment.',
  invoice: 'Invoice',
  lineItem: 'Item',
  amount: 'Amount',
  total: 'Total',
  status: 'Status',
  reference: 'Payment reference',
  referenceHint: 'Write this reference in the transfer so we can match your payment.',
  bankDetails: 'Bank transfer details',
  accountName: 'Account name',
  bankName: 'Bank',
  iban: 'IBAN',
  bic: 'BIC',
  paymentMethod: 'How would you like to pay?',
  bankTransfer: 'Bank transfer',
  card: 'Card',
  starterAddon: `Add ${STARTER_EXTRA_PRODUCTS.products} extra products for ${formatEuro(STARTER_EXTRA_PRODUCTS.monthlyPrice)} a month`,
  createInvoice: 'Continue to payment',
  creatingInvoice: 'Preparing your invoice…',
  uploadProof: 'Upload proof of payment',
  proofHint: `A screenshot, photo or PDF of the transfer, up to ${PROOF_MAX_MB} MB.`,
  proofFile: 'Proof of payment',
  sendProof: 'Send proof',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  proofReceived: 'Proof received. Our team will verify your payment and activate your plan.',
  replaceProof: 'Send a different proof',
  history: 'Payment history',
  noPayments: 'No payments yet.',
  date: 'Date',
  description: 'Description',
  nothingToPay: 'Nothing to pay for. Choose a plan first.',
  backToDashboard: 'Back to dashboard',
  seePlans: 'See the plans',
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  loadFailed: 'Could not load your billing details. Please refresh the page.',
  shopsTitle: 'Your plans',
  productsUsed: (used: number, allowed: number) => `${used} / ${allowed} products`,
  nextDue: (date: string) => `Next payment due ${date}`,
  reactivate: 'Reactivate shop',
  renew: 'Pay or change plan',
} as const

export const REFERRAL_LABELS = {
  title: 'Refer other shops',
  yourCode: 'Your referral code',
  count: (count: number) => `${count} ${count === 1 ? 'shop' : 'shops'} referred`,
  explain: `Give your code to other shop owners. Once ${REGISTRATION_FEE_WAIVER_REFERRALS} shops you referred are approved, your registration fee is waived.`,
  waived: 'Your registration fee is waived. Thank you for spreading the word!',
  field: 'Referral code (optional)',
  fieldHint: 'If another shop owner referred you, enter their code.',
} as const

export const PROOF_SUBMITTED = {
  title: 'Payment Proof Submitted',
  description: 'Our team will verify your payment and activate your plan.',
} as const
