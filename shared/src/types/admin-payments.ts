import type { Euro, IsoDateString } from './common.ts'
import type { BankDetails, OwnerPayment, PaymentStats, ShopPaymentRow } from './payments.ts'
import type { PaymentShopStatus } from './enumerations.ts'

/** GET /api/admin/payments: one page of shops with their subscription state, and the tab's four figures. */
export interface AdminPaymentsPage {
  payments: ShopPaymentRow[]
  totalCount: number
  totalPages: number
  stats: PaymentStats
  bankDetails: BankDetails
}

/** A payment as the verification queue shows it: the owner's view plus who paid, for which shop, and the proof's type. */
export interface AdminPayment extends OwnerPayment {
  owner: { id: number; firstName: string | null; lastName: string | null; email: string | null } | null
  shop: { id: number; name: string } | null
  /** The status of the shop it pays for ('removed' once an admin removed it); null when it is for no shop. */
  shopStatus: PaymentShopStatus | null
  /** What GET /api/payments/:id/proof answers with: an image type or application/pdf; null without a proof. */
  proofContentType: string | null
  proofUploadedAt: IsoDateString | null
  adminNotes: string | null
  /** The admin who verified it (with verifiedAt: when); null until verified and for card payments Stripe confirmed. */
  verifiedBy: { id: number; name: string } | null
}

/** GET /api/admin/payments/transactions */
export interface AdminPaymentTransactionsPage {
  transactions: AdminPayment[]
  totalCount: number
  totalPages: number
}

/** POST /api/admin/payments/transactions/:id/verify|reject|refund */
export interface AdminPaymentActionResponse {
  message: string
  transaction: AdminPayment
}

/** POST /api/admin/payments/:shopOwnerId/mark-paid|suspend */
export interface AdminSubscriptionActionResponse {
  message: string
  /** The owner's shops as the payments table now shows them. */
  shops: ShopPaymentRow[]
}

/** One credit of a bank statement, as the console read it from the CSV with the admin's column mapping. */
export interface StatementLine {
  /** The booking date, YYYY-MM-DD. */
  date: string
  amount: Euro
  description: string
  /** A separate reference column, when the bank exports one. */
  reference?: string | null
}

export type ReconciliationOutcome = 'matched' | 'ambiguous' | 'unmatched' | 'imported'
/** How a line was matched: the reference exactly as issued, the reference as banks rewrite it, or only amount and date. */
export type ReconciliationRule = 'exact_reference' | 'normalized_reference' | 'amount_and_date'

/** An open payment a statement line may be paying. */
export interface ReconciliationCandidate {
  id: number
  paymentReference: string | null
  amountPaid: Euro
  paymentStatus: OwnerPayment['paymentStatus']
  ownerName: string | null
  shopName: string | null
  /** As AdminPayment's: a rejected or removed shop's payment is verified only with a reason. */
  shopStatus: PaymentShopStatus | null
  createdAt: IsoDateString
  /** Whether it is for exactly the line's amount; settling a line against one that is not needs a note. */
  amountMatches: boolean
}

export interface ReconciliationLineResult {
  /** Position in the statement as sent. */
  index: number
  line: StatementLine
  outcome: ReconciliationOutcome
  rule: ReconciliationRule | null
  /** The payment a matched line verifies (or an imported line verified). */
  transactionId: number | null
  candidates: ReconciliationCandidate[]
  /** Why a line is not matched, in words for the admin. */
  note: string | null
}

/** POST /api/admin/payments/reconciliation/preview and .../confirm */
export interface ReconciliationResult {
  lines: ReconciliationLineResult[]
  counts: Record<ReconciliationOutcome, number>
  /** Confirm only: payments this import verified. */
  verified: number
}
