import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { OWNER_ERRORS } from '@shoplocal/shared/messages'
import type Shop from '#models/shop'
import type User from '#models/user'

/**
 * A trader's identity document is as private as a bank document: the shop's owner sees it, and so do the admins
 * checking it (a banned account is neither). Giving the details is OwnerPolicy.manageShop.
 */
export default class TraderPolicy extends BasePolicy {
  viewIdentity(user: User, shop: Shop): AuthorizerResponse {
    if (user.banned) return AuthorizationResponse.deny(OWNER_ERRORS.notYourShopToChange, 403)
    if (user.hasAdminRights || shop.ownerId === user.id) return true
    return AuthorizationResponse.deny(OWNER_ERRORS.notYourShopToChange, 403)
  }
}
