import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { UNAUTHORIZED } from '@shoplocal/shared/messages'
import { CARD_PAYMENT_ERRORS } from '#messages/index'
import type PaymentTransaction from '#models/payment_transaction'
import type User from '#models/user'

/**
 * Card payments belong to shop owners (and admins using the owner portal), each paying only their own
 * invoices: the payer named on the invoice, or for older invoices without one, the owner of its shop.
 */
export default class CardPaymentPolicy extends BasePolicy {
  subscribe(user: User): AuthorizerResponse {
    return isOwnerAccount(user) ? true : AuthorizationResponse.deny(UNAUTHORIZED, 401)
  }

  /** The payment's shop must be loaded when it has one. */
  pay(user: User, payment: PaymentTransaction): AuthorizerResponse {
    if (!isOwnerAccount(user)) return AuthorizationResponse.deny(UNAUTHORIZED, 401)
    const payer = payment.userId ?? payment.shop?.ownerId ?? null
    return payer === user.id ? true : AuthorizationResponse.deny(CARD_PAYMENT_ERRORS.notYourPayment, 403)
  }
}

function isOwnerAccount(user: User): boolean {
  return user.role === 'shop_owner' || user.hasAdminRights
}
