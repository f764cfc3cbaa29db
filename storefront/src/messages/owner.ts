import { FREE_TRIAL_DAYS, REGISTRATION_FEE, REGISTRATION_FEE_WAIVER_REFERRALS, YEARLY_LISTING_FEE } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { formatEuro } from '@shoplocal/shared/rules'
import { messageOrFallback } from './common.ts'

const TRY_AGAIN = 'Please try again.'

/** The owner dashboard. */
export const OWNER_DASHBOARD_LABELS = {
  greetingFallback: 'Shop Owner',
  listingBadge: `List Your Shop - ${formatEuro(YEARLY_LISTING_FEE)}/year`,
  /** The badge to an owner already paying for plans: what the listing replaces and what those cost now. */
  listingReplaces: (planNames: readonly string[], yearlyNow: string) =>
    `Yearly listing ${formatEuro(YEARLY_LISTING_FEE)}/year for all your shops, in place of your ${
      planNames.length === 1 ? `${planNames[0]} plan` : `${planNames.slice(0, -1).join(', ')} and ${planNames.at(-1)} plans`
    } (${yearlyNow}/year now)`,
  listingCurrent: 'Your yearly listing',
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

export const addProductDialogTitle = (shopName: string): string => `Add Product to ${shopName}`

export const approvedCountLabel = (approved: number): string => `${approved} approved`

/** Selected file name and size in MB under an image picker. */
export const selectedFileLabel = (name: string, bytes: number): string => `${name} (${(bytes / (1024 * 1024)).toFixed(2)} MB)`

/** The three-step explanation on the dashboard. */
export const OWNER_HOW_IT_WORKS = [
  {
    title: 'Register your shop',
    text: `Register your shop and try it free for ${FREE_TRIAL_DAYS} days. Then choose a plan per shop (one-time ${formatEuro(REGISTRATION_FEE)} registration fee, waived with ${REGISTRATION_FEE_WAIVER_REFERRALS} approved referrals), or list all your shops for ${formatEuro(YEARLY_LISTING_FEE)} a year.`,
  },
  { title: 'Add your products', text: 'Add products with photos, descriptions and prices.' },
  { title: 'Connect with customers', text: 'Customers find you and get in touch through messages.' },
] as const

/** Owner toasts that append the server's message, e.g. 'Failed to create shop: Please try again.' */
export const createShopFailed = (serverMessage?: string | null): string =>
  `Failed to create shop: ${messageOrFallback(serverMessage, TRY_AGAIN)}`

export const updateShopFailed = (serverMessage?: string | null): string =>
  `Failed to update shop: ${messageOrFallback(serverMessage, TRY_AGAIN)}`

export const addProductFailed = (serverMessage?: string | null): string =>
  `Failed to add product: ${messageOrFallback(serverMessage, TRY_AGAIN)}`

export const updateProductFailed = (serverMessage?: string | null): string =>
  `Failed to update product: ${messageOrFallback(serverMessage, TRY_AGAIN)}`

export const deleteProductFailed = (serverMessage?: string | null): string =>
  `Failed to delete product: ${messageOrFallback(serverMessage, TRY_AGAIN)}`

export const deleteProductsFailed = (serverMessage?: string | null): string =>
  `Failed to delete products: ${messageOrFallback(serverMessage, TRY_AGAIN)}`

export const deleteShopFailed = (serverMessage?: string | null): string =>
  `Failed to delete shop: ${messageOrFallback(serverMessage, TRY_AGAIN)}`

/** The dashboard's confirmation dialog's words before irreversible deletes. */
export const OWNER_CONFIRMATIONS = {
  deleteProduct: (productName: string): string => `Delete ${productName}? ${COMMON_LABELS.cannotBeUndone}`,
  deleteAllProducts: (shopName: string): string =>
    `Are you sure you want to delete all products from ${shopName}? ${COMMON_LABELS.cannotBeUndone}`,
  deleteShop: (shopName: string): string =>
    `Are you sure you want to delete ${shopName} and all its products? ${COMMON_LABELS.cannotBeUndone}`,
} as const
