/*
 * Reserve and collect: a customer or confirmed guest holds a product for pickup, nothing paid online; the shop
 * confirms, marks ready, collected or declines. ReservationPolicy decides who may do what.
 *
 * Contract (errors are {message, errors?}; a refused call changes nothing and holds no stock)
 * - POST /api/reservations {productId, quantity, pickupDate ('YYYY-MM-DD'), note?}
 *     → 201 {message: 'Requested: the shop will confirm', reservation: Reservation} with a short reference
 *       ('R-' + 6 characters). Signed out without a guest session → 401; an unconfirmed guest (POST
 *       /api/guest-session/code, /confirm) or account → 403; an owner or admin account → 403.
 *       422: quantity outside 1–RESERVATION_MAX_QUANTITY (5) or above the available stock (the message says how
 *       many are left); pickupDate not today or one of the next days (7 in all) on which the shop opens (weekly
 *       hours, closures and "temporarily closed", in Europe/Dublin); a product without a stock count (productId).
 *       409 at RESERVATION_MAX_OPEN (5) open reservations; 403 {message, pausedUntil} after 3 uncollected in 90
 *       days, for 30 days after the last. Unknown or hidden product → 404.
 * - GET  /api/account/reservations → Reservation[] newest first: the account's, or the guest's (by the
 *       confirmed contact); customer: null.
 * - POST /api/account/reservations/{id}/cancel → 200 {message, reservation}: while requested, confirmed or
 *       ready; the hold is released and the shop told. Not the caller's → 404; already ended → 409.
 * - GET  /api/shop-owner/reservations?status= → {reservations: Reservation[] newest first (200 at most) of the
 *       caller's shops, with customer {name, email, phone}, requestedCount}.
 * - POST /api/shop-owner/reservations/{id}/confirm {readyBy: 'HH:MM' within the shop's hours on the pickup day}
 *   POST …/ready · POST …/collected (the hold becomes a stock decrease) · POST …/decline {reason}
 *     → 200 {message, reservation}; another owner's → 403; a step that does not follow the status → 409.
 *   The customer hears of each answer (notification and mail or SMS; a guest by mail or SMS) with the shop's
 *   address, hours and a "Get directions" link.
 * - Holiday hours (the shop's owner only; another owner's shop → 403):
 *   GET    /api/shop-owner/shops/{id}/closures → {closures: [{id, startsOn, endsOn, note}] not yet ended,
 *          temporarilyClosed, suggestions: [{startsOn, endsOn, note}] Irish public holidays of the next 12 months no
 *          closure covers (never applied by themselves)}
 *   POST   /api/shop-owner/shops/{id}/closures {startsOn, endsOn ('YYYY-MM-DD', both closed), note?} → 201
 *          {message, closure} · 422 endsOn before startsOn
 *   DELETE /api/shop-owner/shops/{id}/closures/{closureId} → 200 {message} · 404 another shop's or unknown
 *   PUT    /api/shop-owner/shops/{id}/temporarily-closed {temporarilyClosed} → 200 {message, temporarilyClosed}
 *   No reservation can fall on a closed day; confirmed ones already on such a day stay for the shop to decline.
 * - The 'reservation_expiry' job ends unanswered requests after 24 hours and confirmed or ready ones not
 *   collected by the end of the pickup day plus one opening day ('uncollected').
 */
import router from '@adonisjs/core/services/router'

const ReservationsController = () => import('#controllers/reservations/reservations_controller')
const OwnerReservationsController = () => import('#controllers/reservations/owner_reservations_controller')
const ShopClosuresController = () => import('#controllers/reservations/shop_closures_controller')

router
  .group(() => {
    router.post('/reservations', [ReservationsController, 'store']).as('reservations.store')
    router.get('/account/reservations', [ReservationsController, 'index']).as('reservations.mine')
    router.post('/account/reservations/:id/cancel', [ReservationsController, 'cancel']).as('reservations.cancel')

    router.get('/shop-owner/reservations', [OwnerReservationsController, 'index']).as('owner.reservations.index')
    router.post('/shop-owner/reservations/:id/confirm', [OwnerReservationsController, 'confirm']).as('owner.reservations.confirm')
    router.post('/shop-owner/reservations/:id/ready', [OwnerReservationsController, 'ready']).as('owner.reservations.ready')
    router.post('/shop-owner/reservations/:id/collected', [OwnerReservationsController, 'collected']).as('owner.reservations.collected')
    router.post('/shop-owner/reservations/:id/decline', [OwnerReservationsController, 'decline']).as('owner.reservations.decline')

    router.get('/shop-owner/shops/:id/closures', [ShopClosuresController, 'index']).as('owner.closures.index')
    router.post('/shop-owner/shops/:id/closures', [ShopClosuresController, 'store']).as('owner.closures.store')
    router.delete('/shop-owner/shops/:id/closures/:closureId', [ShopClosuresController, 'destroy']).as('owner.closures.destroy')
    router
      .put('/shop-owner/shops/:id/temporarily-closed', [ShopClosuresController, 'temporarilyClosed'])
      .as('owner.closures.temporarilyClosed')
  })
  .prefix('/api')
  .where('id', router.matchers.number())
  .where('closureId', router.matchers.number())
