import { FREE_TRIAL_DAYS, REGISTRATION_FEE, REGISTRATION_FEE_WAIVER_REFERRALS, YEARLY_LISTING_FEE } from '../constants/payments.ts'
import { formatEuro } from '../rules/money.ts'
import { COMMON_LABELS, messageOrFallback } from './common.ts'

const TRY_AGAIN = 'Please try again.'

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

/** A new shop waits for an admin's approval. */
export const SHOP_PENDING_REVIEW = 'It will be reviewed by our team'

/** What the owner calls answer on success; the dashboard shows them as toasts. */
export const OWNER_SUCCESS = {
  shopCreated: { title: 'Shop Created!', description: SHOP_PENDING_REVIEW },
  shopUpdated: { title: 'Shop Updated', description: 'Your shop details have been saved.' },
  productAdded: { title: 'Product Added' },
  productUpdated: { title: 'Product Updated', description: 'Your changes have been saved.' },
  productDeleted: { title: 'Product Deleted', description: 'The product has been removed.' },
  allProductsDeleted: { title: 'Products Deleted', description: 'All products of this shop have been removed.' },
  shopDeleted: { title: 'Shop Deleted', description: 'The shop and its products have been removed.' },
  profileImageUpdated: { title: 'Image Updated', description: 'Your shop profile image has been updated.' },
  messageRead: { title: 'Marked as read' },
} as const

export const productsImported = (count: number): string => `${count} ${count === 1 ? 'product' : 'products'} imported.`

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

export const OWNER_ERRORS = {
  title: COMMON_LABELS.error,
  uploadImageFailed: 'Failed to upload image',
  updateProfileImageFailed: 'Failed to update shop profile image',
  uploadProfileImageFailed: 'Failed to upload shop profile image. Please try again.',
  notYourProduct: 'You can only delete your own products.',
  notYourShop: 'You can only delete products from your own shop.',
  notYourShopToChange: 'You can only manage your own shops.',
  notYourProductToChange: 'You can only edit your own products.',
  notYourMessage: 'You can only read messages sent to your own shops.',
  uploadsRateLimited: 'Too many uploads. Please wait a minute and try again.',
} as const

/**
 * Adding beyond the shop's product limit is refused with the limit, the plan
 * that sets it and, when there is one, the plan that raises it.
 */
export const productLimitReached = (
  maxProducts: number,
  planName: string,
  nextPlan: { displayName: string; maxProducts: number } | null,
): string =>
  `This shop has reached its limit of ${maxProducts} products on the ${planName} plan. ` +
  (nextPlan
    ? `Upgrade to ${nextPlan.displayName} to list up to ${nextPlan.maxProducts} products.`
    : 'Remove a product before adding another.')

/** Browser confirmations before irreversible deletes. */
export const OWNER_CONFIRMATIONS = {
  deleteProduct: (productName: string): string => `Delete ${productName}? ${COMMON_LABELS.cannotBeUndone}`,
  deleteAllProducts: (shopName: string): string =>
    `Are you sure you want to delete all products from ${shopName}? ${COMMON_LABELS.cannotBeUndone}`,
  deleteShop: (shopName: string): string =>
    `Are you sure you want to delete ${shopName} and all its products? ${COMMON_LABELS.cannotBeUndone}`,
} as const
