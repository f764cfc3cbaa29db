import { COMMON_LABELS } from './common.ts'

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
