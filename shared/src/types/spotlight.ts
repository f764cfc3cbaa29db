import type { Euro, IsoDateString } from './common.ts'
import type { SpotlightStatus } from './enumerations.ts'
import type { OpeningHoursRow } from './catalogue.ts'

export interface SpotlightProduct {
  name: string
  price: Euro
  originalPrice: Euro | null
  rating: number | null
  reviewCount: number
  description: string | null
  imageUrl: string | null
}

export interface SpotlightShop {
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

/** GET /api/spotlight/my-requests: the owner's view. */
export interface OwnerSpotlightRequest {
  id: number
  productId: number
  product: { name: string; price: Euro; imageUrl: string | null }
  status: SpotlightStatus
  durationMonths: number
  totalAmount: Euro
  startDate: IsoDateString | null
  endDate: IsoDateString | null
  rejectionReason: string | null
  images: string[]
  createdAt: IsoDateString
}

/** GET /api/admin/spotlight/pending: the admin's view. */
export interface AdminSpotlightRequest {
  id: number
  status: SpotlightStatus
  product: { name: string; price: Euro; imageUrl: string | null }
  shop: { name: string }
  shopOwner: { firstName: string | null; lastName: string | null; email: string | null }
  durationMonths: number
  totalAmount: Euro
  createdAt: IsoDateString
  startDate: IsoDateString | null
  endDate: IsoDateString | null
  images: string[]
  priority: number
  rejectionReason: string | null
}

/** GET /api/admin/spotlight/stats; totalRevenue is euro shown with 2 decimals. */
export interface SpotlightStats {
  pending: number
  active: number
  totalRevenue: Euro
  expired: number
}

/** POST /api/spotlight/submit. */
export interface SubmitSpotlightPayload {
  productId: number
  durationMonths: number
  images: string[]
}

export interface ApproveSpotlightPayload {
  priority: number
}

/** Reject takes an optional reason; force-reject requires one. */
export interface RejectSpotlightPayload {
  reason?: string
}

export interface ForceRejectSpotlightPayload {
  reason: string
}
