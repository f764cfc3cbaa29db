import { YEARLY_LISTING_FEE } from '../constants/payments.ts'
import { formatEuro } from '../rules/money.ts'
import { COMMON_LABELS } from './common.ts'

/** The owner dashboard. */
export const OWNER_DASHBOARD_LABELS = {
  greetingFallback: 'Shop Owner',
  listingBadge: `List Your Shop - ${formatEuro(YEARLY_LISTING_FEE)}/year`,
  addNewShop: 'Add New Shop',
  subscription: 'Subscription',
  totalShops: COMMON_LABELS.totalShops,
  totalProducts: 'Total Products',
  totalViews: COMMON_LABELS.totalViews,
  activeShops: 'Active Shops',
  avgProductsPerShop: 'Avg Products/Shop',
  tabOverview: 'Overview',
  tabShops: 'My Shops',
  tabProducts: COMMON_LABELS.products,
  tabSpotlight: COMMON_LABELS.spotlight,
  noShops: 'No shops yet',
  addFirstShop: 'Add Your First Shop',
  noProducts: 'No products yet',
  addProduct: 'Add Product',
  removeAll: 'Remove All',
  updateImage: 'Update Image',
  chooseImage: 'Choose Image',
  changeImage: 'Change Image',
  messagesPlaceholder: 'Customer messages will appear here once customers send inquiries about your shops.',
} as const
