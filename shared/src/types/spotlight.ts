import type { Euro, IsoDateString } from './common.ts'
import type { OpeningHoursRow } from './catalogue.ts'
import type { SpotlightStatus } from './enumerations.ts'

interface SpotlightProduct {
  name: string
  price: Euro
  /** The prior price while the product is reduced (as on Product); null otherwise. */
  priorPrice: Euro | null
  reducedSince: IsoDateString | null
  rating: number | null
  reviewCount: number
  description: string | null
  imageUrl: string | null
  inStock: boolean
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

/** One entry of GET /api/spotlight/active: in stock first, by priority (high first); then those out of stock. */
export interface ActiveSpotlight extends SpotlightPage {
  priority: number
}

/** GET /api/spotlight/my-requests and POST /api/spotlight/submit: the owner's view. */
export interface OwnerSpotlightRequest {
  id: number
  productId: number
  product: { name: string; price: Euro; imageUrl: string | null }
  status: SpotlightStatus
  durationMonths: number
  /** Computed by the API from the months; what the owner pays. */
  totalAmount: Euro
  startDate: IsoDateString | null
  endDate: IsoDateString | null
  rejectionReason: string | null
  images: string[]
  createdAt: IsoDateString
  /** When the payment arrived; null while unpaid (the request can only be approved once paid). */
  paidAt: IsoDateString | null
}

/** The admin's view of a request (GET /api/admin/spotlight/pending and /requests). */
export interface AdminSpotlightRequest {
  id: number
  status: SpotlightStatus
  productId: number
  product: { name: string; price: Euro; imageUrl: string | null }
  shop: { id: number; name: string }
  shopOwner: { id: number; firstName: string | null; lastName: string | null; email: string | null }
  durationMonths: number
  totalAmount: Euro
  createdAt: IsoDateString
  paidAt: IsoDateString | null
  startDate: IsoDateString | null
  endDate: IsoDateString | null
  images: string[]
  priority: number
  rejectionReason: string | null
}

/** GET /api/admin/spotlight/requests?status=&page=: the console's list. */
export interface AdminSpotlightPage {
  requests: AdminSpotlightRequest[]
  totalCount: number
  totalPages: number
}

/** GET /api/admin/spotlight/stats; totalRevenue (paid requests) is euro shown with 2 decimals. */
export interface SpotlightStats {
  pending: number
  active: number
  totalRevenue: Euro
  expired: number
}

/** PATCH /api/admin/spotlight/{id}/approve|reject|force-reject. */
export interface AdminSpotlightActionResponse {
  message: string
  request: AdminSpotlightRequest
}

/** POST /api/spotlight/submit; the amount is never sent: the API computes it from the months. */
export interface SubmitSpotlightPayload {
  productId: number
  durationMonths: number
  images: string[]
  /** The product's own photo as the first picture (then `images` may be empty). */
  useProductPhoto?: boolean
}
