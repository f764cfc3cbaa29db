import type { Euro, IsoDateString } from './common.ts'
import type { OpeningHoursRow } from './catalogue.ts'

interface SpotlightProduct {
  name: string
  price: Euro
  originalPrice: Euro | null
  rating: number | null
  reviewCount: number
  description: string | null
  imageUrl: string | null
}

interface SpotlightShop {
  id: number
  name: string
  location: string
  address: string | null
  phone: string | null
  email: string | null
  openingHours: string | null
  /** The same hours as rows, so a page can lay them out itself. */
  openingHoursSchedule?: OpeningHoursRow[] | null
}

/** GET /api/spotlight/{id}: the spotlight product page. */
export interface SpotlightPage {
  id: number
  images: string[]
  startDate: IsoDateString
  endDate: IsoDateString
  product: SpotlightProduct
  shop: SpotlightShop
  /** The spotlighted product's id (for favourites and links). */
  productId?: number
}

/** One entry of GET /api/spotlight/active, highest priority first. */
export interface ActiveSpotlight extends SpotlightPage {
  priority: number
}
