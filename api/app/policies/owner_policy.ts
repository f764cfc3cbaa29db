import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { OWNER_ERRORS, UNAUTHORIZED } from '@shoplocal/shared/messages'
import type Message from '#models/message'
import type Product from '#models/product'
import type Shop from '#models/shop'
import type User from '#models/user'

/**
 * The shop-owner portal: shop owners, and admins (the owner menu offers
 * admins the portal too). A customer session is not an owner session; it gets
 * the same 401 as no session, so the website sends the visitor to sign in as
 * an owner. Inside the portal everyone, admins included, acts only on shops
 * they own: admin powers belong to the admin routes.
 */
export default class OwnerPolicy extends BasePolicy {
  usePortal(user: User): AuthorizerResponse {
    return isOwnerAccount(user) ? true : AuthorizationResponse.deny(UNAUTHORIZED, 401)
  }

  /** Edit the shop, its profile image, add products to it. */
  manageShop(user: User, shop: Shop): AuthorizerResponse {
    return ownsShop(user, shop) ? true : denyUnlessOwner(user, OWNER_ERRORS.notYourShopToChange)
  }

  /** Remove every product of the shop. */
  emptyShop(user: User, shop: Shop): AuthorizerResponse {
    return ownsShop(user, shop) ? true : denyUnlessOwner(user, OWNER_ERRORS.notYourShop)
  }

  /** The product's shop must be loaded. */
  editProduct(user: User, product: Product): AuthorizerResponse {
    return ownsShop(user, product.shop) ? true : denyUnlessOwner(user, OWNER_ERRORS.notYourProductToChange)
  }

  /** The product's shop must be loaded. */
  deleteProduct(user: User, product: Product): AuthorizerResponse {
    return ownsShop(user, product.shop) ? true : denyUnlessOwner(user, OWNER_ERRORS.notYourProduct)
  }

  /** The message's shop must be loaded. */
  readMessage(user: User, message: Message): AuthorizerResponse {
    return ownsShop(user, message.shop) ? true : denyUnlessOwner(user, OWNER_ERRORS.notYourMessage)
  }
}

function isOwnerAccount(user: User): boolean {
  return user.role === 'shop_owner' || user.hasAdminRights
}

function ownsShop(user: User, shop: Shop): boolean {
  return isOwnerAccount(user) && shop.ownerId === user.id
}

/** Someone else's shop is a 403 with the reason; a caller who is not an owner at all gets the portal's 401. */
function denyUnlessOwner(user: User, message: string) {
  return isOwnerAccount(user) ? AuthorizationResponse.deny(message, 403) : AuthorizationResponse.deny(UNAUTHORIZED, 401)
}
