import type { Euro, IsoDateString } from './common.ts'
import type { PlanName, SubscriptionDisplayStatus } from './enumerations.ts'

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

/** One row of the enhanced panel's payments table. */
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
