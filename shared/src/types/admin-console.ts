import type { AdminCustomer, AdminLog } from './admin.ts'
import type { IsoDateString } from './common.ts'
import type { ChatSenderType } from './enumerations.ts'

/** One sign-in event of a customer's audit trail (sign-ins, failures, locks, sign-outs). */
interface CustomerStorySignIn {
  action: string
  success: boolean
  ipAddress: string | null
  createdAt: IsoDateString
}

interface CustomerStoryReview {
  id: number
  rating: number
  comment: string | null
  shopId: number | null
  shopName: string | null
  productName: string | null
  createdAt: IsoDateString
}

/** A chat with one shop: how many messages, when the last was written, and what it said and who wrote it. */
export interface CustomerStoryChat {
  id: number
  shopId: number
  shopName: string
  messageCount: number
  updatedAt: IsoDateString
  lastMessage: { text: string; from: ChatSenderType; createdAt: IsoDateString } | null
}

/** A product (or, with no product, a shop) the customer saved as a favourite. */
interface CustomerStoryFavourite {
  shopId: number
  shopName: string
  productId: number | null
  productName: string | null
  createdAt: IsoDateString
}

/** A contact message the customer sent a shop while signed in. */
interface CustomerStoryMessage {
  id: number
  shopId: number
  shopName: string
  content: string
  createdAt: IsoDateString
}

interface CustomerStoryVisit {
  shopId: number
  shopName: string
  visitedAt: IsoDateString
}

/**
 * GET /api/admin/customers/:id: a customer's whole story for the console, the newest
 * CUSTOMER_STORY_ITEMS of each list, with the full counts beside them.
 */
export interface AdminCustomerDetail {
  customer: AdminCustomer
  counts: { favourites: number; follows: number; reviews: number; chats: number; messages: number; visits: number }
  signIns: CustomerStorySignIn[]
  reviews: CustomerStoryReview[]
  chats: CustomerStoryChat[]
  favourites: CustomerStoryFavourite[]
  messages: CustomerStoryMessage[]
  visits: CustomerStoryVisit[]
  /** What admins did to this account (bans, deletions…), newest first. */
  adminActions: AdminLog[]
}

/** The admins who appear in the admin log, for the Logs tab's filter. */
export interface AdminLogFacets {
  actions: string[]
  admins: { id: number; name: string }[]
}
