import { YEARLY_LISTING_FEE } from '@shoplocal/shared/constants'
import { formatEuro } from '@shoplocal/shared/rules'

/** /subscribe's words where card payments are not offered, or the visitor is not an owner. */
export const SUBSCRIBE_COPY = {
  ownersOnly: 'The yearly listing subscription is for shop owners. You are signed in as a customer.',
  ownerSignIn: 'Sign in or sign up as a shop owner',
  byTransfer: `Card payments are not available here yet. You can pay the same ${formatEuro(YEARLY_LISTING_FEE)} a year by bank transfer: you get an invoice with its payment reference, and your shops are listed once our team has checked the payment.`,
  payByTransfer: `Pay ${formatEuro(YEARLY_LISTING_FEE)} by bank transfer`,
} as const
