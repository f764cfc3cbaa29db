import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { UNAUTHORIZED } from '@shoplocal/shared/messages'
import type User from '#models/user'

/**
 * The shop-owner portal: shop owners, and admins (the owner menu offers
 * admins the portal too). A customer session is not an owner session; it gets
 * the same 401 as no session, so the website sends the visitor to sign in as
 * an owner. Owner-owns-shop checks for /api/my-shops belong here.
 */
export default class OwnerPolicy extends BasePolicy {
  usePortal(user: User): AuthorizerResponse {
    return user.role === 'shop_owner' || user.hasAdminRights ? true : AuthorizationResponse.deny(UNAUTHORIZED, 401)
  }
}
