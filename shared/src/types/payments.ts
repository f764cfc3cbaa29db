import type { Euro, IsoDateString } from './common.ts'
import type { PaymentReceipt } from './notifications.ts'
import type {
  LineItemKind,
  PaymentMethod,
  PlanName,
  ShopPaymentStatus,
  SubscriptionDisplayStatus,
  TransactionPaymentStatus,
  TransactionType,
} from './enumerations.ts'

/** Spotlight totals by number of months, e.g. {1: 149, 2: 268}. */
type MultiMonthPricing = Readonly<Record<number, Euro>>

/** A row of the plans table, as seeded into payment_plans. */
export interface PlanDefinition {
  name: PlanName
  displayName: string
  description: string
  price: Euro
  /** Days one payment covers. */
  duration: number
  maxProducts: number
  features: readonly string[]
  badge: string | null
  note: string | null
  monthlyEquivalent: Euro
  /** Percent saved against paying monthly, or null when nothing is saved. */
  savings: number | null
  isPopular: boolean
  multiMonthPricing?: MultiMonthPricing
}

/** One row of the console's Payments table. */
export interface ShopPaymentRow {
  id: number
  shopOwnerId: number
  shopName: string
  /** Blank means the free trial. */
  planName: string | null
  productsUsed: number
  productsAllowed: number | null
  status: SubscriptionDisplayStatus
  lastPaymentDate: IsoDateString | null
  nextPaymentDue: IsoDateString | null
}

export interface PaymentStats {
  active: number
  expiringSoon: number
  suspended: number
  monthlyRevenue: Euro
}

/** One line of an invoice: what part of the amount pays for. */
export interface PaymentLineItem {
  kind: LineItemKind
  description: string
  amount: Euro
}

/** A payment as its owner sees it (an invoice awaiting payment, or a payment made). */
export interface OwnerPayment {
  id: number
  shopId: number | null
  shopName: string | null
  planName: string | null
  spotlightRequestId: number | null
  transactionType: TransactionType
  paymentMethod: PaymentMethod
  paymentStatus: TransactionPaymentStatus
  amountPaid: Euro
  currency: string
  lineItems: PaymentLineItem[]
  /** Bank transfers only: what the owner writes in the transfer so staff can match the credit. */
  paymentReference: string | null
  paymentProofUrl: string | null
  rejectionReason: string | null
  createdAt: IsoDateString
  verifiedAt: IsoDateString | null
  /** Who settled it and when: Stripe for a card payment, the staff for a bank transfer; null while open. */
  decision: { by: 'stripe' | 'staff'; at: IsoDateString } | null
  /** Money paid back on this invoice (a second payment of an invoice already settled); null when none. */
  refund: { amount: Euro; at: IsoDateString } | null
  /** Its receipt once verified, and the credit note once refunded, oldest first; the URLs download the PDFs. */
  receipts: PaymentReceipt[]
}

/** A plan as GET /api/plans answers it: the seeded row with its id. */
export interface Plan extends PlanDefinition {
  id: number
}

/** Where a bank transfer is sent. */
export interface BankDetails {
  accountName: string
  bankName: string
  iban: string
  bic: string
}

/** One of the owner's shops as the billing screens show it. */
export interface BillingShop {
  id: number
  name: string
  currentPlan: string
  planDisplayName: string
  paymentStatus: ShopPaymentStatus
  displayStatus: SubscriptionDisplayStatus
  maxProducts: number
  productsUsed: number
  planEndDate: IsoDateString | null
  nextPaymentDue: IsoDateString | null
  gracePeriodUntil: IsoDateString | null
  reactivationFeeRequired: boolean
  starterAddon: boolean
  registrationFeePaid: boolean
}

/** What receipts name as the buyer's address and VAT number (PUT /api/billing/details); both optional. */
export interface BillingDetails {
  billingAddress: string | null
  vatNumber: string | null
}

/** GET /api/billing: everything the pay page and the dashboard's billing panel show. */
export interface BillingOverview {
  /** Percent of VAT every price includes: the rate receipts are issued with. */
  vatRate: number
  billingDetails: BillingDetails
  referralCode: string | null
  /** Approved shops of the owners this owner referred. */
  referralCount: number
  registrationFeeWaived: boolean
  bankDetails: BankDetails
  shops: BillingShop[]
  /** Newest first. */
  payments: OwnerPayment[]
}

/** POST /api/payments/quote: what a checkout for the same thing would bill, before anything is created. */
export interface PaymentQuote {
  lines: PaymentLineItem[]
  /** The sum of the lines: the amount of the invoice checkout then creates. */
  total: Euro
  currency: string
}

/** POST /api/payments/quote: what to pay for; the server decides every amount. */
export type QuotePayload =
  | { purpose: 'listing' }
  | { purpose: 'plan'; shopId: number; planName: PlanName; starterAddon?: boolean }
  | { purpose: 'reactivation'; shopId: number }
  | { purpose: 'spotlight'; spotlightRequestId: number }

/** POST /api/payments/checkout: what to pay for, and how. */
export type CheckoutPayload = { paymentMethod: PaymentMethod } & QuotePayload
