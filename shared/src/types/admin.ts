import type { Euro, IsoDateString, PagedList } from './common.ts'
import type { PaymentStats, ShopPaymentRow } from './payments.ts'
import type { Role, ShopStatus } from './enumerations.ts'

export interface VisitCounts {
  daily: number
  weekly: number
  monthly: number
  yearly: number
}

/** GET /api/admin/detailed-stats (enhanced panel). */
interface EnhancedAdminStats {
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

/** A shop in the admin lists (pending, all, enhanced shops tab). */
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
export interface DetailedAdminStats extends EnhancedAdminStats {
  /** The last 12 months including this one. */
  revenueByMonth: MonthlyRevenue[]
  /** At most 10, most visited first. */
  topVisitedShops: ShopVisitCount[]
}
