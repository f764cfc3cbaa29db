import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { ENGAGEMENT_SERVER_MESSAGES as M } from '@shoplocal/shared/messages'
import type User from '#models/user'

/*
 * Who may favourite, review and chat. Favourites belong to customers and to
 * guests holding a guest session; shop-owner and admin accounts have none.
 * Anyone may review (the account, the guest session or typed guest details
 * say who), except a shop's owner reviewing their own shop. Chat needs a
 * signed-in account, and only the conversation's two sides may read or write
 * it; a conversation that does not exist is refused the same way, so ids
 * cannot be probed.
 */
export default class EngagementPolicy extends BasePolicy {
  @allowGuest()
  favourite(user: User | null, guestSessionId: number | null): AuthorizerResponse {
    if (user) return user.role === 'customer' ? true : AuthorizationResponse.deny(M.customersOnly, 403)
    return guestSessionId !== null ? true : AuthorizationResponse.deny(M.signInOrGuestRequired, 401)
  }

  @allowGuest()
  review(user: User | null, shopOwnerId: number | null): AuthorizerResponse {
    return user && user.id === shopOwnerId ? AuthorizationResponse.deny(M.ownShopReview, 403) : true
  }

  /** Answering a review: only the owner of the reviewed shop (or of the reviewed product's shop). */
  @allowGuest()
  answerReview(user: User | null, shopOwnerId: number | null): AuthorizerResponse {
    if (!user) return AuthorizationResponse.deny(M.signInToReply, 401)
    return user.id === shopOwnerId ? true : AuthorizationResponse.deny(M.ownShopReplyOnly, 403)
  }

  @allowGuest()
  chat(user: User | null): AuthorizerResponse {
    return user ? true : AuthorizationResponse.deny(M.signInToChat, 401)
  }

  /** A customer writing to a shop: anyone signed in except the shop's own owner. */
  @allowGuest()
  chatWithShop(user: User | null, shopOwnerId: number): AuthorizerResponse {
    if (!user) return AuthorizationResponse.deny(M.signInToChat, 401)
    return user.id === shopOwnerId ? AuthorizationResponse.deny(M.ownShopChat, 403) : true
  }

  /** The conversation's customer or the owner of its shop; a missing conversation arrives as null. */
  @allowGuest()
  joinConversation(user: User | null, participants: { customerUserId: number | null; shopOwnerId: number } | null): AuthorizerResponse {
    if (!user) return AuthorizationResponse.deny(M.signInToChat, 401)
    const allowed = participants !== null && (participants.customerUserId === user.id || participants.shopOwnerId === user.id)
    return allowed ? true : AuthorizationResponse.deny(M.conversationForbidden, 403)
  }
}
