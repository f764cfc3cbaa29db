import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { ADMIN_PAYMENT_MESSAGES } from '@shoplocal/shared/messages'
import type PaymentTransaction from '#models/payment_transaction'
import type User from '#models/user'

/**
 * A proof of payment is a bank document: the owner who paid sees it, and so do admins verifying it
 * (a banned account is neither). The transaction's shop must be loaded for rows without a payer.
 */
export default class PaymentProofPolicy extends BasePolicy {
  view(user: User, transaction: PaymentTransaction): AuthorizerResponse {
    if (user.banned) return AuthorizationResponse.deny(ADMIN_PAYMENT_MESSAGES.notYourPayment, 403)
    if (user.hasAdminRights) return true
    const payerId = transaction.userId ?? transaction.shop?.ownerId ?? null
    return payerId === user.id ? true : AuthorizationResponse.deny(ADMIN_PAYMENT_MESSAGES.notYourPayment, 403)
  }
}
