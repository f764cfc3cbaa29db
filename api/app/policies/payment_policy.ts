import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { BILLING_ERRORS, UNAUTHORIZED } from '@shoplocal/shared/messages'
import type PaymentTransaction from '#models/payment_transaction'
import type Shop from '#models/shop'
import type SpotlightRequest from '#models/spotlight_request'
import type User from '#models/user'

/**
 * Paying: an owner (or an admin using the owner portal) pays only for their own shops and spotlight
 * requests, and sees and sends proofs only for their own payments. Admin powers over payments belong to
 * the admin routes.
 */
export default class PaymentPolicy extends BasePolicy {
  payForShop(user: User, shop: Shop): AuthorizerResponse {
    return shop.ownerId === user.id ? true : deny(user, BILLING_ERRORS.notYourShop)
  }

  payForSpotlight(user: User, request: SpotlightRequest): AuthorizerResponse {
    return request.shopOwnerId === user.id ? true : deny(user, BILLING_ERRORS.notYourSpotlightRequest)
  }

  /** The payment's shop must be loaded when the payment has no payer recorded (rows older than invoices). */
  managePayment(user: User, payment: PaymentTransaction): AuthorizerResponse {
    const payer = payment.userId ?? payment.shop?.ownerId ?? null
    return payer === user.id ? true : deny(user, BILLING_ERRORS.notYourPayment)
  }
}

function isOwnerAccount(user: User): boolean {
  return user.role === 'shop_owner' || user.hasAdminRights
}

/** Someone else's payment is a 403 with the reason; a caller who is not an owner at all gets the portal's 401. */
function deny(user: User, message: string) {
  return isOwnerAccount(user) ? AuthorizationResponse.deny(message, 403) : AuthorizationResponse.deny(UNAUTHORIZED, 401)
}
