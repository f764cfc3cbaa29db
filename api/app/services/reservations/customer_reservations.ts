/*
 * The customer's side: their own reservations, newest first, and cancelling one that is not yet collected.
 * A guest sees and cancels those of the contact they confirmed.
 */
import db from '@adonisjs/lucid/services/db'
import type { Reservation } from '@shoplocal/shared/types'
import { RESERVATION_MESSAGES as M } from '#messages/index'
import { reservationErrors } from '#services/reservations/reservation_errors'
import { whereHolder, type ReservationHolder } from '#services/reservations/reservation_holder'
import { tellShop } from '#services/reservations/reservation_notices'
import { reservationRows, toReservation } from '#services/reservations/reservation_presenter'
import { moveReservation } from '#services/reservations/reservation_steps'

const LIST_LIMIT = 100

export async function myReservations(holder: ReservationHolder): Promise<Reservation[]> {
  const query = reservationRows(db).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(LIST_LIMIT)
  whereHolder(query, holder)
  return (await query).map((row) => toReservation(row))
}

export async function cancelMyReservation(holder: ReservationHolder, id: number): Promise<{ message: string; reservation: Reservation }> {
  return db.transaction(async (trx) => {
    const mine = reservationRows(trx).where('r.id', id)
    whereHolder(mine, holder)
    // Someone else's reservation is answered like one that does not exist, so ids cannot be probed.
    if (!(await mine.first())) throw reservationErrors.notFound()
    const moved = await moveReservation(trx, id, { from: ['requested', 'confirmed', 'ready'], to: 'cancelled' })
    await tellShop(trx, moved.row, moved.reservation, 'reservation_cancelled', { personName: moved.reservation.customer?.name ?? null })
    return { message: M.cancelled, reservation: toReservation(moved.row) }
  })
}

/**
 * Deleting an account: its open reservations are cancelled (their stock released) and each shop is told,
 * inside the deletion's transaction.
 */
export async function cancelOpenReservationsOf(trx: Parameters<typeof moveReservation>[0], userId: number): Promise<void> {
  const open = await trx.from('reservations').where('user_id', userId).whereIn('status', ['requested', 'confirmed', 'ready']).select('id')
  for (const { id } of open) {
    const moved = await moveReservation(trx, Number(id), { from: ['requested', 'confirmed', 'ready'], to: 'cancelled' })
    const personName = moved.reservation.customer?.name ?? null
    await tellShop(trx, moved.row, moved.reservation, 'reservation_cancelled', { personName, reason: M.accountDeleted })
  }
}
