import type { PublicTrader } from './trader.ts'
import type { Euro, IsoDateString } from './common.ts'
import type { ShopClosure } from './reservations.ts'

/** A category as GET /api/categories returns it. */
export interface Category {
  id: number
  name: string
  slug: string
  icon: string | null
  description: string | null
}

export type CategoryRef = Pick<Category, 'name' | 'slug'>

/** The shop fields a product card or favourite needs. */
export interface ShopSummary {
  id: number
  name: string
  location: string
  profileImageUrl: string | null
  rating: number | null
  reviewCount: number
  viewCount: number
  /** Present on search and browse reads (GET /api/products/search, /api/products/browse). */
  category?: CategoryRef | null
}

/** Paid placement: the product's shop paid to spotlight it from `from` until `until`, shown to everyone alike. */
export interface Sponsorship {
  from: IsoDateString
  until: IsoDateString
}

/** A product as the public screens and the owner dashboard read it. */
export interface Product {
  id: number
  shopId: number
  name: string
  description: string | null
  price: Euro
  imageUrl: string | null
  rating: number | null
  reviewCount: number
  isActive: boolean
  isSpotlighted: boolean
  /** The live spotlight behind the "Sponsored" label, on the public reads; null when not spotlighted. */
  sponsored?: Sponsorship | null
  /** Present on search, browse and favourite reads; absent inside a shop's own product list. */
  shop?: ShopSummary
  /** The In Stock / Out of Stock badge; sent by the public catalogue reads. */
  inStock?: boolean
  /**
   * The prior price, shown struck through while the product is reduced: the lowest price of the 30 days before the
   * reduction began (derived from the price history, never typed). Null when the product is not reduced.
   */
  priorPrice?: Euro | null
  /** When the current reduction began; null when the product is not reduced. */
  reducedSince?: IsoDateString | null
  /** Stock minus what reservations hold; null when the shop does not count this product's stock. */
  availableStock?: number | null
  /** The counted stock, reservations included; sent to the product's owner only. */
  stock?: number | null
  /** Km (one decimal) from the place a list was asked near; null when the shop's town and county are unknown. */
  distanceKm?: number | null
  /** With distanceKm: measured to the shop's county's middle, as its town is not one the place data knows. */
  distanceApproximate?: boolean
}

/** GET /api/shops and GET /api/shops/{id}. */
export interface Shop {
  id: number
  name: string
  displayName: string | null
  description: string | null
  location: string
  address: string | null
  phone: string | null
  email: string | null
  website: string | null
  profileImageUrl: string | null
  /** Shown on the spotlight page. */
  openingHours: string | null
  categoryId: number | null
  category: CategoryRef | null
  rating: number | null
  averageRating: number | null
  reviewCount: number
  viewCount: number
  isApproved: boolean
  createdAt: IsoDateString
  products: Product[]
}

/** One day of a shop's opening hours; opens and closes are null on a closed day. */
export interface OpeningHoursRow {
  day: string
  opens: string | null
  closes: string | null
}

/** One row of GET /api/shops: a shop without its product list, with the number of public products. */
/** What says whether a shop is open at a moment (shopOpenStateAt): its switch and its closures not yet ended. */
export interface ShopOpenFacts {
  openingHoursSchedule: OpeningHoursRow[] | null
  temporarilyClosed: boolean
  closures: ShopClosure[]
}

export type ShopListItem = Omit<Shop, 'products'> &
  ShopOpenFacts & {
    productCount: number
    /** Km (one decimal) from the place the list was asked near; null when the shop's town and county are unknown. */
    distanceKm?: number | null
    /** With distanceKm: measured to the shop's county's middle, as its town is not one the place data knows. */
    distanceApproximate?: boolean
  }

/** GET /api/shops/{id}: a public shop with its active products and structured opening hours. */
export interface ShopDetail extends Shop, ShopOpenFacts {
  /** The trader behind the shop (Digital Services Act Art. 31), or null while the owner has not given the details. */
  trader: PublicTrader | null
}

/** GET /api/places/nearest: the town nearest the browser's position. */
export interface NearestTown {
  town: string
  county: string
  distanceKm: number
}
