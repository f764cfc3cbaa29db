import type { HttpContext } from '@adonisjs/core/http'
import type { OwnerReservationsResponse, ReservationActionResponse } from '@shoplocal/shared/types'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import Reservation from '#models/reservation'
import { answerReservation, ownerReservations, type OwnerActionInput } from '#services/reservations/owner_reservations'
import { confirmReservationValidator, declineReservationValidator, ownerReservationsQueryValidator } from '#validators/reservations'

export default class OwnerReservationsController {
  async index(ctx: HttpContext): Promise<OwnerReservationsResponse> {
    const actor = await ownerActorOf(ctx)
    const { status } = await ownerReservationsQueryValidator.validate(ctx.request.qs())
    return ownerReservations(actor.user.id, status)
  }

  async confirm(ctx: HttpContext) {
    return this.#answer(ctx, async () => ({ action: 'confirm', input: await ctx.request.validateUsing(confirmReservationValidator) }))
  }

  async ready(ctx: HttpContext) {
    return this.#answer(ctx, async () => ({ action: 'ready' }))
  }

  async collected(ctx: HttpContext) {
    return this.#answer(ctx, async () => ({ action: 'collected' }))
  }

  async decline(ctx: HttpContext) {
    return this.#answer(ctx, async () => ({ action: 'decline', input: await ctx.request.validateUsing(declineReservationValidator) }))
  }

  async #answer(ctx: HttpContext, read: () => Promise<OwnerActionInput>): Promise<ReservationActionResponse> {
    await ownerActorOf(ctx)
    const reservation = await Reservation.query().where('id', Number(ctx.params.id)).preload('shop').firstOrFail()
    await ctx.bouncer.with('ReservationPolicy').authorize('answer', reservation)
    return answerReservation(reservation.id, await read())
  }
}
