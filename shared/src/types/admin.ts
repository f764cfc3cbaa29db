import type { Euro, IsoDateString, PagedList } from './common.ts'
import type { PaymentStats, ShopPaymentRow } from './payments.ts'
import type { ContactMethod, PaymentMethod, Role, ShopStatus } from './enumerations.ts'
import type { PaymentLineItem } from './payments.ts'

export interface VisitCounts {
  daily: number
  weekly: number
  monthly: number
  yearly: number
}

/** GET /api/admin/detailed-stats: the overview's figures. */
interface AdminOverviewFigures {
  totalShops: number
  activeShops: number
  totalUsers: number
  activeUsers: number
  totalProducts: number
  totalRevenue: Euro
  revenueThisMonth: Euro
  newUsersThisMonth: number
  newShopsThisMonth: number
  visitStats: VisitCounts
  paymentStats: PaymentStats
  shopPayments: ShopPaymentRow[]
  topRevenueShops: { id: number; name: string; owner: string; revenue: Euro }[]
  systemMetrics: {
    memoryUsage: { used: number }
    serverUptime: number
  }
}

/** A shop in the admin lists (pending, all, the Shops tab). */
export interface AdminShop {
  id: number
  name: string
  location: string
  owner: { firstName: string | null; lastName: string | null; email: string | null }
  category: { name: string } | null
  totalProducts: number
  /** Tells a rejected shop from a pending one (both have isApproved false). */
  status: ShopStatus
  isApproved: boolean
  isActive: boolean
  createdAt: IsoDateString
}

/** GET /api/admin/all-shops in its plain form. */
export interface AllShopsResponse {
  shops: AdminShop[]
  totalCount: number
}

export interface AdminUser {
  id: number
  firstName: string | null
  lastName: string | null
  email: string | null
  phone: string | null
  role: Role
  banned: boolean
  isEmailVerified: boolean
  isPhoneVerified: boolean
  createdAt: IsoDateString
}

export interface AdminShopOwner {
  id: number
  firstName: string | null
  lastName: string | null
  email: string | null
  /** Null shows as 'No shop yet'. */
  shopName: string | null
  shopCount: number
  totalProducts: number
  createdAt: IsoDateString
  banned: boolean
}

export interface AdminLog {
  id: number
  action: string
  targetType: string
  targetId: number | null
  targetName: string | null
  admin: { firstName: string | null; lastName: string | null; email: string | null } | null
  details: { reason?: string } | null
  createdAt: IsoDateString
}

export type AdminShopsPage = PagedList<'shops', AdminShop>
export type AdminUsersPage = PagedList<'users', AdminUser>
export type AdminShopOwnersPage = PagedList<'shopOwners', AdminShopOwner>
/** GET /api/admin/logs: the panel pages by row count, so there is no totalPages. */
export interface AdminLogsPage {
  logs: AdminLog[]
  totalCount: number
}

/** The answer to suspending, unsuspending or banning a user or shop owner. */
export interface AdminUserActionResponse {
  message: string
  user: AdminUser
}

/** PUT|PATCH /api/admin/shops/{id}/approve and /reject; a rejection carries its reason. */
export interface AdminShopDecisionResponse {
  message: string
  shop: { id: number; status: ShopStatus; isApproved: boolean; rejectionReason?: string | null }
}

/** The signed-in admin, as the desktop console's token endpoints return it. */
export interface AdminAuthUser {
  id: number
  firstName: string | null
  lastName: string | null
  email: string | null
  role: Role
  isAdmin: boolean
}

/** POST /api/admin/auth/token {email, password}. */
export interface AdminTokenResponse {
  token: string
  expiresAt: IsoDateString | null
  user: AdminAuthUser
}

/** GET /api/admin/auth/me. */
export interface AdminMeResponse {
  user: AdminAuthUser
}

/** One month of detailed-stats revenueByMonth, oldest first: month as 'YYYY-MM'. */
export interface MonthlyRevenue {
  month: string
  revenue: Euro
}

export interface ShopVisitCount {
  id: number
  name: string
  visitCount: number
}

/** GET /api/admin/detailed-stats: the overview figures plus the console's charts and top-visited table. */
export interface DetailedAdminStats extends AdminOverviewFigures {
  /** The last 12 months including this one. */
  revenueByMonth: MonthlyRevenue[]
  /** At most 10, most visited first. */
  topVisitedShops: ShopVisitCount[]
}

/** A customer account as the Customers tab and its CSV export read it (GET /api/admin/customers). */
export interface AdminCustomer {
  id: number
  email: string | null
  phone: string | null
  city: string | null
  firstName: string | null
  lastName: string | null
  contactMethod: ContactMethod
  isEmailVerified: boolean
  isPhoneVerified: boolean
  banned: boolean
  createdAt: IsoDateString
  updatedAt: IsoDateString
}

/**
 * GET /api/admin/customers: a page by `page`, or, for an export, the next chunk after `afterId` in id
 * order; `nextAfterId` is null on the last chunk.
 */
export type AdminCustomersPage = PagedList<'customers', AdminCustomer> & { nextAfterId: number | null }

interface CityCount {
  city: string
  count: number
}

/** GET /api/admin/customer-stats. */
export interface CustomerStats {
  totalCustomers: number
  activeCustomers: number
  bannedCustomers: number
  verifiedCustomers: number
  newThisMonth: number
  avgRegistrationsPerDay: number
  totalMessages: number
  /** The cities with the most customers, most first (at most TOP_CITIES_SHOWN). */
  topCities: CityCount[]
}

/** PATCH /api/admin/customers/{id}/ban. */
export interface AdminCustomerBanResponse {
  message: string
  customer: AdminCustomer
}

export interface VisitSource {
  /** 'Direct' without a referrer, else the referring site's host name. */
  name: string
  count: number
}

/** GET /api/admin/visit-stats. */
export interface VisitStats extends VisitCounts {
  topShops: ShopVisitCount[]
  sources: VisitSource[]
}

/** One entry of GET /api/admin/recent-visits, newest first. */
export interface RecentVisit {
  id: number
  /** Null for a guest or a visitor who was not signed in. */
  customerUser: { firstName: string | null } | null
  shop: { name: string; location: string }
  visitedAt: IsoDateString
  ipAddress: string | null
  visitType: string
}

/** GET /api/admin/stats: the four headline cards above Pending Approvals; totalRevenue in euro. */
export interface AdminHeadlineStats {
  totalShops: number
  activeUsers: number
  totalRevenue: Euro
  pendingApprovals: number
}

export type ModerationKind = 'shop' | 'payment' | 'spotlight'

interface ModerationOwner {
  id: number
  firstName: string | null
  lastName: string | null
  email: string | null
}

/** What the queue's preview pane shows for each kind of item. */
export type ModerationItem =
  | {
      kind: 'shop'
      id: number
      submittedAt: IsoDateString
      title: string
      owner: ModerationOwner | null
      shop: {
        id: number
        name: string
        location: string
        description: string | null
        category: string | null
        phone: string | null
        email: string | null
        website: string | null
      }
    }
  | {
      kind: 'payment'
      id: number
      submittedAt: IsoDateString
      title: string
      owner: ModerationOwner | null
      payment: {
        id: number
        reference: string | null
        amount: Euro
        currency: string
        paymentMethod: PaymentMethod
        transactionType: string
        lineItems: PaymentLineItem[]
        shopName: string | null
        proofUploadedAt: IsoDateString | null
        hasProof: boolean
      }
    }
  | {
      kind: 'spotlight'
      id: number
      submittedAt: IsoDateString
      title: string
      owner: ModerationOwner | null
      spotlight: {
        id: number
        productName: string
        shopName: string
        durationMonths: number
        totalAmount: Euro
        images: string[]
        paid: boolean
      }
    }

/** GET /api/admin/moderation-queue: every item awaiting a decision, oldest first, and how many of each kind. */
export interface ModerationQueue {
  items: ModerationItem[]
  counts: Record<ModerationKind, number>
}

/** Requests this API process answered in the last `minutes` minutes, from its own timings. */
export interface RequestWindowFigures {
  minutes: number
  requests: number
  /** Requests a minute, averaged over the part of the window the process has been running. */
  perMinute: number
  /** The 95th percentile of answer times in ms (to within 10%); null without requests. */
  p95Ms: number | null
}

/** GET /api/admin/system-metrics: what the answering API process measures about itself. */
export interface AdminSystemMetrics {
  measuredAt: IsoDateString
  uptimeSeconds: number
  memory: { rssBytes: number; heapUsedBytes: number }
  /** The last 5 and the last 60 minutes. */
  requests: RequestWindowFigures[]
  /** From the sign-in audit trail, all processes together. */
  signIns: { hours: number; failed: number; locks: number }
}

/** One product as an admin looks at a shop before deciding on it. */
interface AdminShopDetailProduct {
  id: number
  name: string
  description: string | null
  price: Euro
  imageUrl: string | null
  inStock: boolean
  isActive: boolean
}

/** GET /api/admin/shops/:id: a shop in full (any status), with its owner, photo and products, before a decision. */
export interface AdminShopDetail {
  id: number
  name: string
  description: string | null
  location: string
  address: string | null
  /** The town and county read from `location` ("Tralee, Co. Kerry"); the county also from a known town alone. */
  town: string | null
  county: string | null
  phone: string | null
  email: string | null
  website: string | null
  category: string | null
  status: ShopStatus
  profileImageUrl: string | null
  createdAt: IsoDateString
  owner: { id: number; firstName: string | null; lastName: string | null; email: string | null; phone: string | null } | null
  /** The first ADMIN_SHOP_DETAIL_PRODUCTS products, newest first; `productCount` says how many there are. */
  products: AdminShopDetailProduct[]
  productCount: number
}
