import type { OpeningHoursRow, Product } from './catalogue.ts'
import type { IsoDateString } from './common.ts'
import type { ShopStatus } from './enumerations.ts'

/** One shop as its owner sees it on the dashboard (GET /api/my-shops), with every product, listed or not. */
export interface OwnerShop {
  id: number
  name: string
  description: string | null
  location: string
  address: string | null
  phone: string | null
  email: string | null
  website: string | null
  categoryId: number | null
  profileImageUrl: string | null
  isApproved: boolean
  status: ShopStatus
  isActive: boolean
  viewCount: number
  createdAt: IsoDateString
  products: Product[]
  productCount: number
  /** The plan's product limit; adding past it is refused. */
  maxProducts: number
  currentPlan: string
  rejectionReason: string | null
  /** The week as the owner gave it (Monday first; a closed day has no times); null when not given. */
  openingHours: OpeningHoursRow[] | null
  trader: OwnerShopTrader
}

/** Where the shop's trader details stand (PUT /api/shops/{id}/trader gives them). */
interface OwnerShopTrader {
  /** Details, identity document and self-certification all given. */
  complete: boolean
  /** Hidden from the public because they were not complete by the deadline. */
  hidden: boolean
  /** The last day an approved shop's owner may complete them before it is hidden (YYYY-MM-DD). */
  deadline: string
}

/** POST /api/shops and PUT /api/shops/{id} (the shop form). */
export interface ShopPayload {
  name: string
  description?: string | null
  location: string
  address?: string | null
  phone?: string | null
  email?: string | null
  website?: string | null
  categoryId?: number | null
  openingHours?: OpeningHoursRow[] | null
}

/** POST /api/shops/{id}/products and PUT /api/products/{id} (the product form). */
export interface ProductPayload {
  name: string
  description?: string | null
  price: number
  imageUrl?: string | null
  inStock?: boolean
  /** Items in the shop (reservations hold some of them); null when the owner does not count them. */
  stock?: number | null
}

/** POST /api/shops, PUT /api/shops/{id} and PUT /api/shops/{id}/profile-image. */
export interface ShopSavedResponse {
  message: string
  shop: OwnerShop
}

/** POST /api/shops/{id}/products and PUT /api/products/{id}. */
export interface ProductSavedResponse {
  message: string
  product: Product
}

/** POST /api/shops/{id}/products/import. */
export interface ProductsImportedResponse {
  message: string
  imported: number
  /** Whether the rows are in the public catalogue now (false while the shop is not public). */
  listed: boolean
}

/** DELETE /api/shops/{id}/products. */
export interface ProductsRemovedResponse {
  message: string
  deleted: number
}

/** POST /api/upload/image. */
export interface UploadImageResponse {
  imageUrl: string
  /** A small version for cards and lists. */
  thumbnailUrl: string
  width: number
  height: number
}

/** A contact message sent to one of the owner's shops. */
export interface OwnerMessage {
  id: number
  shopId: number
  shopName: string
  senderName: string | null
  senderEmail: string | null
  senderPhone: string | null
  content: string
  isRead: boolean
  createdAt: IsoDateString
}

/** GET /api/shop-owner/messages: newest first. */
export interface OwnerMessagesResponse {
  messages: OwnerMessage[]
  /** Unread contact messages. */
  unreadCount: number
  /** Unread chat messages from customers and guests in the owner's shops' chats. */
  unreadChatCount: number
}

/** GET /api/shop-owner/insights: how the owner's shops are doing. */
export interface OwnerInsights {
  /** The last 30 days, oldest first, as UTC dates (YYYY-MM-DD). */
  days: string[]
  /** Page views per day for each shop, aligned with `days`. */
  shops: { id: number; name: string; viewsPerDay: number[] }[]
  /** The most favourited products, most first. */
  favourites: { productId: number; name: string; shopName: string; favourites: number }[]
  /** The last 12 weeks, oldest first, each named by its Monday (YYYY-MM-DD). */
  weeks: string[]
  messagesPerWeek: number[]
  chatsPerWeek: number[]
  /** Over conversations of the last 90 days that got a reply; null when none did. */
  averageFirstReplyMinutes: number | null
  repliedConversations: number
  /** Reserve and collect over the last 90 days: collected against not collected, and the most reserved products. */
  reservations: {
    collected: number
    uncollected: number
    /** Whole per cent collected of those that were collected or not; null when none ended either way. */
    collectionRate: number | null
    perProduct: { productId: number; name: string; shopName: string; reservations: number }[]
  }
}
