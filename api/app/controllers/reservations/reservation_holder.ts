import type { HttpContext } from '@adonisjs/core/http'
import { callerOf } from '#controllers/actor'
import type { ReservationHolder } from '#services/reservations/reservation_holder'

/** The visitor a reservation call is for, once ReservationPolicy has let them through (`ability`). */
export async function reservationHolderOf(ctx: HttpContext, ability: 'reserve' | 'keep'): Promise<ReservationHolder> {
  const { user, guest } = await callerOf(ctx)
  await ctx.bouncer.with('ReservationPolicy').authorize(ability, guest)
  if (user) return { kind: 'customer', userId: user.id }
  return { kind: 'guest', guestSessionId: guest!.id, email: guest!.email, phone: guest!.phone }
}
