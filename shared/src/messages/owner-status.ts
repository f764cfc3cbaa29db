import { DEFAULT_REJECT_REASON } from './admin.ts'
import { SHOP_PENDING_REVIEW } from './owner.ts'

/**
 * What an owner is told depending on where the shop stands: a product is "listed" only in a public shop,
 * a rejected shop is edited and sent back for review, and the Spotlight tab says why it cannot be used yet.
 */
export const OWNER_STATUS_COPY = {
  productAddedPublic: 'Your product is now listed.',
  productAddedNotPublic: 'Your product is saved. It will be listed once your shop is approved.',
  productsImportedNotPublic: 'They will be listed once your shop is approved.',
  shopResubmitted: `Your shop has been sent for review again. ${SHOP_PENDING_REVIEW}.`,
  shopNotRejected: 'Only a rejected shop can be resubmitted for review.',
  resubmitTitle: 'Edit and resubmit',
  resubmitButton: 'Resubmit for review',
  resubmitIntro: 'Fix what the reason names, then send the shop for review again.',
  rejectedReason: (reason: string | null) => `Rejected: ${reason ?? DEFAULT_REJECT_REASON}`,
  noProductsUntilResubmitted: 'You can add products once the shop is resubmitted.',
  viewMyShop: 'View my shop',
  notPublicYet: 'Not public yet',
  spotlightPending: 'Your shop is waiting for review. Products can be spotlighted once it is approved.',
  spotlightRejected: 'Your shop was rejected. Edit and resubmit it for review; products can be spotlighted once it is approved.',
} as const
