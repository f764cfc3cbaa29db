import { AuthorizationResponse, BasePolicy, allowGuest } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { RESERVATION_MESSAGES as M } from '#messages/index'
import type GuestSession from '#models/guest_session'
import type Reservation from '#models/reservation'
import type User from '#models/user'

/*
 * Who may reserve: a customer account with a confirmed e-mail or phone, or a guest session whose contact was
 * confirmed with a code. Shop-owner and admin accounts hold no reservations. Only the shop's owner answers a
 * reservation.
 */
export default class ReservationPolicy extends BasePolicy {
  @allowGuest()
  reserve(user: User | null, guest: GuestSession | null): AuthorizerResponse {
    if (user) {
      if (user.role !== 'customer') return AuthorizationResponse.deny(M.customersOnly, 403)
      return user.isEmailVerified || user.isPhoneVerified ? true : AuthorizationResponse.deny(M.confirmContactFirst, 403)
    }
    if (!guest) return AuthorizationResponse.deny(M.signInFirst, 401)
    return guest.confirmedAt ? true : AuthorizationResponse.deny(M.confirmContactFirst, 403)
  }

  /** Reading and cancelling one's own reservations: a customer account or any guest session (their own only). */
  @allowGuest()
  keep(user: User | null, guest: GuestSession | null): AuthorizerResponse {
    if (user) return user.role === 'customer' ? true : AuthorizationResponse.deny(M.customersOnly, 403)
    return guest ? true : AuthorizationResponse.deny(M.signInFirst, 401)
  }

  answer(user: User, reservation: Reservation): AuthorizerResponse {
    return reservation.shop.ownerId === user.id ? true : AuthorizationResponse.deny(M.notYours, 403)
  }
}
