import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { UNAUTHORIZED } from '@shoplocal/shared/messages'
import { SPOTLIGHT_SERVER_MESSAGES } from '#messages/index'
import type Product from '#models/product'
import type User from '#models/user'

/**
 * Spotlight purchase: an owner (or an admin acting as an owner in the portal)
 * requests a spotlight only for a product of a shop they own. Someone else's
 * product is a 403 with the reason; a caller who is no owner gets the portal's 401.
 */
export default class SpotlightPolicy extends BasePolicy {
  /** The product's shop must be loaded. */
  request(user: User, product: Product): AuthorizerResponse {
    const isOwnerAccount = user.role === 'shop_owner' || user.hasAdminRights
    if (!isOwnerAccount) return AuthorizationResponse.deny(UNAUTHORIZED, 401)
    return product.shop.ownerId === user.id ? true : AuthorizationResponse.deny(SPOTLIGHT_SERVER_MESSAGES.notYourProduct, 403)
  }
}
