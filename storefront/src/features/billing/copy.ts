import {
  PAYMENT_PROOF_MAX_BYTES,
  SPOTLIGHT_REVIEW_HOURS,
  REGISTRATION_FEE_WAIVER_REFERRALS,
  STARTER_EXTRA_PRODUCTS,
  YEARLY_LISTING_FEE,
} from '@shoplocal/shared/constants'
import { formatEuro } from '@shoplocal/shared/rules'
import type { TransactionType } from '@shoplocal/shared/types'

const PROOF_MAX_MB = PAYMENT_PROOF_MAX_BYTES / (1024 * 1024)

/** The billing panel's billing details form. */
export const BILLING_DETAILS_COPY = {
  title: 'Billing details',
  intro: 'Printed on your receipts as the buyer’s. Both are optional; leave a field blank to remove it.',
  address: 'Billing address',
  vatNumber: 'VAT number',
  vatHint: 'With the country code, e.g. IE1234567T.',
  save: 'Save billing details',
  saved: 'Billing details saved',
  failed: 'Could not save your billing details. Please try again.',
} as const

/** The pricing section, the pay page and the billing panel. */
export const BILLING_COPY = {
  pricingTitle: 'Pricing plans',
  pricingIntro: 'Choose the plan that fits your shop. Pay by bank transfer, or by card where offered.',
  perPeriod: (period: string) => `per ${period}`,
  perMonthEquivalent: (amount: number) => `${formatEuro(amount)} a month`,
  choosePlanFor: (plan: string) => `Choose ${plan}`,
  chooseShop: 'Pay for which shop?',
  chosenBeforeSignIn: (plan: string) => `You chose the ${plan} plan: pick the shop it is for, then Choose ${plan}.`,
  noShopsYet: 'Add a shop first, then choose its plan.',
  requestSpotlight: 'Request a spotlight',
  addShop: 'Add a shop',
  prepaidTotals: 'Prepaid totals',
  months: (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`,
  currentPlan: 'Current plan',
  payTitle: 'Pay for your plan',
  payIntro: 'Check what you pay for, transfer the total with the reference, then upload the proof of payment.',
  pricesIncludeVat: (ratePercent: number) => `All prices include ${ratePercent} % VAT.`,
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
  proofReceived: 'Proof received. Our team checks that your transfer has arrived before anything takes effect.',
  replaceProof: 'Send a different proof',
  history: 'Payment history',
  receipts: 'Receipts',
  noPayments: 'No payments yet.',
  date: 'Date',
  description: 'Description',
  nothingToPay: 'Nothing to pay for. Choose a plan first.',
  paymentNotFound: 'This payment is not one of yours, or it no longer exists.',
  paidByTransfer: 'You pay by bank transfer: the next step shows the bank details and your payment reference.',
  planChoice: (plan: string, price: string) => (price ? `${plan} plan, ${price}` : `${plan} plan`),
  spotlightChoice: 'Spotlight placement',
  reactivationChoice: 'Reactivate your shop',
  somethingWentWrong: 'Something went wrong. Please try again.',
  backToDashboard: 'Back to dashboard',
  seePlans: 'See the plans',
  rejectedBecause: (reason: string) => `Rejected: ${reason}`,
  plansFailed: 'Could not load the plans. Please refresh the page.',
  loadFailed: 'Could not load your billing details. Please refresh the page.',
  shopsTitle: 'Your plans',
  productsUsed: (used: number, allowed: number) => `${used} / ${allowed} products`,
  nextDue: (date: string) => `Next payment due ${date}`,
  reactivate: 'Reactivate shop',
  openPayments: 'Payments waiting for you or for our team:',
  renew: 'Pay or change plan',
  spotlightPayTitle: 'Pay for your spotlight',
  listingLink: 'About the yearly listing',
  listingChoice: `Yearly listing subscription, ${formatEuro(YEARLY_LISTING_FEE)} a year for all your shops`,
  quoteTitle: 'What you will pay',
  quoteLoading: 'Working out the total…',
  copy: 'Copy',
  copied: 'Copied',
  copyLabel: (what: string) => `Copy the ${what}`,
  decided: 'Decided',
  decision: (by: 'stripe' | 'staff', status: string, date: string) =>
    by === 'stripe' ? `Paid by card, ${date}` : `${status} by our team, ${date}`,
  refunded: (amount: string, date: string) => `${amount} refunded ${date}`,
  openInvoice: 'You have an invoice waiting: pay it or send its proof here.',
} as const

export const REFERRAL_COPY = {
  title: 'Refer other shops',
  yourCode: 'Your referral code',
  count: (count: number) => `${count} ${count === 1 ? 'shop' : 'shops'} referred`,
  explain: `Give your code to other shop owners. Once ${REGISTRATION_FEE_WAIVER_REFERRALS} shops you referred are approved, your registration fee is waived.`,
  waived: 'Your registration fee is waived. Thank you for spreading the word!',
  field: 'Referral code (optional)',
  fieldHint: 'If another shop owner referred you, enter their code.',
} as const

/**
 * After a proof upload: what waits for what. Our team first checks that the transfer arrived; only then
 * does the paid thing take effect (a plan starts, a shop is reactivated, a spotlight request goes to review).
 */
export const PROOF_SUBMITTED = {
  title: 'Payment Proof Submitted',
  description: (transactionType: TransactionType): string => {
    const first = 'Next, our team checks that your transfer has arrived'
    if (transactionType === 'spotlight') {
      return `${first}; then your spotlight request is reviewed within ${SPOTLIGHT_REVIEW_HOURS} hours.`
    }
    if (transactionType === 'reactivation') return `${first}; then your shop is listed again.`
    return `${first}; then your plan starts.`
  },
} as const
