/** What the spotlight API answers when it refuses or completes a call. */
export const SPOTLIGHT_SERVER_MESSAGES = {
  productNotFound: 'Product not found',
  notYourProduct: 'You can only request a spotlight for your own products.',
  alreadyRequested: 'This product already has a pending or active spotlight request.',
  productNotPublic: 'Only an active product of an approved shop can be spotlighted.',
  productOutOfStock: 'This product is out of stock. Restock it before spotlighting it.',
  requestNotFound: 'Spotlight request not found',
  notPending: 'Only a pending spotlight request can be approved or rejected.',
  notPaid: 'This spotlight request has not been paid yet.',
  notActive: 'Only an active spotlight can be removed.',
  approved: 'Spotlight request approved',
  rejected: 'Spotlight request rejected',
  forceRejected: 'Spotlight removed',
} as const
