import type { OpeningHoursRow, Product, ShopSummary } from './catalogue.ts'
import type { ShopClosure } from './reservations.ts'

/** GET /api/products/{id}: one public product, its shop and a few more of that shop's products. */
export interface ProductDetail extends Product {
  shop: ShopSummary
  /** The shop's opening hours, one row per day (null when the shop gave none). */
  shopOpeningHours: OpeningHoursRow[] | null
  /** The owner marked the shop temporarily closed. */
  shopTemporarilyClosed: boolean
  /** The shop's closures not yet ended, earliest first. */
  shopClosures: ShopClosure[]
  /** Up to PRODUCT_PAGE_MORE_FROM_SHOP other public products of the same shop, newest first. */
  moreFromShop: Product[]
  /** The days a reservation may be collected on ('YYYY-MM-DD', Irish days); empty when it cannot be reserved. */
  pickupDays: string[]
}
