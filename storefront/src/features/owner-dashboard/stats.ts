import type { OwnerShop, Product } from '@shoplocal/shared/types'

/** The summary cards and the Products tab's stats, from the owner's shops. */
export interface DashboardStats {
  totalShops: number
  approvedShops: number
  totalProducts: number
  totalViews: number
  /** Shops customers can see: approved and not switched off. */
  activeShops: number
  /** Rounded to a whole number; 0 without shops. */
  avgProductsPerShop: number
}

export function dashboardStats(shops: readonly OwnerShop[]): DashboardStats {
  const totalProducts = shops.reduce((sum, shop) => sum + shop.productCount, 0)
  return {
    totalShops: shops.length,
    approvedShops: shops.filter((shop) => shop.isApproved).length,
    totalProducts,
    totalViews: shops.reduce((sum, shop) => sum + shop.viewCount, 0),
    activeShops: shops.filter((shop) => shop.isApproved && shop.isActive).length,
    avgProductsPerShop: shops.length === 0 ? 0 : Math.round(totalProducts / shops.length),
  }
}

/** Every product across the shops, each with the shop it belongs to, newest shop first. */
export function allProducts(shops: readonly OwnerShop[]): { product: Product; shop: OwnerShop }[] {
  return shops.flatMap((shop) => shop.products.map((product) => ({ product, shop })))
}

/** Replaces one shop in the list (after an edit), or puts a new one first. */
export function withShop(shops: readonly OwnerShop[], changed: OwnerShop): OwnerShop[] {
  return shops.some((shop) => shop.id === changed.id) ? shops.map((shop) => (shop.id === changed.id ? changed : shop)) : [changed, ...shops]
}

/** How many more products the shop's plan allows. */
export const productsLeft = (shop: Pick<OwnerShop, 'maxProducts' | 'productCount'>): number =>
  Math.max(0, shop.maxProducts - shop.productCount)
