import type { HttpContext } from '@adonisjs/core/http'
import type { Reservation, ReservationActionResponse, ReservationCreatedResponse } from '@shoplocal/shared/types'
import { reservationHolderOf } from '#controllers/reservations/reservation_holder'
import { RESERVATION_MESSAGES as M } from '#messages/index'
import { cancelMyReservation, myReservations } from '#services/reservations/customer_reservations'
import { reserve } from '#services/reservations/reserve'
import { reservationValidator } from '#validators/reservations'

export default class ReservationsController {
  async store(ctx: HttpContext) {
    const holder = await reservationHolderOf(ctx, 'reserve')
    const input = await ctx.request.validateUsing(reservationValidator)
    const body: ReservationCreatedResponse = { message: M.created, reservation: await reserve(holder, input) }
    return ctx.response.created(body)
  }

  async index(ctx: HttpContext): Promise<Reservation[]> {
    return myReservations(await reservationHolderOf(ctx, 'keep'))
  }

  async cancel(ctx: HttpContext): Promise<ReservationActionResponse> {
    const holder = await reservationHolderOf(ctx, 'keep')
    return cancelMyReservation(holder, Number(ctx.params.id))
  }
}
